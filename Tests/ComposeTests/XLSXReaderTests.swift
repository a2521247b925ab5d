import Foundation
import SpecModel
import TestSupport
import Testing

/// The first worksheet of a workbook read as a CSV export of it would hold it, whatever way its text is stored.
@Suite struct XLSXReaderTests {
    /// A workbook whose parts are these, zipped by Python's zipfile (an independent writer); the part
    /// `cut` names ends just after the first `marker` in it, as a copy broken off there would.
    /// `styles` is the styles part's body, when it has one; `properties` the workbook's `<workbookPr>`'s attributes.
    private func workbook(
        sheet: String, shared: String, styles: String? = nil, properties: String = "", cut: String? = nil, after marker: String = ""
    ) throws -> [UInt8] {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let ns = #"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main""#
        let rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
        var parts = [
            "xl/workbook.xml":
                #"<workbook \#(ns) xmlns:r="\#(rel)"><workbookPr \#(properties)/><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>"#,
            "xl/_rels/workbook.xml.rels":
                #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="\#(rel)/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#,
            "xl/sharedStrings.xml": "<sst \(ns)>\(shared)</sst>",
            "xl/worksheets/sheet1.xml": "<worksheet \(ns)><sheetData>\(sheet)</sheetData></worksheet>",
        ]
        if let styles { parts["xl/styles.xml"] = "<styleSheet \(ns)>\(styles)</styleSheet>" }
        if let cut, let whole = parts[cut], let end = whole.range(of: marker)?.upperBound { parts[cut] = String(whole[..<end]) }
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
            <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>大阪</t><rPh sb="0" eb="2"><t>オオサカ</t></rPh></is></c><c r="D1" t="str"><v>d</v></c></row>
            <row r="3"><c r="A3"><v>2.5</v></c><c r="B3" t="b"><v>1</v></c><c r="D3"><f>A3*2</f><v>5</v></c></row>
            """
        let rows = try XLSXReader.rows(of: workbook(sheet: sheet, shared: shared), file: "book.xlsx", maximumColumns: 10)
        #expect(rows.map(\.line) == [1, 3])
        #expect(rows.map(\.cells) == [["東京 駅", "大阪", "", "d"], ["2.5", "TRUE", "", "5"]])
    }

    /// The first row names the columns: a later row with a value beyond them, or rows or cells over the
    /// caps, is refused as it is read, at the row that crosses, so that a small workbook whose worksheet
    /// expands to rows of far cells is refused before it is held (36 KB of rows of one cell in column ALL
    /// took 4.7 GB and 69 s when the rows were checked once read whole).
    @Test func rowsBeyondTheHeaderOrTheCapsAreRefusedAsTheyAreRead() throws {
        let far = String(repeating: #"<row><c r="ALL1" t="b"><v>1</v></c></row>"#, count: 300_000)
        let bomb = try workbook(sheet: #"<row r="1"><c r="A1" t="s"><v>0</v></c></row>"# + far, shared: "<si><t>name</t></si>")
        #expect(bomb.count < 100_000)
        let beyond = #expect(throws: DataError.self) { try XLSXReader.rows(of: bomb, file: "book.xlsx", maximumColumns: 1_000) }
        #expect(beyond?.message == "book.xlsx:2: row 1 has a value in column 1000, beyond the 1 columns the first row names")
        let rows = (1...6).map { #"<row r="\#($0)"><c r="A\#($0)"><v>\#($0)</v></c><c r="B\#($0)"><v>0</v></c></row>"# }.joined()
        let six = try workbook(sheet: rows, shared: "")
        #expect(try XLSXReader.rows(of: six, file: "b.xlsx", maximumColumns: 10, maximumRows: 5, maximumCells: 10).count == 6)
        let overRows = #expect(throws: DataError.self) { try XLSXReader.rows(of: six, file: "b.xlsx", maximumColumns: 10, maximumRows: 4) }
        #expect(overRows?.message == "b.xlsx:6: more than 4 rows")
        let overCells = #expect(throws: DataError.self) { try XLSXReader.rows(of: six, file: "b.xlsx", maximumColumns: 10, maximumCells: 9) }
        #expect(overCells?.message == "b.xlsx:6: more than 9 cells (5 rows of 2 columns)")
    }

    /// A part that breaks off or is not well-formed XML is refused, naming the part, where its XML broke
    /// and, in the worksheet, the last row read whole: none of it is taken as the sheet's rows.
    @Test func aDamagedPartIsRefusedWithWhereItBroke() throws {
        let sheet = (1...40).map { #"<row r="\#($0)"><c r="A\#($0)" t="s"><v>0</v></c><c r="B\#($0)"><v>\#($0)</v></c></row>"# }.joined()
        let shared = "<si><t>name</t></si><si><t>other</t></si>"
        let cases: [(cut: String?, marker: String, sheet: String, expected: String)] = [
            ("xl/worksheets/sheet1.xml", #"<row r="21"><c r="A21" t="s"><v>0</v></c><c r"#, sheet, "xl/worksheets/sheet1.xml is damaged at line 1, column "),
            ("xl/sharedStrings.xml", "<si><t>oth", sheet, "xl/sharedStrings.xml is damaged at line 1, column "),
            ("xl/workbook.xml", "<sheets><sheet name=", sheet, "xl/workbook.xml is damaged at line 1, column "),
            (nil, "", sheet.replacingOccurrences(of: "<v>7</v></c>", with: "<v>7</v></row>"), "xl/worksheets/sheet1.xml is damaged at line 1, column "),
        ]
        for (cut, marker, sheet, expected) in cases {
            let bytes = try workbook(sheet: sheet, shared: shared, cut: cut, after: marker)
            let error = #expect(throws: DataError.self) { try XLSXReader.rows(of: bytes, file: "book.xlsx", maximumColumns: 10) }
            let message = error?.message ?? ""
            #expect(message.hasPrefix("book.xlsx: the workbook's " + expected), "\(message)")
            #expect(message.hasSuffix("; open the workbook in its spreadsheet and save it again"), "\(message)")
        }
        let cutSheet = try workbook(sheet: sheet, shared: shared, cut: "xl/worksheets/sheet1.xml", after: #"<row r="21"><c r="A21""#)
        let message = #expect(throws: DataError.self) { try XLSXReader.rows(of: cutSheet, file: "book.xlsx", maximumColumns: 10) }?.message ?? ""
        #expect(message.contains(" (after row 20): "), "\(message)")
        let mismatched = try workbook(sheet: sheet.replacingOccurrences(of: "<v>7</v></c>", with: "<v>7</v></row>"), shared: shared)
        let early = #expect(throws: DataError.self) { try XLSXReader.rows(of: mismatched, file: "book.xlsx", maximumColumns: 10) }?.message ?? ""
        #expect(early.contains(" (after row 6): "), "\(early)")
    }

    /// A number whose cell format shows a date or a time reads as ISO 8601 text: built-in formats (14 to
    /// 22, 45 to 47) and the workbook's own, whose codes are read outside quotes, escapes and brackets;
    /// other numbers stay as stored. A workbook that says date1904 counts its days from 1904.
    @Test func datesAndTimesReadAsISOText() throws {
        // Cell formats: 0 General, 1 built-in date (14), 2 built-in date and time (22), 3 built-in time (20),
        // 4 "yyyy\-mm\-dd hh:mm:ss", 5 a number with "d" and "h" quoted and a colour, 6 [h]:mm, 7 mmm (a month).
        let styles = """
            <numFmts count="4"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="[Red]0.0&quot; d h&quot;"/>\
            <numFmt numFmtId="166" formatCode="[h]:mm"/><numFmt numFmtId="167" formatCode="[$-409]mmm"/></numFmts>\
            <cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>\
            <cellXfs count="8"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="22"/><xf numFmtId="20"/><xf numFmtId="164"/><xf numFmtId="165"/>\
            <xf numFmtId="166"/><xf numFmtId="167"/></cellXfs>
            """
        let sheet = """
            <row r="1"><c r="A1"><v>46095</v></c><c r="B1" s="1"><v>46095</v></c><c r="C1" s="2"><v>46095.395833333336</v></c>\
            <c r="D1" s="2"><v>46095</v></c><c r="E1" s="3"><v>0.5</v></c><c r="F1" s="4"><v>46095.3958449074</v></c></row>
            <row r="2"><c r="A2" s="5"><v>46095</v></c><c r="B2" s="6"><v>1.5</v></c><c r="C2" s="7"><v>46095</v></c><c r="D2" s="1"><v>61</v></c>\
            <c r="E2" s="1"><v>1</v></c><c r="F2" s="1" t="s"><v>0</v></c></row>
            """
        let rows = try XLSXReader.rows(of: workbook(sheet: sheet, shared: "<si><t>46095</t></si>", styles: styles), file: "b.xlsx", maximumColumns: 10)
        #expect(
            rows.map(\.cells) == [
                ["46095", "2026-03-14", "2026-03-14 09:30", "2026-03-14", "12:00", "2026-03-14 09:30:01"],
                ["46095", "36:00", "2026-03-14", "1900-03-01", "1900-01-01", "46095"],
            ])
        let epoch1904 = try workbook(sheet: #"<row r="1"><c r="A1" s="1"><v>44633</v></c></row>"#, shared: "", styles: styles, properties: #"date1904="1""#)
        #expect(try XLSXReader.rows(of: epoch1904, file: "b.xlsx", maximumColumns: 10).map(\.cells) == [["2026-03-14"]])
    }
}
