import Foundation
import TestSupport
import Testing

/// Data lists as spreadsheets save them: semicolon- and tab-separated files, Latin-1 or Windows text and
/// .xlsx workbooks, read as the same rows as the comma-separated UTF-8 original (the same PDF), the
/// delimiter told from the header line or given; UTF-8 that is not says how to read it.
@Suite struct DataFormatTests {
    /// The landmark badges over `csv` (written beside a copy of the spec as NAME.EXTENSION), with `keys`
    /// added to the sheet.
    static func render(_ csv: [UInt8], keys: String = "", in folder: ScratchFolder, as name: String, extension: String = "csv") throws -> PosterProcess.Outcome
    {
        let layouts = repositoryRoot.appendingPathComponent("layouts")
        var spec = try String(contentsOf: layouts.appendingPathComponent("landmark-badges.json"), encoding: .utf8)
        spec = spec.replacingOccurrences(of: #""data": "landmarks.csv","#, with: #""data": "\#(name).\#(`extension`)", \#(keys)"#)
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("\(name).json"))
        try Data(csv).write(to: folder.url.appendingPathComponent("\(name).\(`extension`)"))
        return try PosterProcess.run(["render", "\(name).json", "-o", "\(name).pdf"], in: folder.url)
    }

    /// `layouts/landmarks.csv` with its fields separated by `delimiter` (quoted where they hold it).
    static func landmarks(delimitedBy delimiter: Character) throws -> String {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("layouts/landmarks.csv"), encoding: .utf8)
        return text.split(separator: "\n").map { line in
            line.split(separator: ",", omittingEmptySubsequences: false).map { field in
                field.contains(delimiter) ? "\"\(field)\"" : String(field)
            }.joined(separator: String(delimiter))
        }.joined(separator: "\n") + "\n"
    }

    @Test func semicolonTabAndLatin1VersionsRenderTheSamePDF() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let original = try Self.render(Array(try Self.landmarks(delimitedBy: ",").utf8), in: folder, as: "comma")
        #expect(original.status == 0, "\(original.stderr)")
        let reference = try Data(contentsOf: folder.url.appendingPathComponent("comma.pdf"))
        let versions: [(String, [UInt8], String)] = [
            ("semicolon", Array(try Self.landmarks(delimitedBy: ";").utf8), ""),
            ("tab", Array(try Self.landmarks(delimitedBy: "\t").utf8), ""),
            ("given", Array(try Self.landmarks(delimitedBy: ";").utf8), #""delimiter": ";","#),
            ("latin", Array(try Self.landmarks(delimitedBy: ";").utf8), #""encoding": "latin1","#),
        ]
        for (name, bytes, keys) in versions {
            let render = try Self.render(bytes, keys: keys, in: folder, as: name)
            #expect(render.status == 0, "\(name): \(render.stderr)")
            #expect(try Data(contentsOf: folder.url.appendingPathComponent("\(name).pdf")) == reference, "\(name)")
        }
        // The workbook Tests/Data/csv_to_xlsx.py writes of the same list, on its own.
        let converted = try ToolProcess.run(
            tool: "python3", [repositoryRoot.appendingPathComponent("Tests/Data/csv_to_xlsx.py").path, folder.path("comma.csv"), folder.path("book.xlsx")])
        #expect(converted.status == 0, "\(converted.stderr)")
        let workbook = try Self.render(Array(try Data(contentsOf: folder.url.appendingPathComponent("book.xlsx"))), in: folder, as: "book", extension: "xlsx")
        #expect(workbook.status == 0, "\(workbook.stderr)")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("book.pdf")) == reference, "xlsx")
    }

    @Test func windowsTextReadsAsItsCharacters() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // "Zoë Château" and "Œuvre €5 – “quoted”" in Windows-1252, semicolon-separated.
        let bytes: [UInt8] =
            Array("name;note\n".utf8) + [0x5A, 0x6F, 0xEB, 0x20, 0x43, 0x68, 0xE2, 0x74, 0x65, 0x61, 0x75] + Array(";".utf8)
            + [0x8C, 0x75, 0x76, 0x72, 0x65, 0x20, 0x80, 0x35, 0x20, 0x96, 0x20, 0x93, 0x71, 0x75, 0x6F, 0x74, 0x65, 0x64, 0x94] + [0x0A]
        try Data(bytes).write(to: folder.url.appendingPathComponent("people.csv"))
        let spec =
            #"{ "version": 1, "pages": [ { "sheet": { "data": "people.csv", "encoding": "windows-1252", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{name} | {note}" } } } ] }"#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Zoë Château | Œuvre €5 – “quoted”"), "\(text)")
        // Without the key, the file is refused with the way to read it.
        try Data(spec.replacingOccurrences(of: #""encoding": "windows-1252", "#, with: "").utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let refused = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                #"people.csv:2: not UTF-8 text; a file saved as Latin-1 or Windows text ("ANSI") reads with "encoding": "windows-1252" on the sheet"#),
            "\(refused.stderr)")
    }

    @Test func aFileThatIsNoWorkbookOrAnotherSpreadsheetIsRefusedWithWhatToDo() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for (name, message) in [
            ("list.xlsx", "list.xlsx: not an .xlsx workbook (it is not a ZIP archive)"),
            ("list.ods", "list.ods: poster reads .xlsx workbooks and CSV, not this spreadsheet format: save the sheet as .xlsx or CSV"),
        ] {
            try Data("name\nAda\n".utf8).write(to: folder.url.appendingPathComponent(name))
            let spec = #"{ "version": 1, "pages": [ { "sheet": { "data": "\#(name)", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{name}" } } } ] }"#
            try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
            let render = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
            #expect(render.status == 1)
            #expect(render.stderr.contains(message), "\(render.stderr)")
        }
    }

    /// A workbook whose worksheet was cut in half (a copy broken off, re-zipped) fails `poster check` and
    /// `poster render` with the part and where its XML broke, and nothing is written: its first rows are
    /// not taken for the whole list.
    @Test func aWorksheetCutInHalfIsRefusedWithWhereItBroke() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(try Self.landmarks(delimitedBy: ",").utf8).write(to: folder.url.appendingPathComponent("list.csv"))
        let converted = try ToolProcess.run(
            tool: "python3", [repositoryRoot.appendingPathComponent("Tests/Data/csv_to_xlsx.py").path, folder.path("list.csv"), folder.path("whole.xlsx")])
        #expect(converted.status == 0, "\(converted.stderr)")
        let script = """
            import sys, zipfile
            parts = {n: zipfile.ZipFile(sys.argv[1]).read(n) for n in zipfile.ZipFile(sys.argv[1]).namelist()}
            sheet = parts["xl/worksheets/sheet1.xml"]
            parts["xl/worksheets/sheet1.xml"] = sheet[: len(sheet) // 2]
            with zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as z:
                [z.writestr(k, v) for k, v in parts.items()]
            """
        let cut = try ToolProcess.run(tool: "python3", ["-c", script, folder.path("whole.xlsx"), folder.path("cut.xlsx")])
        #expect(cut.status == 0, "\(cut.stderr)")
        let render = try Self.render(Array(try Data(contentsOf: folder.url.appendingPathComponent("cut.xlsx"))), in: folder, as: "cut", extension: "xlsx")
        #expect(render.status == 1)
        #expect(render.stderr.contains("cut.xlsx: the workbook's xl/worksheets/sheet1.xml is damaged at line 1, column "), "\(render.stderr)")
        #expect(render.stderr.contains(" (after row "), "\(render.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("cut.pdf")))
        let check = try PosterProcess.run(["check", "cut.json"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("cut.xlsx: the workbook's xl/worksheets/sheet1.xml is damaged"), "\(check.stderr)")
        #expect(check.stdout.contains("cut.json: failed: 1 error"), "\(check.stdout)")
    }

    /// A workbook's dates print as dates, not as the serial numbers Excel stores: a cell whose format
    /// shows a date (here Excel's built-in 14, and the workbook's own "d mmm yyyy h:mm") sets ISO 8601
    /// text in a caption.
    @Test func workbookDatesPrintAsDates() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let script = #"""
            import sys, zipfile
            ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
            rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
            parts = {
                "xl/workbook.xml": f'<workbook {ns} xmlns:r="{rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
                "xl/_rels/workbook.xml.rels": '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                f'<Relationship Id="rId1" Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/>'
                f'<Relationship Id="rId2" Type="{rel}/styles" Target="styles.xml"/></Relationships>',
                "xl/styles.xml": f'<styleSheet {ns}><numFmts count="1"><numFmt numFmtId="164" formatCode="d mmm yyyy h:mm"/></numFmts>'
                '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>',
                "xl/worksheets/sheet1.xml": f'<worksheet {ns}><sheetData>'
                '<row r="1"><c r="A1" t="inlineStr"><is><t>day</t></is></c><c r="B1" t="inlineStr"><is><t>at</t></is></c></row>'
                '<row r="2"><c r="A2" s="1"><v>46095</v></c><c r="B2" s="2"><v>46096.395833333336</v></c></row>'
                "</sheetData></worksheet>",
            }
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                [z.writestr(k, v) for k, v in parts.items()]
            """#
        let written = try ToolProcess.run(tool: "python3", ["-c", script, folder.path("dates.xlsx")])
        #expect(written.status == 0, "\(written.stderr)")
        let spec =
            #"{ "version": 1, "pages": [ { "sheet": { "data": "dates.xlsx", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "on {day} / {at}" } } } ] }"#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("on 2026-03-14 / 2026-03-15 09:30"), "\(text)")
    }
}
