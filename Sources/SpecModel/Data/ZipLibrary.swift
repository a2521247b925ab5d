import CZip
import SharedLibraries

/// libzip, opened the first time a workbook is read.
struct ZipLibrary: LibraryBinding, Sendable {
    let bufferSource: @convention(c) (UnsafeRawPointer?, zip_uint64_t, Int32, UnsafeMutablePointer<zip_error_t>?) -> OpaquePointer?
    let freeSource: @convention(c) (OpaquePointer?) -> Void
    let openSource: @convention(c) (OpaquePointer, Int32, UnsafeMutablePointer<zip_error_t>?) -> OpaquePointer?
    let discard: @convention(c) (OpaquePointer) -> Void
    let locate: @convention(c) (OpaquePointer, UnsafePointer<CChar>, zip_flags_t) -> zip_int64_t
    let openEntry: @convention(c) (OpaquePointer, zip_uint64_t, zip_flags_t) -> OpaquePointer?
    let read: @convention(c) (OpaquePointer, UnsafeMutableRawPointer, zip_uint64_t) -> zip_int64_t
    let closeEntry: @convention(c) (OpaquePointer) -> Int32
    let initError: @convention(c) (UnsafeMutablePointer<zip_error_t>) -> Void
    let finishError: @convention(c) (UnsafeMutablePointer<zip_error_t>) -> Void

    /// The library, opened once; the failure says why not.
    static let shared: Result<ZipLibrary, LibraryError> = SharedLibrary.bind(["libzip.so.4", "libzip.so"], package: "libzip4")

    init(_ library: SharedLibrary) throws(LibraryError) {
        bufferSource = try library.function("zip_source_buffer_create")
        freeSource = try library.function("zip_source_free")
        openSource = try library.function("zip_open_from_source")
        discard = try library.function("zip_discard")
        locate = try library.function("zip_name_locate")
        openEntry = try library.function("zip_fopen_index")
        read = try library.function("zip_fread")
        closeEntry = try library.function("zip_fclose")
        initError = try library.function("zip_error_init")
        finishError = try library.function("zip_error_fini")
    }
}
