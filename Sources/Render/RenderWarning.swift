/// Something on a page that did not render as the document asked, such as text set smaller than
/// its size or cut to fit its box.
public struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
    /// The page's number in the document, from 1.
    public let page: Int
    public let message: String

    public init(page: Int, message: String) {
        self.page = page
        self.message = message
    }

    public var description: String { "page \(page): \(message)" }
}
