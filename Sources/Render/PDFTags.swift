import CairoKit
import Scene

/// Tags a PDF's pages as they are drawn: its texts as structure elements by their role (the tree a screen
/// reader reads, in drawing order), figures with their alternative text, and groups with a link as link
/// annotations over their ink. A link
/// inside a link is left out: the outer one covers its ink.
public final class PDFTags {
    private var linkDepth = 0
    /// The page being drawn, counted from 1.
    private var page = 0
    /// The later pages a link on an earlier one leads to: cairo 1.16 gives a link to a page not yet
    /// written no destination, so such a link names the page's destination instead, which cairo
    /// resolves once the document is done.
    private var laterTargets: Set<Int> = []

    public init() {}

    /// Says that page `number` is drawn next, marking its top as the destination the links to it from
    /// earlier pages name.
    public func startPage(_ number: Int, in context: Context) {
        page = number
        guard laterTargets.contains(number) else { return }
        context.beginTag(Context.destinationTag, attributes: "name='\(Self.destination(number))' x=0 y=0")
        context.endTag(Context.destinationTag)
    }

    /// The name of page `number`'s destination.
    private static func destination(_ number: Int) -> String { "page-\(number)" }
    /// Whether a structure element was written: the catalog then says the document is tagged (cairo 1.16
    /// says so only under a root element spanning the pages, which it fails to write for most page sizes).
    public private(set) var wroteStructure = false

    /// Draws `body` inside the structure element of `role`, when it has one.
    func tagging(_ role: TextRole?, in context: Context, _ body: () throws -> Void) rethrows {
        guard let role else { return try body() }
        wroteStructure = true
        context.beginTag(role.rawValue)
        defer { context.endTag(role.rawValue) }
        try body()
    }

    /// The alternative texts of the figures tagged, in drawing order: the structure tree's Figure elements
    /// get them afterwards (cairo 1.16 writes no /Alt).
    public private(set) var alternativeTexts: [String] = []

    /// Draws `body` inside a Figure structure element whose alternative text is `alt`, when there is one.
    func figure(_ alt: String?, in context: Context, _ body: () throws -> Void) rethrows {
        guard let alt else { return try body() }
        wroteStructure = true
        alternativeTexts.append(alt)
        context.beginTag("Figure")
        defer { context.endTag("Figure") }
        try body()
    }

    /// Draws `body` inside a link to `link`, when it has one and no link holds it already.
    func linking(_ link: Link?, in context: Context, _ body: () throws -> Void) rethrows {
        guard let link, linkDepth == 0 else { return try body() }
        let attributes =
            switch link {
            case .uri(let uri): Context.linkAttributes(uri: uri)
            case .page(let target) where target > page: "dest='\(Self.destination(target))'"
            case .page(let target): "page=\(target)"
            }
        if case .page(let target) = link, target > page { laterTargets.insert(target) }
        context.beginTag(Context.linkTag, attributes: attributes)
        linkDepth += 1
        defer {
            linkDepth -= 1
            context.endTag(Context.linkTag)
        }
        try body()
    }
}
