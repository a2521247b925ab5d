/// A small workbook holding what the generated workload does not (rich and phonetic runs, spaces kept,
/// entities, inline strings, booleans, formula results, rows and cells without `r`, gaps), and the rows
/// poster's XLSXReader reads from it: every parser must give these before it is timed.
import Foundation
import ZIPFoundation

enum Fixture {
    /// The workbook's bytes: its parts deflated into a ZIP archive in memory.
    static func workbook() throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, text) in [("xl/workbook.xml", workbookPart), ("xl/_rels/workbook.xml.rels", relations),
                             ("xl/sharedStrings.xml", sharedStrings), ("xl/worksheets/sheet1.xml", sheet)] {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let data = archive.data else { throw DataError(message: "the fixture's archive has no bytes") }
        return Array(data)
    }

    static let workbookPart = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" \
        xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">\
        <sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>
        """

    static let relations = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
        <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" \
        Target="worksheets/sheet1.xml"/></Relationships>
        """

    static let sharedStrings = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5" uniqueCount="5">\
        <si><t>name</t></si>\
        <si><r><rPr><b/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r></si>\
        <si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>\
        <si><t xml:space="preserve">  spaced &amp; escaped &lt;x&gt;  </t></si>\
        <si><t/></si>\
        </sst>
        """

    static let sheet = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>\
        <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>\
        <row r="3"><c r="A3" t="s"><v>2</v></c><c r="B3"><v>3.25</v></c><c r="C3" t="b"><v>1</v></c><c r="D3" t="b"><v>0</v></c></row>\
        <row><c t="inlineStr"><is><t>inline</t></is></c><c t="inlineStr"><is><r><t>in</t></r><r><t>runs</t></r></is></c>\
        <c><f>B3*2</f><v>6.5</v></c><c t="str"><f>A3&amp;"!"</f><v>東京!</v></c></row>\
        <row r="7"><c r="B7" t="s"><v>4</v></c><c r="C7"/></row>\
        <row r="8"><c r="AB8" t="s"><v>3</v></c><c r="B8" t="s"><v>99</v></c><c r="C8" t="e"><v>#DIV/0!</v></c></row>\
        </sheetData></worksheet>
        """

    static let rows: [Row] = [
        (line: 1, cells: ["name", "", "Bold and plain"]),
        (line: 3, cells: ["東京", "3.25", "TRUE", "FALSE"]),
        (line: 4, cells: ["inline", "inruns", "6.5", "東京!"]),
        (line: 8, cells: ["", "", "#DIV/0!"] + Array(repeating: "", count: 24) + ["  spaced & escaped <x>  "]),
    ]
}
