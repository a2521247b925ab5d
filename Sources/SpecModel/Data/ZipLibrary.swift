import CZip
import SharedLibraries

/// libzip, opened the first time a workbook is read; its functions are the table CZip's header lists.
extension ZipLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<ZipLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.zip, ZipLibrary_symbols())
}
