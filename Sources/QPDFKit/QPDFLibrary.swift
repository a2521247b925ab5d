import CQPDF
import SharedLibraries

/// libqpdf, looked up when it is first needed: libqpdf and the nine libraries it links (gnutls,
/// libjpeg, ...) would otherwise be loaded, and their symbols bound, at the start of every poster
/// command, a millisecond or more each time.
struct QPDFLibrary: Sendable {
    typealias Data = qpdf_data?
    let initialize: @convention(c) () -> qpdf_data?
    let cleanup: @convention(c) (UnsafeMutablePointer<qpdf_data?>?) -> Void
    let suppressWarnings: @convention(c) (Data, QPDF_BOOL) -> Void
    let silenceErrors: @convention(c) (Data) -> Void
    let hasError: @convention(c) (Data) -> QPDF_BOOL
    let read: @convention(c) (Data, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> QPDF_ERROR_CODE
    let readMemory: @convention(c) (Data, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UInt64, UnsafePointer<CChar>?) -> QPDF_ERROR_CODE
    let pageCount: @convention(c) (Data) -> Int32
    let page: @convention(c) (Data, Int) -> qpdf_oh
    let addPage: @convention(c) (Data, Data, qpdf_oh, QPDF_BOOL) -> QPDF_ERROR_CODE
    let initializeWriteToMemory: @convention(c) (Data) -> QPDF_ERROR_CODE
    let deterministicID: @convention(c) (Data, QPDF_BOOL) -> Void
    let minimumVersion: @convention(c) (Data, UnsafePointer<CChar>?) -> Void
    let forceVersion: @convention(c) (Data, UnsafePointer<CChar>?) -> Void
    let write: @convention(c) (Data) -> QPDF_ERROR_CODE
    let bufferLength: @convention(c) (Data) -> Int
    let buffer: @convention(c) (Data) -> UnsafePointer<UInt8>?
    let error: @convention(c) (Data) -> qpdf_error?
    let errorText: @convention(c) (Data, qpdf_error?) -> UnsafePointer<CChar>?
    let trailer: @convention(c) (Data) -> qpdf_oh
    let root: @convention(c) (Data) -> qpdf_oh
    let objectByID: @convention(c) (Data, Int32, Int32) -> qpdf_oh
    let makeIndirect: @convention(c) (Data, qpdf_oh) -> qpdf_oh
    let typeCode: @convention(c) (Data, qpdf_oh) -> qpdf_object_type_e
    let numericValue: @convention(c) (Data, qpdf_oh) -> Double
    let name: @convention(c) (Data, qpdf_oh) -> UnsafePointer<CChar>?
    let arrayCount: @convention(c) (Data, qpdf_oh) -> Int32
    let arrayItem: @convention(c) (Data, qpdf_oh, Int32) -> qpdf_oh
    let beginKeys: @convention(c) (Data, qpdf_oh) -> Void
    let moreKeys: @convention(c) (Data) -> QPDF_BOOL
    let nextKey: @convention(c) (Data) -> UnsafePointer<CChar>?
    let hasKey: @convention(c) (Data, qpdf_oh, UnsafePointer<CChar>?) -> QPDF_BOOL
    let key: @convention(c) (Data, qpdf_oh, UnsafePointer<CChar>?) -> qpdf_oh
    let replaceKey: @convention(c) (Data, qpdf_oh, UnsafePointer<CChar>?, qpdf_oh) -> Void
    let removeKey: @convention(c) (Data, qpdf_oh, UnsafePointer<CChar>?) -> Void
    let appendItem: @convention(c) (Data, qpdf_oh, qpdf_oh) -> Void
    let dictionary: @convention(c) (Data, qpdf_oh) -> qpdf_oh
    let objectID: @convention(c) (Data, qpdf_oh) -> Int32
    let parse: @convention(c) (Data, UnsafePointer<CChar>?) -> qpdf_oh
    let newStream: @convention(c) (Data) -> qpdf_oh
    let newString: @convention(c) (Data, UnsafePointer<CChar>?) -> qpdf_oh
    let newNull: @convention(c) (Data) -> qpdf_oh
    let streamData:
        @convention(c) (
            Data, qpdf_oh, qpdf_stream_decode_level_e, UnsafeMutablePointer<QPDF_BOOL>?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
            UnsafeMutablePointer<Int>?
        ) -> QPDF_ERROR_CODE
    let pageContent: @convention(c) (Data, qpdf_oh, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<Int>?) -> QPDF_ERROR_CODE
    let replaceStreamData: @convention(c) (Data, qpdf_oh, UnsafePointer<UInt8>?, Int, qpdf_oh, qpdf_oh) -> Void

    /// The library, opened once; nil (with why) when it cannot be.
    static let shared: Result<QPDFLibrary, QPDFError> = open()

    private static func open() -> Result<QPDFLibrary, QPDFError> {
        let library: SharedLibrary
        switch SharedLibrary.open(["libqpdf.so", "libqpdf.so.29"], package: "libqpdf-dev") {
        case .success(let opened): library = opened
        case .failure(let error): return .failure(QPDFError(message: error.message))
        }
        func f<T>(_ name: String) throws(QPDFError) -> T {
            do { return try library.function(name) } catch { throw QPDFError(message: error.message) }
        }
        return Result { () throws(QPDFError) in
            QPDFLibrary(
                initialize: try f("qpdf_init"), cleanup: try f("qpdf_cleanup"), suppressWarnings: try f("qpdf_set_suppress_warnings"),
                silenceErrors: try f("qpdf_silence_errors"), hasError: try f("qpdf_has_error"), read: try f("qpdf_read"),
                readMemory: try f("qpdf_read_memory"), pageCount: try f("qpdf_get_num_pages"), page: try f("qpdf_get_page_n"),
                addPage: try f("qpdf_add_page"), initializeWriteToMemory: try f("qpdf_init_write_memory"),
                deterministicID: try f("qpdf_set_deterministic_ID"), minimumVersion: try f("qpdf_set_minimum_pdf_version"),
                forceVersion: try f("qpdf_force_pdf_version"),
                write: try f("qpdf_write"), bufferLength: try f("qpdf_get_buffer_length"), buffer: try f("qpdf_get_buffer"),
                error: try f("qpdf_get_error"), errorText: try f("qpdf_get_error_full_text"), trailer: try f("qpdf_get_trailer"),
                root: try f("qpdf_get_root"), objectByID: try f("qpdf_get_object_by_id"), makeIndirect: try f("qpdf_make_indirect_object"),
                typeCode: try f("qpdf_oh_get_type_code"), numericValue: try f("qpdf_oh_get_numeric_value"), name: try f("qpdf_oh_get_name"),
                arrayCount: try f("qpdf_oh_get_array_n_items"), arrayItem: try f("qpdf_oh_get_array_item"),
                beginKeys: try f("qpdf_oh_begin_dict_key_iter"), moreKeys: try f("qpdf_oh_dict_more_keys"), nextKey: try f("qpdf_oh_dict_next_key"),
                hasKey: try f("qpdf_oh_has_key"), key: try f("qpdf_oh_get_key"), replaceKey: try f("qpdf_oh_replace_key"),
                removeKey: try f("qpdf_oh_remove_key"), appendItem: try f("qpdf_oh_append_item"), dictionary: try f("qpdf_oh_get_dict"),
                objectID: try f("qpdf_oh_get_object_id"),
                parse: try f("qpdf_oh_parse"), newStream: try f("qpdf_oh_new_stream"), newString: try f("qpdf_oh_new_unicode_string"),
                newNull: try f("qpdf_oh_new_null"), streamData: try f("qpdf_oh_get_stream_data"),
                pageContent: try f("qpdf_oh_get_page_content_data"), replaceStreamData: try f("qpdf_oh_replace_stream_data"))
        }
    }
}
