/// What a document says about itself beside its title, written into a PDF's Info dictionary and
/// catalog: who wrote it, what it is about, words to find it by, and its language. The press a PDF is
/// written for is not the document's own: it is how the document is written.
public struct DocumentInfo: Hashable, Sendable {
    public var author: String?
    public var subject: String?
    public var keywords: [String]
    /// A BCP 47 tag, the catalog's /Lang.
    public var language: String?
    public init(author: String? = nil, subject: String? = nil, keywords: [String] = [], language: String? = nil) {
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.language = language
    }
}
