import Geometry
import Scene
import SpecModel
import SpecReader

/// A checked spec whose pages are laid out one at a time, as a writer asks for them, and let go once
/// written: a long PDF is never held in memory whole. Its problems are all found by its check (`LayoutCheck`:
/// the spec laid out once without building its large figures), so laying a page out again reports nothing
/// new; a page that the check laid out whole is handed over as it is (`PageHandOff`), and the writer may
/// take it while the check goes on. Once the check has found errors, the pages are empty: what a writer
/// makes of them is not kept.
public final class StreamedDocument: PageSource {
    public let title: String
    public let info: DocumentInfo
    public let pageCount: Int
    private let composer: Composer
    private let handOff: PageHandOff

    init(spec: Spec, pages: [PagePlan], options: LoadOptions, diagnostics: SpecContext, handOff: PageHandOff, runCaptions: RunCaptions) {
        title = spec.title
        info = spec.info
        composer = Composer(spec: spec, pages: pages, options: options, diagnostics: diagnostics, runCaptions: runCaptions)
        pageCount = composer.pages.count
        self.handOff = handOff
    }

    /// Every page, held at once: those the check laid out whole as they are, the others laid out now.
    public func document() -> Document {
        var document = Document(title: title, pages: (0..<pageCount).map { page($0 + 1) })
        document.info = info
        return document
    }

    public func pageSize(_ number: Int) -> Size { composer.pageSize(number) }

    /// Page `number`: as the check laid it out, or laid out now once the check is over (figures it shares
    /// with the page before are not built again).
    public func page(_ number: Int) -> Page {
        switch handOff.take(number) {
        case .page(let page): return page
        case .checkFailed: return Page(size: composer.spec.page.size)
        case .notKept:
            composer.figures.nextPage()
            return composer.page(number)
        }
    }
}
