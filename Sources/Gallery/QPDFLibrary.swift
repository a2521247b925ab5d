import CQPDF
import Glibc

/// The libqpdf functions the contact sheet's join calls, looked up when it is first needed: libqpdf
/// and the nine libraries it links (gnutls, libjpeg, ...) would otherwise be loaded, and their symbols
/// bound, at the start of every poster command, a millisecond or more each time.
struct QPDFLibrary {
    let initialize: @convention(c) () -> qpdf_data?
    let cleanup: @convention(c) (UnsafeMutablePointer<qpdf_data?>?) -> Void
    let suppressWarnings: @convention(c) (qpdf_data?, QPDF_BOOL) -> Void
    let read: @convention(c) (qpdf_data?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> QPDF_ERROR_CODE
    let pageCount: @convention(c) (qpdf_data?) -> Int32
    let page: @convention(c) (qpdf_data?, Int) -> qpdf_oh
    let addPage: @convention(c) (qpdf_data?, qpdf_data?, qpdf_oh, QPDF_BOOL) -> QPDF_ERROR_CODE
    let initializeWriteToMemory: @convention(c) (qpdf_data?) -> QPDF_ERROR_CODE
    let deterministicID: @convention(c) (qpdf_data?, QPDF_BOOL) -> Void
    let write: @convention(c) (qpdf_data?) -> QPDF_ERROR_CODE
    let bufferLength: @convention(c) (qpdf_data?) -> Int
    let buffer: @convention(c) (qpdf_data?) -> UnsafePointer<UInt8>?
    let error: @convention(c) (qpdf_data?) -> qpdf_error?
    let errorText: @convention(c) (qpdf_data?, qpdf_error?) -> UnsafePointer<CChar>?

    /// The library, opened once; nil (with why) when it cannot be.
    static let shared: Result<QPDFLibrary, PDFConcatenation.Failure> = open()

    private static func open() -> Result<QPDFLibrary, PDFConcatenation.Failure> {
        let names: [String] = ["libqpdf.so", "libqpdf.so.29"]
        guard let handle = names.lazy.compactMap({ name in dlopen(name, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(PDFConcatenation.Failure(message: "libqpdf cannot be loaded (apt-get install libqpdf-dev): \(String(cString: dlerror()))"))
        }
        func symbol<T>(_ name: String, as type: T.Type) throws(PDFConcatenation.Failure) -> T {
            guard let address = dlsym(handle, name) else { throw PDFConcatenation.Failure(message: "libqpdf has no \(name)") }
            return unsafeBitCast(address, to: type)
        }
        return Result { () throws(PDFConcatenation.Failure) in
            QPDFLibrary(
                initialize: try symbol("qpdf_init", as: (@convention(c) () -> qpdf_data?).self),
                cleanup: try symbol("qpdf_cleanup", as: (@convention(c) (UnsafeMutablePointer<qpdf_data?>?) -> Void).self),
                suppressWarnings: try symbol("qpdf_set_suppress_warnings", as: (@convention(c) (qpdf_data?, QPDF_BOOL) -> Void).self),
                read: try symbol("qpdf_read", as: (@convention(c) (qpdf_data?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> QPDF_ERROR_CODE).self),
                pageCount: try symbol("qpdf_get_num_pages", as: (@convention(c) (qpdf_data?) -> Int32).self),
                page: try symbol("qpdf_get_page_n", as: (@convention(c) (qpdf_data?, Int) -> qpdf_oh).self),
                addPage: try symbol("qpdf_add_page", as: (@convention(c) (qpdf_data?, qpdf_data?, qpdf_oh, QPDF_BOOL) -> QPDF_ERROR_CODE).self),
                initializeWriteToMemory: try symbol("qpdf_init_write_memory", as: (@convention(c) (qpdf_data?) -> QPDF_ERROR_CODE).self),
                deterministicID: try symbol("qpdf_set_deterministic_ID", as: (@convention(c) (qpdf_data?, QPDF_BOOL) -> Void).self),
                write: try symbol("qpdf_write", as: (@convention(c) (qpdf_data?) -> QPDF_ERROR_CODE).self),
                bufferLength: try symbol("qpdf_get_buffer_length", as: (@convention(c) (qpdf_data?) -> Int).self),
                buffer: try symbol("qpdf_get_buffer", as: (@convention(c) (qpdf_data?) -> UnsafePointer<UInt8>?).self),
                error: try symbol("qpdf_get_error", as: (@convention(c) (qpdf_data?) -> qpdf_error?).self),
                errorText: try symbol("qpdf_get_error_full_text", as: (@convention(c) (qpdf_data?, qpdf_error?) -> UnsafePointer<CChar>?).self))
        }
    }
}
