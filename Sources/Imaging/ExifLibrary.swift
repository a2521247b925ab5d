import CExif
import SharedLibraries

/// libexif, opened the first time a JPEG picture's orientation is read; its functions are the table CExif's header lists.
extension ExifLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<ExifLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.exif, ExifLibrary_symbols())
}
