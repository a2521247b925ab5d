import Scene
import SpecModel
import SpecReader

/// A checked spec whose pages are laid out one at a time, as a writer asks for them, and let go once
/// written: a long PDF is never held in memory whole. Its problems were all found before (the spec
/// was laid out once without building its large figures), so laying a page out again reports nothing
/// new; a page that check laid out whole is handed over as it is (`KeptPages`).
public final class StreamedDocument: PageSource {
    public let title: String
    public let pageCount: Int
    private let composer: Composer
    private var kept: KeptPages

    init(spec: Spec, pages: [PagePlan], options: LoadOptions, diagnostics: SpecContext, kept: KeptPages, runCaptions: RunCaptions) {
        title = spec.title
        composer = Composer(spec: spec, pages: pages, options: options, diagnostics: diagnostics, runCaptions: runCaptions)
        pageCount = composer.pages.count
        self.kept = kept
    }

    /// Every page, held at once: those the check laid out whole as they are, the others laid out now.
    public func document() -> Document {
        Document(title: title, pages: (0..<pageCount).map { page($0 + 1) })
    }

    /// Page `number`, laid out now; figures it shares with the page before are not built again.
    public func page(_ number: Int) -> Page {
        if let page = kept.take(number) { return page }
        composer.figures.nextPage()
        return composer.page(number)
    }
}
