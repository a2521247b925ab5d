import CGIF
import SharedLibraries

/// giflib, opened the first time a GIF is encoded; its functions are the table CGIF's header lists.
extension GIFLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<GIFLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.gif, GIFLibrary_symbols())
}
