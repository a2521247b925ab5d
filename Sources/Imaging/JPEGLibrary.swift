import CTurboJPEG
import SharedLibraries

/// libjpeg-turbo, opened the first time a JPEG picture is read; its functions are the table
/// CTurboJPEG's header lists.
extension JPEGLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<JPEGLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.jpeg, JPEGLibrary_symbols())

    /// What went wrong in `handle`'s last call.
    func message(_ handle: tjhandle) -> String {
        errorText(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
