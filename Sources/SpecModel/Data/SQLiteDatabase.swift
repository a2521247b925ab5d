import CSQLite

/// A SQLite database held in memory, read-only, made of a file's bytes: its tables read row by row
/// through libsqlite3, which never opens a file for it.
final class SQLiteDatabase {
    /// Why the bytes are no database, or a statement failed: SQLite's message.
    struct Failure: Error {
        let message: String
    }

    private let sqlite: SQLiteLibrary
    private let database: OpaquePointer
    /// The database's bytes, which SQLite reads in place: held, and freed, here.
    private let bytes: UnsafeMutableBufferPointer<UInt8>

    init(_ contents: [UInt8], library sqlite: SQLiteLibrary) throws(Failure) {
        guard let database = sqlite.openInMemory() else { throw Failure(message: "SQLite cannot make a database in memory") }
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(contents.count, 1))
        _ = bytes.initialize(from: contents)
        let size = Int64(contents.count)
        guard sqlite.deserialize(database, "main", bytes.baseAddress!, size, size, UInt32(SQLITE_DESERIALIZE_READONLY)) == SQLITE_OK else {
            let message = sqlite.errorMessage(database).map { String(cString: $0) } ?? "not a database"
            _ = sqlite.close(database)
            bytes.deallocate()
            throw Failure(message: message)
        }
        (self.sqlite, self.database, self.bytes) = (sqlite, database, bytes)
    }

    deinit {
        _ = sqlite.close(database)
        bytes.deallocate()
    }

    /// Runs `query`: `columns` is handed its column names once, then `row` each row's values as text (a
    /// NULL as empty), until the rows end or `row` throws.
    func select(
        _ query: String, columns: ([String]) throws(Failure) -> Void, row: ([String]) throws(Failure) -> Void
    ) throws(Failure) {
        var statement: OpaquePointer?
        guard sqlite.prepare(database, query, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        defer { _ = sqlite.finalize(statement) }
        let count = sqlite.columnCount(statement)
        try columns((0..<count).map { sqlite.columnName(statement, $0).map { String(cString: $0) } ?? "" })
        while true {
            switch sqlite.step(statement) {
            case SQLITE_ROW:
                try row(
                    (0..<count).map { column in
                        guard let text = sqlite.columnText(statement, column) else { return "" }
                        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite.columnBytes(statement, column))), as: UTF8.self)
                    })
            case SQLITE_DONE:
                return
            default:
                throw failure()
            }
        }
    }

    private func failure() -> Failure {
        Failure(message: sqlite.errorMessage(database).map { String(cString: $0) } ?? "unknown error")
    }
}
