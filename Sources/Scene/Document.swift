/// A whole picture: pages in order, with the title written into the output's metadata.
public struct Document: Hashable, Sendable {
    public var title: String
    public var pages: [Page]
    public var info = DocumentInfo()

    public init(title: String, pages: [Page]) {
        self.title = title
        self.pages = pages
    }
}
