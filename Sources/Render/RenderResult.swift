/// What `DocumentWriter.render` did: the files written, in page order (streams such as standard output
/// are not files and are not listed), and the warnings raised.
public struct RenderResult: Hashable, Sendable {
    public let files: [String]
    /// The warnings in page order.
    public let warnings: [RenderWarning]

    public init(files: [String], warnings: [RenderWarning]) {
        self.files = files
        self.warnings = warnings
    }
}
