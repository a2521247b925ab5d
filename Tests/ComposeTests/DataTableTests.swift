import Compose
import Foundation
import Inputs
import SpecModel
import SpecReader
import TestSupport
import Testing

/// The caps' tests carry time limits against a reader that turns quadratic: a few seconds each in a
/// plain build, the limit leaves room for the AddressSanitizer pass on a busy 2-core machine.
@Suite struct DataTableTests {
    private func refusal(_ text: String, file: String = "data.csv") -> String? {
        #expect(throws: DataError.self) { try DataTable.csv(text, file: file) }?.message
    }

    private func value(_ table: DataTable, _ row: Int, _ column: String) -> String? {
        guard case .string(let s) = table.rows[row].values[column]?.value else { return nil }
        return s
    }

    private func position(_ table: DataTable, _ row: Int, _ column: String) -> String? {
        table.rows[row].values[column]?.position.description
    }

    // MARK: caps

    /// SwiftCSV read every row of the file before the row count was checked: 64 MiB of "a\n" took 5 GB.
    @Test(.timeLimit(.minutes(4))) func tinyRowsPastTheRowCapAreRefusedAtTheFirstRowOver() {
        let csv = "a\n" + String(repeating: "x\n", count: 150_000)
        #expect(refusal(csv) == "data.csv:100002: more than 100000 rows")
    }

    @Test func exactlyTheRowCapIsAccepted() throws {
        let table = try DataTable.csv("a\n" + String(repeating: "x\n", count: DataTable.maximumRows), file: "data.csv")
        #expect(table.rows.count == DataTable.maximumRows)
        #expect(position(table, DataTable.maximumRows - 1, "a") == "100001:1")
    }

    /// Empty fields past the header were allowed in any number: 10,000 a row aborted the allocator.
    @Test(.timeLimit(.minutes(4))) func aRowOfManyEmptyFieldsIsRefusedAtTheColumnCap() throws {
        let row = String(repeating: ",", count: 10_000) + "\n"
        #expect(refusal("a,b\n1,2\n" + String(repeating: row, count: 100)) == "data.csv:3: more than 1000 columns")
        #expect(try DataTable.csv("a,b\n1,2\n3,4" + String(repeating: ",", count: 998) + "\n", file: "data.csv").rows.count == 2) // 1000 fields
        #expect(refusal("a,b\n1,2\n3,4" + String(repeating: ",", count: 999) + "\n") == "data.csv:3: more than 1000 columns")
    }

    /// Each column was compared with every column before it: a 2 MB header took minutes. Now a
    /// header is refused at its 1001st name, and duplicates are found with a set.
    @Test(.timeLimit(.minutes(4))) func anEnormousHeaderIsRefusedAtTheColumnCap() {
        let header = (0..<200_000).map { "c\($0)" } + ["c7"]
        #expect(refusal(header.joined(separator: ",") + "\n", file: "wide.csv") == "wide.csv:1: more than 1000 columns")
        let widest = (0..<DataTable.maximumColumns - 1).map { "c\($0)" } + ["c7"]
        #expect(refusal(widest.joined(separator: ",") + "\n", file: "wide.csv") == "wide.csv:1: column \"c7\" is named twice")
    }

    @Test func anUnterminatedHeaderLineAsLongAsTheFileIsRefusedAtTheColumnCap() {
        // No line end at all: one record of 2,000,000 fields.
        #expect(refusal(String(repeating: "a,", count: 1_000_000)) == "data.csv:1: more than 1000 columns")
    }

    @Test func rowsTimesColumnsAreCapped() throws {
        let header = (0..<1_000).map { "c\($0)" }.joined(separator: ",") + "\n"
        let row = String(repeating: ",", count: 999) + "\n"
        let table = try DataTable.csv(header + String(repeating: row, count: 2_000), file: "data.csv")
        #expect(table.rows.count == 2_000)
        #expect(refusal(header + String(repeating: row, count: 2_001)) == "data.csv:2002: more than 2000000 cells (2001 rows of 1000 columns)")
    }

    // MARK: syntax and positions

    @Test func quotedFieldsKeepCommasLineEndsAndQuotes() throws {
        let csv = #"""
            name,note,n
            "Turtle ""Rock""","Joshua Tree, CA",1
            "Two
            lines","three

            more",3
            plain,  "spaced"  ,4
            last,"",5

            """#
        let table = try DataTable.csv(csv, file: "q.csv")
        #expect(table.columns == ["name", "note", "n"])
        #expect(table.rows.count == 4)
        #expect(value(table, 0, "name") == "Turtle \"Rock\"")
        #expect(value(table, 0, "note") == "Joshua Tree, CA")
        #expect(value(table, 1, "name") == "Two\nlines")
        #expect(value(table, 1, "note") == "three\n\nmore")
        #expect(value(table, 1, "n") == "3")
        #expect(value(table, 2, "note") == "spaced")
        #expect(value(table, 3, "note") == "")
        // Each value is at the line its field starts on and the field's number.
        #expect(position(table, 0, "n") == "2:3")
        #expect(position(table, 1, "name") == "3:1")
        #expect(position(table, 1, "note") == "4:2")
        #expect(position(table, 1, "n") == "6:3")
        #expect(position(table, 2, "name") == "7:1")
        #expect(position(table, 3, "n") == "8:3")
        #expect(table.rows.map(\.number) == [1, 2, 3, 4])
    }

    @Test func aBadFieldAfterAMultiLineFieldIsReportedAtItsLine() {
        let csv = "a,b\n\"x\ny\nz\",1\nq,2,extra\n"
        #expect(refusal(csv) == "data.csv:5: row 2 has a field (\"extra\") beyond the 2 columns the header names")
        #expect(refusal("a,b\n1,2\n\"open,3\n4,5\n6,7\n") == "data.csv:3: a quoted field starts here and never ends")
        #expect(
            refusal("a,b\n1,2\n3,\"x\"y\n") == "data.csv:3: field 2 has text after its closing quote (a quote inside a quoted field is written twice: \"\")")
        #expect(refusal("a,b\n1,5\" tall\n")?.hasPrefix("data.csv:2: field 2 has a quote but does not start with one") == true)
    }

    @Test func crlfCrAndLfLineEndsAllCount() throws {
        for end in ["\r\n", "\r", "\n"] {
            let csv = ["a,b", "1,\"x\(end)y\"", "2,z", ""].joined(separator: end)
            let table = try DataTable.csv(csv, file: "e.csv")
            #expect(table.rows.count == 2)
            #expect(value(table, 0, "b") == "x\(end)y")
            #expect(value(table, 1, "b") == "z")
            #expect(position(table, 1, "b") == "4:2")
        }
    }

    @Test func shortRowsArePaddedAndEmptyLinesAreRowsOfEmptyFields() throws {
        let table = try DataTable.csv("a,b,c\n1\n\n2,3,\n4,5,6,,\n7,8,9", file: "p.csv")
        #expect(table.rows.count == 5)
        #expect(value(table, 0, "a") == "1" && value(table, 0, "c") == "")
        #expect(position(table, 0, "c") == "2:3")
        #expect(value(table, 1, "a") == "")
        #expect(value(table, 3, "c") == "6")
        #expect(value(table, 4, "c") == "9")
        // Spaces after the last line end start no row (as before).
        #expect(try DataTable.csv("a\nx\n \t ", file: "p.csv").rows.count == 1)
        #expect(try DataTable.csv("a\nx\n\n", file: "p.csv").rows.count == 2)
    }

    @Test func headerNamesAreTrimmedAndMustBeThere() throws {
        #expect(try DataTable.csv("  a , \"b \"\n1,2\n", file: "h.csv").columns == ["a", "b"])
        #expect(refusal("", file: "h.csv") == "h.csv:1: the first line must name every column")
        #expect(refusal("a,,c\n", file: "h.csv") == "h.csv:1: the first line must name every column")
        // Leading spaces and tabs before a field are skipped, as they were; trailing ones are kept.
        let table = try DataTable.csv("a,b\n \tx ,y\n", file: "h.csv")
        #expect(value(table, 0, "a") == "x ")
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let table = try DataTable.csv("\u{FEFF}name,n\nA,1\n", file: "bom.csv")
        #expect(table.columns == ["name", "n"])
        #expect(position(table, 0, "name") == "2:1")

        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data([0xEF, 0xBB, 0xBF] + Array("name,n\nA,1\n".utf8)).write(to: URL(fileURLWithPath: folder.path("bom.csv")))
        try Data([0xEF, 0xBB, 0xBF] + Array("[{\"name\": \"A\"}]".utf8)).write(to: URL(fileURLWithPath: folder.path("bom.json")))
        #expect(try DataTable.load("bom.csv", world: World(folder: folder.url.path), display: "bom.csv").columns == ["name", "n"])
        let json = try DataTable.load("bom.json", world: World(folder: folder.url.path), display: "bom.json")
        #expect(json.columns == ["name"])
        #expect(json.rows[0].values["name"]?.position.description == "1:11")
    }

    @Test func textThatIsNotUTF8IsRefusedAtItsLine() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for (name, bytes) in [
            ("latin1.csv", Array("a,b\n1,2\nM".utf8) + [0xFC] + Array("nchen,3\n".utf8)),
            ("overlong.csv", Array("a\n\n".utf8) + [0xC0, 0xAF]), ("surrogate.csv", Array("a\n\n".utf8) + [0xED, 0xA0, 0x80]),
            ("cut.csv", Array("a\n\n".utf8) + [0xE2, 0x82]),
        ] {
            try Data(bytes).write(to: URL(fileURLWithPath: folder.path(name)))
            let error = #expect(throws: DataError.self) { try DataTable.load(name, world: World(folder: folder.url.path), display: name) }
            #expect(
                error?.message
                    == #"\#(name):3: not UTF-8 text; a file saved as Latin-1 or Windows text ("ANSI") reads with "encoding": "windows-1252" on the sheet"#)
        }
        #expect(CSVReader.firstInvalidUTF8Line(in: Array("é€😀\n✓".utf8)) == nil)
    }

    // MARK: JSON

    /// Each key was looked up in an array of the columns so far: 200,000 keys took over 30 s.
    @Test(.timeLimit(.minutes(4))) func aJSONObjectOfManyKeysIsRefusedAtTheKeyOverTheColumnCap() throws {
        var json = "[{"
        var column = 0
        for i in 0..<200_000 {
            if i > 0 { json += "," }
            if i == DataTable.maximumColumns { column = json.utf8.count + 1 }
            json += "\"k\(i)\":0"
        }
        json += "}]"
        let node = try JSONParser.parse(json)
        let error = #expect(throws: DataError.self) { try DataTable.table(fromJSON: node, file: "keys.json") }
        #expect(error?.message == "keys.json:1:\(column): more than 1000 columns")
    }

    @Test(.timeLimit(.minutes(4))) func jsonRowsEachWithANewKeyAreRefusedAtTheColumnCap() throws {
        let json = "[\n" + (0..<100_000).map { "{\"k\($0)\": 1}" }.joined(separator: ",\n") + "\n]"
        let node = try JSONParser.parse(json)
        let error = #expect(throws: DataError.self) { try DataTable.table(fromJSON: node, file: "rows.json") }
        #expect(error?.message == "rows.json:1002:2: more than 1000 columns")
    }

    @Test(.timeLimit(.minutes(4))) func jsonRowsAndCellsAreCapped() throws {
        let rows = try JSONParser.parse("[\n" + String(repeating: "{},\n", count: 100_000) + "{}\n]")
        #expect(#expect(throws: DataError.self) { try DataTable.table(fromJSON: rows, file: "r.json") }?.message == "r.json:100002:1: more than 100000 rows")

        // 2,001 rows of the same 1,000 keys (built as nodes: parsing 2,000,000 values is slow in a debug build).
        let members = (0..<1_000).map {
            SpecNode.Member(key: "c\($0)", keyPosition: SourcePosition(line: 7, column: 3), value: SpecNode(.number(0), at: SourcePosition(line: 7, column: 8)))
        }
        let cells = SpecNode(.array(Array(repeating: SpecNode(.object(members)), count: 2_001)))
        let error = #expect(throws: DataError.self) { try DataTable.table(fromJSON: cells, file: "c.json") }
        #expect(error?.message == "c.json:7:8: more than 2000000 cells (values in rows)")
        #expect(try DataTable.table(fromJSON: SpecNode(.array(Array(repeating: SpecNode(.object(members)), count: 2_000))), file: "c.json").rows.count == 2_000)
    }

    /// A data file is checked as it is parsed, before anything is kept: the same refusals, at the same
    /// places, as for rows written in a spec.
    @Test(.timeLimit(.minutes(4))) func aJSONDataFileIsRefusedWhereItGoesWrong() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let cases: [(String, String)] = [
            ("[\n" + String(repeating: "{},\n", count: 150_000) + "{}\n]", "100002:1: more than 100000 rows"),
            ("[{\"a\": [" + String(repeating: "0,", count: 2_000_000) + "0]}]", "1:4000007: more than 2000000 cells (values in rows)"),
            ("[{\"a\": 1}, {\"b\": {" + (0...1_000).map { "\"k\($0)\": 0" }.joined(separator: ", ") + "}}]", "1:10909: more than 1000 keys in one object"),
            ("  {\"a\": [1, 2]}", "1:3: expected an array of objects, found an object"),
            ("\"rows\"", "1:1: expected an array of objects, found a string (\"rows\")"),
            ("[{\"a\": 1},\n [1, 2]]", "2:2: row 2: expected an object, found an array"),
            ("[{\"a\": 1, \"a\": 2}]", "1:11: duplicate key \"a\" (first at 1:3)"),
        ]
        for (json, message) in cases {
            try Data(json.utf8).write(to: URL(fileURLWithPath: folder.path("data.json")))
            let error = #expect(throws: DataError.self) { try DataTable.load("data.json", world: World(folder: folder.url.path), display: "data.json") }
            #expect(error?.message == "data.json:\(message)")
            if let node = try? JSONParser.parse(json) {
                let inline = #expect(throws: DataError.self) { try DataTable.table(fromJSON: node, file: "data.json") }
                #expect(inline?.message == "data.json:\(message)")
            }
        }
    }

    @Test func jsonColumnsKeepTheOrderTheyAreFirstSeenIn() throws {
        let node = try JSONParser.parse(#"[{"b": 1, "a": 2}, {"c": 3, "a": 4}, {"b": 5}]"#)
        let table = try DataTable.table(fromJSON: node, file: "o.json")
        #expect(table.columns == ["b", "a", "c"])
        #expect(table.rows[1].values["a"]?.position.description == "1:34")
    }

    @Test func jsonStringsKeepTheirEscapesAndCharacters() throws {
        let node = try JSONParser.parse(#"[{"s": "a\"b\\c\u00e9\ud83d\ude00 é😀", "t": 1}]"#)
        let table = try DataTable.table(fromJSON: node, file: "s.json")
        #expect(table.rows[0].values["s"]?.value == .string("a\"b\\cé😀 é😀"))
        #expect(table.rows[0].values["t"]?.position.description == "1:45")
    }

    @Test func placeholdersFindColumnsInASet() throws {
        let placeholders = Placeholders(columns: (0..<1_000).map { "c\($0)" })
        let filled = try placeholders.fill(SpecNode(.string("{c999} {c0:05d}")), at: .root, with: ["c999": SpecNode(.string("x")), "c0": SpecNode(.number(7))])
        #expect(filled.node.value == .string("x 00007"))
        #expect(throws: Placeholders.Refusal.self) { try placeholders.fill(SpecNode(.string("{c1000}")), at: .root, with: [:]) }
    }
}
