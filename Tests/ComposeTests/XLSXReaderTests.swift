import Foundation
import SpecModel
import TestSupport
import Testing

/// The first worksheet of a workbook read as a CSV export of it would hold it, whatever way its text is stored.
@Suite struct XLSXReaderTests {
    /// A workbook whose parts are these, zipped by Python's zipfile (an independent writer).
    private func workbook(sheet: String, shared: String) throws -> [UInt8] {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let ns = #"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main""#
        let rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
        let parts = [
            "xl/workbook.xml": #"<workbook \#(ns) xmlns:r="\#(rel)"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>"#,
            "xl/_rels/workbook.xml.rels":
                #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="\#(rel)/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#,
            "xl/sharedStrings.xml": "<sst \(ns)>\(shared)</sst>",
            "xl/worksheets/sheet1.xml": "<worksheet \(ns)><sheetData>\(sheet)</sheetData></worksheet>",
        ]
        try JSONSerialization.data(withJSONObject: parts).write(to: folder.url.appendingPathComponent("parts.json"))
        let script =
            "import json, sys, zipfile\nwith zipfile.ZipFile(sys.argv[2], 'w', zipfile.ZIP_DEFLATED) as z:\n    [z.writestr(k, v) for k, v in json.load(open(sys.argv[1])).items()]"
        let zipped = try ToolProcess.run(tool: "python3", ["-c", script, folder.path("parts.json"), folder.path("book.xlsx")])
        #expect(zipped.status == 0, "\(zipped.stderr)")
        return Array(try Data(contentsOf: folder.url.appendingPathComponent("book.xlsx")))
    }

    /// Rich text runs are joined and phonetic guides (furigana) left out, in shared and inline strings
    /// alike; numbers stay as stored, booleans read TRUE and FALSE, a formula its last result.
    @Test func textIsReadAsShownWithoutItsPhoneticGuides() throws {
        let shared = "<si><r><t>東京</t></r><r><t xml:space=\"preserve\"> 駅</t></r><rPh sb=\"0\" eb=\"2\"><t>トウキョウ</t></rPh></si>"
        let sheet = """
            <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>大阪</t><rPh sb="0" eb="2"><t>オオサカ</t></rPh></is></c></row>
            <row r="3"><c r="A3"><v>2.5</v></c><c r="B3" t="b"><v>1</v></c><c r="D3"><f>A3*2</f><v>5</v></c></row>
            """
        let rows = try XLSXReader.rows(of: workbook(sheet: sheet, shared: shared), file: "book.xlsx", maximumColumns: 10)
        #expect(rows.map(\.line) == [1, 3])
        #expect(rows.map(\.cells) == [["東京 駅", "大阪"], ["2.5", "TRUE", "", "5"]])
    }
}
