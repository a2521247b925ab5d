import Output
import Scene

extension OutputNaming {
    /// The file of page `number` (1-based) of a document of `pageCount` pages written to `path` as `format`.
    public static func path(_ path: String, page number: Int, pageCount: Int, format: OutputFormat, label: String? = nil) -> String {
        Self.path(path, page: number, pageCount: pageCount, isMultiPage: format.isMultiPage, label: label)
    }

    /// The file of page `number` of `document` written to `path`, named by its label where it has one.
    public static func path(_ path: String, page number: Int, of document: some PageSource, format: OutputFormat) -> String {
        Self.path(path, page: number, pageCount: document.pageCount, format: format, label: document.fileLabel(ofPage: number))
    }
}
