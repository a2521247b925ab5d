import CSQLite
import SharedLibraries

/// libsqlite3, opened the first time a database is read; its functions are the table CSQLite's header
/// lists. It opens no file: its one database is made in memory (`openInMemory`) and handed the bytes
/// the World read.
extension SQLiteLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<SQLiteLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.sqlite, SQLiteLibrary_symbols())

    /// A new, empty database in memory, which the caller closes; nil where SQLite cannot make one.
    func openInMemory() -> OpaquePointer? {
        var database: OpaquePointer?
        guard open(":memory:", &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_MEMORY, nil) == SQLITE_OK else {
            if let database { _ = close(database) }
            return nil
        }
        return database
    }
}
