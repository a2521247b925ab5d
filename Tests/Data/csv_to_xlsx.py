#!/usr/bin/env python3
"""Writes a CSV file as a minimal Excel workbook, on its own (Python's csv and zipfile, the parts
written by hand as Office Open XML lays them out): text in the shared-strings part, whole numbers as
numbers, one worksheet. Usage: csv_to_xlsx.py IN.csv OUT.xlsx"""
import csv
import sys
import zipfile
from xml.sax.saxutils import escape

NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def column(index):
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def main(source, target):
    with open(source, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    strings, lookup, sheet_rows = [], {}, []
    for r, row in enumerate(rows, start=1):
        cells = []
        for c, value in enumerate(row):
            reference = f"{column(c)}{r}"
            if value.isdigit():
                cells.append(f'<c r="{reference}"><v>{value}</v></c>')
            elif value:
                if value not in lookup:
                    lookup[value] = len(strings)
                    strings.append(value)
                cells.append(f'<c r="{reference}" t="s"><v>{lookup[value]}</v></c>')
        sheet_rows.append(f'<row r="{r}">{"".join(cells)}</row>')
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
        "xl/workbook.xml": f'<?xml version="1.0" encoding="UTF-8"?><workbook {NS} xmlns:r="{REL}"><sheets>'
        '<sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        f'<Relationship Id="rId1" Type="{REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/sharedStrings.xml": f'<?xml version="1.0" encoding="UTF-8"?><sst {NS} count="{len(strings)}" uniqueCount="{len(strings)}">'
        + "".join(f"<si><t>{escape(s)}</t></si>" for s in strings) + "</sst>",
        "xl/worksheets/sheet1.xml": f'<?xml version="1.0" encoding="UTF-8"?><worksheet {NS}><sheetData>{"".join(sheet_rows)}</sheetData></worksheet>',
    }
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in parts.items():
            archive.writestr(name, text)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
