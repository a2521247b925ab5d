import CZint
import SharedLibraries

/// libzint, opened the first time a code is encoded; its functions are the table CZint's header lists.
extension ZintLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<ZintLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.zint, ZintLibrary_symbols())
}
