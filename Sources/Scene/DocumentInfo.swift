/// What a document says about itself beside its title, written into a PDF's Info dictionary and
/// catalog: who wrote it, what it is about, words to find it by, its language, and the press it is for.
public struct DocumentInfo: Hashable, Sendable {
    public var author: String?
    public var subject: String?
    public var keywords: [String]
    /// A BCP 47 tag, the catalog's /Lang.
    public var language: String?
    /// Written for a CMYK press (`print.color`); nil for RGB.
    public var cmyk: CMYKOutput?

    public init(author: String? = nil, subject: String? = nil, keywords: [String] = [], language: String? = nil, cmyk: CMYKOutput? = nil) {
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.language = language
        self.cmyk = cmyk
    }
}
