import FileIO

/// Where each page of a document goes.
public enum OutputNaming {
    /// The file of page `number` (1-based) written to `path`: `path` itself for a one-page document or a
    /// multi-page format (one file holds every page), else `{page}` in the path replaced by the number, or
    /// `NAME-N.ext`; a page with a `label` (a tiled sheet: "A1") is named by it in place of the number.
    public static func path(_ path: String, page number: Int, pageCount: Int, isMultiPage: Bool, label: String? = nil) -> String {
        let id = label ?? String(number)
        if holdsPage(path) { return path.replacingAll(page, with: id) }
        guard !isMultiPage, pageCount > 1 else { return path }
        let slash = path.lastIndex(of: "/")
        let nameStart = slash.map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return "\(path)-\(id)" }
        return "\(path[..<dot])-\(id)\(path[dot...])"
    }

    /// What a path holds where each page's number (or label) goes.
    public static let page = "{page}"
    private static let pageBytes = Array(page.utf8)

    /// Whether `path` holds `{page}`.
    public static func holdsPage(_ path: String) -> Bool {
        path.holdsUTF8(pageBytes)
    }

    /// Whether the command line's `-o path` names a stream (standard output, a FIFO or a character device).
    public static func isStream(_ path: String) -> Bool {
        OutputTarget.isStream(path, policy: .commandLine)
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
