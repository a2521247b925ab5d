import CSQLite
import SharedLibraries
import SpecReader

/// A SQLite database of one table, its columns the table's and its rows in the table's order; every
/// value as text (a NULL as empty), positions the row's number among the rows and the column's.
struct SQLiteFormat: DataFormat {
    let name = "SQLite database"
    let endings = ["sqlite", "sqlite3", "db"]
    let doc = "a database of one table, its values as text"

    /// The header every SQLite database file starts with.
    func recognizes(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("SQLite format 3\0".utf8))
    }

    func table(of bytes: [UInt8], file: String, options _: DataReadOptions) throws(DataError) -> DataTable {
        let library: SQLiteLibrary
        do {
            library = try SQLiteLibrary.shared.get()
        } catch {
            throw DataError(message: "\(file): \(error.message)")
        }
        guard recognizes(bytes) else { throw DataError(message: "\(file): not a SQLite database (it lacks the \"SQLite format 3\" header)") }
        do throws(SQLiteDatabase.Failure) {
            let database = try SQLiteDatabase(bytes, library: library)
            var tables: [String] = []
            try database.select(
                #"SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\' ORDER BY name"#, columns: { _ in },
                row: { tables.append($0[0]) })
            guard tables.count == 1 else {
                let held = tables.isEmpty ? "no table" : "\(tables.count) tables (\(tables.map { "\"\($0)\"" }.joined(separator: ", ")))"
                throw SQLiteDatabase.Failure(message: "the database holds \(held); poster reads the rows of a database of one table")
            }
            var header: [String] = []
            var rows: [DataTable.Row] = []
            try database.select(
                "SELECT * FROM \"\(tables[0].split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\""))\"",
                columns: { names throws(SQLiteDatabase.Failure) in
                    guard names.count <= DataTable.maximumColumns else {
                        throw .init(message: "table \"\(tables[0])\" has more than \(DataTable.maximumColumns) columns")
                    }
                    header = names
                },
                row: { cells throws(SQLiteDatabase.Failure) in
                    let number = rows.count + 1
                    guard number <= DataTable.maximumRows else { throw .init(message: "more than \(DataTable.maximumRows) rows") }
                    guard number * header.count <= DataTable.maximumCells else {
                        throw .init(message: "more than \(DataTable.maximumCells) cells (\(number) rows of \(header.count) columns)")
                    }
                    var values: [String: SpecNode] = [:]
                    for (column, name) in header.enumerated() {
                        values[name] = SpecNode(.string(cells[column]), at: SourcePosition(line: number, column: column + 1))
                    }
                    rows.append(DataTable.Row(number: number, values: values, file: file, line: number))
                })
            return DataTable(columns: header, rows: rows)
        } catch {
            throw DataError(message: "\(file): \(error.message)")
        }
    }
}
