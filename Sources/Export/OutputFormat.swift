/// The file formats the renderer writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    case pdf, png, svg

    /// The format named by a file name's extension, if it is one of ours.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// Whether one file holds every page (PDF) or each page gets its own file (PNG, SVG).
    public var isMultiPage: Bool { self == .pdf }
}
