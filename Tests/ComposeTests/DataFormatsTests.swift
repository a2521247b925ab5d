import Compose
import Foundation
import Inputs
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

/// Every data format in the registry reads the same table as the same rows, each file written by an
/// independent writer (Python's csv, json and sqlite3 modules, Tests/Data/csv_to_xlsx.py); the `data`
/// field's doc names every ending; a file that is no table of its format is refused with where and why.
@Suite struct DataFormatsTests {
    /// The table every file holds: a header and three rows, with a comma, quotes, a semicolon and
    /// letters outside ASCII in their values.
    static let table = [["name", "note"], ["Zoë", #"a, "quoted" note"#], ["Ben", "12"], ["Ōta", "semi; colon"]]

    /// Writes `table` in `folder` as `table.ENDING` for every ending a format reads; gives the endings written.
    static func write(in folder: ScratchFolder) throws -> [String] {
        let script = #"""
            import csv, json, sqlite3, subprocess, sys
            folder, script = sys.argv[1], sys.argv[2]
            rows = json.loads(sys.argv[3])
            for ending, delimiter in (("csv", ","), ("tsv", "\t"), ("txt", ";")):
                with open(f"{folder}/table.{ending}", "w", newline="", encoding="utf-8") as f:
                    csv.writer(f, delimiter=delimiter).writerows(rows)
            with open(f"{folder}/table.json", "w", encoding="utf-8") as f:
                json.dump([dict(zip(rows[0], row)) for row in rows[1:]], f, ensure_ascii=False)
            subprocess.run([sys.executable, script, f"{folder}/table.csv", f"{folder}/table.xlsx"], check=True)
            for ending in ("sqlite", "sqlite3", "db"):
                database = sqlite3.connect(f"{folder}/table.{ending}")
                database.execute("CREATE TABLE people (name TEXT, note TEXT)")
                database.executemany("INSERT INTO people VALUES (?, ?)", rows[1:])
                database.commit()
                database.close()
            """#
        let rows = String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self)
        let run = try ToolProcess.run(
            tool: "python3", ["-c", script, folder.path("."), repositoryRoot.appendingPathComponent("Tests/Data/csv_to_xlsx.py").path, rows])
        #expect(run.status == 0, "\(run.stderr)")
        return ["csv", "tsv", "txt", "json", "xlsx", "sqlite", "sqlite3", "db"]
    }

    /// The texts a sheet over `data` places, in order.
    static func labels(_ data: String, in folder: ScratchFolder) throws -> [String] {
        let spec = """
            { "page": { "size": "A6" }, "pages": [ { "sheet": { "data": "\(data)", "grid": { "columns": 1, "rows": 3 },
              "cell": { "text": "{name} | {note}" } } } ] }
            """
        let result = SpecLoader.load(text: spec, file: folder.path("spec.json"), world: World(folder: folder.path(".")))
        let document = try #require(result.document, "\(data): \(result.diagnostics)")
        return document.pages.flatMap(\.items).compactMap { if case .text(let text) = $0 { text.string } else { nil } }
    }

    @Test func everyFormatRendersTheSameRows() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let written = try Self.write(in: folder)
        // A format added to the registry fails here until a file of it is written above.
        #expect(Set(written) == Set(DataFormats.endings))
        #expect(written.count == DataFormats.endings.count)
        let expected = Self.table.dropFirst().map { "\($0[0]) | \($0[1])" }
        for ending in written {
            #expect(try Self.labels("table.\(ending)", in: folder) == expected, "\(ending)")
        }
    }

    @Test func theDataFieldsDocNamesEveryEnding() throws {
        // The sheet's data row (a code's `data` is another).
        let row = try #require(SpecSchema.reference.split(separator: "\n").first { $0.hasPrefix("| `data` |") && $0.contains("array of rows") })
        let schema = SpecSchema.schema.rendered
        for ending in DataFormats.endings {
            #expect(row.contains(".\(ending)"), "docs/spec.md's data row lacks .\(ending): \(row)")
            #expect(schema.contains(".\(ending)"), "the schema lacks .\(ending)")
        }
        for format in DataFormats.all { #expect(row.contains(format.doc), "\(format.name)") }
    }

    /// Piped on standard input, bytes are read in the format their first bytes are in.
    @Test func standardInputIsReadInTheFormatItsBytesAreIn() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for ending in try Self.write(in: folder) {
            let bytes = Array(try Data(contentsOf: folder.url.appendingPathComponent("table.\(ending)")))
            let format = DataFormats.format(of: bytes)
            #expect(format.endings.contains(ending), "\(ending) read as \(format.name)")
        }
    }

    /// A database of two tables, a file that is no database and one cut short: each refused naming the file.
    @Test func aDatabaseThatIsNoOneTableIsRefusedWithWhy() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        _ = try Self.write(in: folder)
        let script = """
            import sqlite3, sys
            database = sqlite3.connect(sys.argv[1])
            database.execute("CREATE TABLE a (x)")
            database.execute("CREATE TABLE b (y)")
            database.commit()
            """
        #expect(try ToolProcess.run(tool: "python3", ["-c", script, folder.path("two.db")]).status == 0)
        try Data("name\nAda\n".utf8).write(to: folder.url.appendingPathComponent("text.db"))
        let whole = try Data(contentsOf: folder.url.appendingPathComponent("table.db"))
        try whole.prefix(whole.count / 2).write(to: folder.url.appendingPathComponent("cut.db"))
        for (name, message) in [
            ("two.db", #"two.db: the database holds 2 tables ("a", "b"); poster reads the rows of a database of one table"#),
            ("text.db", #"text.db: not a SQLite database (it lacks the "SQLite format 3" header)"#),
            ("cut.db", "cut.db: database disk image is malformed"),
        ] {
            let error = #expect(throws: DataError.self) { try DataTable.load(name, world: World(folder: folder.path(".")), display: name) }
            #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
        }
    }
}
