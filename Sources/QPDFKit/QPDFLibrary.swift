import CQPDF
import SharedLibraries

/// libqpdf, looked up when it is first needed: libqpdf and the nine libraries it links (gnutls,
/// libjpeg, ...) would otherwise be loaded, and their symbols bound, at the start of every poster
/// command, a millisecond or more each time. Its functions are the table CQPDF's header lists.
extension QPDFLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<QPDFLibrary, QPDFError> = SharedLibrary.bind(LibraryCatalog.qpdf, QPDFLibrary_symbols()).mapError {
        QPDFError(message: $0.message)
    }
}
