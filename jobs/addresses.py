#!/usr/bin/env python3
"""An address run end to end: label sheets from a workbook and from a Latin-1 CSV, checked in the PDF.

Writes addresses.xlsx (openpyxl; 18 locales, empty cells left out, postcodes of digits as numbers)
for Avery L7163 and
addresses-latin1.csv (ISO-8859-1, semicolons; the Latin-1 locales only, since Latin-1 holds no
other script) for Avery 5160, with many rows lacking a title, a department or a company, and renders each. The
labels' places are computed here from the makers' published figures, not from poster's tables. For
every row k, label k % n of page k // n (reading order) must hold exactly the row's address with
its empty fields' lines and separators left out: its words inside that label, in order, no blank
line, no space before a line (left-aligned L7163) or after it (right-aligned 5160); and no text
may lie outside the labels.
"""

import csv
import datetime
import io
import json
import os
import random
import re
import zipfile

import common
from common import fail, run

SIZES = {"small": 300, "full": 1000}
MM = 72 / 25.4
IN = 72.0

# The makers' published figures: paper, columns x rows, label size, top and left margins, pitch.
PRODUCTS = {
    "L7163": {"paper": (210 * MM, 297 * MM), "grid": (2, 7), "label": (99.1 * MM, 38.1 * MM),
              "top": 15.15 * MM, "left": 4.65 * MM, "pitch": (101.6 * MM, 38.1 * MM)},
    "Avery 5160": {"paper": (8.5 * IN, 11 * IN), "grid": (3, 10), "label": (2.625 * IN, 1 * IN),
                   "top": 0.5 * IN, "left": 0.1875 * IN, "pitch": (2.75 * IN, 1 * IN)},
}

ADDRESS = "{title} {first} {last}\n{department}, {company}\n{street}\n{postcode} {city}"
COLUMNS = ["title", "first", "last", "department", "company", "street", "postcode", "city", "locale"]


def people(count, locales, latin1):
    fakers = common.fakers(locales, seed=common.SEED + (1 if latin1 else 0))
    rng = random.Random(common.SEED + 7)
    rows, seen = [], set()
    while len(rows) < count:
        locale = locales[rng.randrange(len(locales))]
        faker = fakers[locale]
        if rng.random() < 0.05:
            firsts, lasts = common.long_name(faker, rng)
            first, last = " ".join(firsts), " ".join(lasts)
        else:
            first, last = faker.first_name(), faker.last_name()
        row = {
            "title": faker.prefix() if rng.random() < 0.3 else "",
            "first": first if rng.random() > 0.03 else "",
            "last": last,
            "department": faker.job() if rng.random() < 0.2 else "",
            "company": faker.company() if rng.random() < 0.35 else "",
            # en_GB's street addresses hold a line break: kept, as a second street line.
            "street": faker.street_address().strip(),
            "postcode": faker.postcode() if rng.random() > 0.04 else "",
            "city": faker.city(),
            "locale": locale,
        }
        row = {k: common.one_line(v) if k != "street" else "\n".join(common.one_line(s) for s in v.splitlines()) for k, v in row.items()}
        key = (row["first"], row["last"], row["street"])
        if key in seen:
            continue
        if latin1:
            try:
                "".join(row.values()).encode("iso-8859-1")
            except UnicodeEncodeError:
                continue
        seen.add(key)
        rows.append(row)
    return rows


def expected_lines(row):
    """The address as a word processor's merge sets it: a line only empty fields fill goes, and the
    spaces between fields go with an empty one."""
    def joined(*fields):
        return " ".join(row[f] for f in fields if row[f])
    organisation = ", ".join(row[f] for f in ("department", "company") if row[f])
    lines = [joined("title", "first", "last"), organisation, *row["street"].split("\n"), joined("postcode", "city")]
    return [line for line in lines if line]


def label_boxes(product):
    p = PRODUCTS[product]
    columns, rows = p["grid"]
    w, h = p["label"]
    return [(p["left"] + c * p["pitch"][0], p["top"] + r * p["pitch"][1], p["left"] + c * p["pitch"][0] + w, p["top"] + r * p["pitch"][1] + h)
            for r in range(rows) for c in range(columns)]


def spec(data, product, align, extra):
    return {
        "version": 1,
        "title": f"Address labels on {product} (end-to-end job)",
        "theme": {"font": "DejaVu Sans"},
        "pages": [{"sheet": dict(extra, data=data, template=product,
                                 cell={"text": {"text": ADDRESS, "size": "9pt", "align": align}})}],
    }


def check(pdf, product, rows, align, source):
    p = PRODUCTS[product]
    boxes = label_boxes(product)
    per_page = len(boxes)
    pages = common.pdf_words(pdf)
    if len(pages) != -(-len(rows) // per_page):
        fail(f"{source} on {product}: {len(pages)} pages, expected {-(-len(rows) // per_page)} for {len(rows)} rows")
    for number, (width, height, words) in enumerate(pages):
        if abs(width - p["paper"][0]) > 0.5 or abs(height - p["paper"][1]) > 0.5:
            fail(f"{source} on {product}: page {number + 1} is {width:.1f} x {height:.1f} pt, expected {p['paper'][0]:.1f} x {p['paper'][1]:.1f}")
        in_label = [[] for _ in boxes]
        for word in words:
            slot = next((i for i, (x0, y0, x1, y1) in enumerate(boxes) if x0 <= word.cx <= x1 and y0 <= word.cy <= y1), None)
            if slot is None:
                fail(f"{source} on {product}: page {number + 1}: {word} lies in no label")
            in_label[slot].append(word)
        for slot, found in enumerate(in_label):
            k = number * per_page + slot
            where = f"{source} on {product}: row {k + 1}, page {number + 1}, label {slot + 1}"
            if k >= len(rows):
                if found:
                    fail(f"{where}: a label past the last row holds {' '.join(w.text for w in found)!r}")
                continue
            row = rows[k]
            lines = expected_lines(row)
            read = " | ".join(" ".join(w.text for w in line) for line in common.lines_of(found))
            if not common.text_matches("\n".join(lines), found):
                fail(f"{where} ({row['locale']}): expected {' | '.join(lines)!r}, pdftotext read {read!r}")
            x0, y0, x1, y1 = boxes[slot]
            for word in found:
                if word.x0 < x0 or word.x1 > x1 or word.y0 < y0 or word.y1 > y1:
                    fail(f"{where}: {word} is not inside its label ({x0:.2f}, {y0:.2f})-({x1:.2f}, {y1:.2f})")
            visual = common.lines_of(found)
            for above, below in zip(visual, visual[1:]):
                gap = min(w.y0 for w in below) - max(w.y1 for w in above)
                height = min(max(w.y1 for w in line) - min(w.y0 for w in line) for line in (above, below))
                if gap > 0.5 * height:
                    fail(f"{where}: a blank line ({gap:.1f} pt) between {' '.join(w.text for w in above)!r} and "
                         f"{' '.join(w.text for w in below)!r}; read {read!r}")
            # Every line starts (left-aligned) or ends (right-aligned) where the others do, within the
            # label's first 4 mm: a space before or after a line would move it by the space's width.
            edges = [line[0].x0 if align == "left" else line[-1].x1 for line in visual]
            inset = [edge - x0 for edge in edges] if align == "left" else [x1 - edge for edge in edges]
            if max(edges) - min(edges) > 0.5 or not all(0 <= d <= 4 * MM for d in inset):
                fail(f"{where}: lines {'start' if align == 'left' else 'end'} at {', '.join(f'{d:.2f}' for d in inset)} pt "
                     f"from the label's {'left' if align == 'left' else 'right'} edge (a space "
                     f"{'before' if align == 'left' else 'after'} a line?); read {read!r}")
    return len(pages)


def save_reproducibly(book, path):
    """Saves a workbook as the same bytes every run: openpyxl stamps the time of saving on the archive's
    entries and in its properties."""
    buffer = io.BytesIO()
    book.save(buffer)
    with zipfile.ZipFile(buffer) as written, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for entry in written.infolist():
            data = written.read(entry.filename)
            if entry.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*", rb"\g<1>2026-03-14T00:00:00Z", data)
            out.writestr(zipfile.ZipInfo(entry.filename, date_time=(2026, 3, 14, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)


def job(args):
    """Address labels from an XLSX workbook and a Latin-1 CSV, each row checked on its label."""
    import openpyxl

    work = args.work
    count = SIZES[args.size]
    # The workbook: every locale; empty fields are cells left out.
    rows = people(count, common.LOCALES, latin1=False)
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Addresses"
    sheet.append(COLUMNS)
    def cell(column, value):
        # A postcode of digits without a leading zero is stored as a number, as a spreadsheet would.
        if column == "postcode" and value.isdigit() and not value.startswith("0"):
            return int(value)
        return value or None
    for row in rows:
        sheet.append([cell(c, row[c]) for c in COLUMNS])
    book.properties.created = book.properties.modified = datetime.datetime(2026, 3, 14)
    save_reproducibly(book, os.path.join(work, "addresses.xlsx"))
    # The CSV: Latin-1, semicolons, every field quoted only when it must be.
    latin_rows = people(count, common.LATIN1_LOCALES, latin1=True)
    with open(os.path.join(work, "addresses-latin1.csv"), "w", encoding="iso-8859-1", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, delimiter=";", lineterminator="\r\n")
        writer.writeheader()
        writer.writerows(latin_rows)
    runs = [
        ("addresses.xlsx", "L7163", "left", {}, rows),
        ("addresses-latin1.csv", "Avery 5160", "right", {"delimiter": ";", "encoding": "latin1"}, latin_rows),
    ]
    pages = 0
    for data, product, align, extra, data_rows in runs:
        name = product.replace(" ", "-")
        spec_path = os.path.join(work, f"{name}.json")
        with open(spec_path, "w", encoding="utf-8") as f:
            json.dump(spec(data, product, align, extra), f, ensure_ascii=False, indent=1)
        pdf = os.path.join(work, f"{name}.pdf")
        run([args.poster, "render", spec_path, "-o", pdf], what=f"poster render {name}.json")
        run(["qpdf", "--check", pdf], what=f"qpdf --check {name}.pdf")
        pages += check(pdf, product, data_rows, align, data)
    loose = f" ({len(common.LOOSE_MATCHES)} right-to-left lines checked as words or without mark placement)" if common.LOOSE_MATCHES else ""
    return (f"{len(rows)} labels from XLSX on L7163 ({len({r['locale'] for r in rows})} locales) and {len(latin_rows)} from "
            f"Latin-1 CSV on Avery 5160, {pages} pages: every row once on its label, inside it, no blank line or edge space{loose}")


if __name__ == "__main__":
    common.main(job)
