import CImageQuant
import SharedLibraries

/// libimagequant, opened the first time a GIF frame is reduced to its palette; its functions are the
/// table CImageQuant's header lists.
extension ImageQuantLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<ImageQuantLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.imageQuant, ImageQuantLibrary_symbols())
}
