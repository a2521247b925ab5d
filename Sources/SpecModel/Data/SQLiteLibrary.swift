import CSQLite
import SharedLibraries

/// libsqlite3, opened the first time a database is read. It opens no file: its one database is made in
/// memory (`openInMemory`) and handed the bytes the World read.
struct SQLiteLibrary: LibraryBinding, Sendable {
    private let open: @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<OpaquePointer?>, Int32, UnsafePointer<CChar>?) -> Int32
    let deserialize: @convention(c) (OpaquePointer, UnsafePointer<CChar>, UnsafeMutablePointer<UInt8>, Int64, Int64, UInt32) -> Int32
    let close: @convention(c) (OpaquePointer) -> Int32
    let prepare:
        @convention(c) (OpaquePointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<OpaquePointer?>, UnsafeMutablePointer<UnsafePointer<CChar>?>?) ->
            Int32
    let step: @convention(c) (OpaquePointer) -> Int32
    let finalize: @convention(c) (OpaquePointer) -> Int32
    let columnCount: @convention(c) (OpaquePointer) -> Int32
    let columnName: @convention(c) (OpaquePointer, Int32) -> UnsafePointer<CChar>?
    let columnText: @convention(c) (OpaquePointer, Int32) -> UnsafePointer<UInt8>?
    let columnBytes: @convention(c) (OpaquePointer, Int32) -> Int32
    let errorMessage: @convention(c) (OpaquePointer) -> UnsafePointer<CChar>?

    /// The library, opened once; the failure says why not.
    static let shared: Result<SQLiteLibrary, LibraryError> = SharedLibrary.bind(["libsqlite3.so.0", "libsqlite3.so"], package: "libsqlite3-0")

    init(_ library: SharedLibrary) throws(LibraryError) {
        open = try library.function("sqlite3_open_v2")
        deserialize = try library.function("sqlite3_deserialize")
        close = try library.function("sqlite3_close")
        prepare = try library.function("sqlite3_prepare_v2")
        step = try library.function("sqlite3_step")
        finalize = try library.function("sqlite3_finalize")
        columnCount = try library.function("sqlite3_column_count")
        columnName = try library.function("sqlite3_column_name")
        columnText = try library.function("sqlite3_column_text")
        columnBytes = try library.function("sqlite3_column_bytes")
        errorMessage = try library.function("sqlite3_errmsg")
    }

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
