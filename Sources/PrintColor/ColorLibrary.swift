import CLCMS
import SharedLibraries

/// littleCMS, opened the first time a PDF is converted for a CMYK press; its functions are the table
/// CLCMS's header lists.
extension ColorLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<ColorLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.color, ColorLibrary_symbols())

    /// The library, or an error saying that the PDF could not be converted without it.
    static func opened() throws(CMYKConversionError) -> ColorLibrary {
        try shared.opened { CMYKConversionError("cannot convert the PDF to CMYK: \($0)") }
    }
}
