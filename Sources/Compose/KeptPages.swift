import Scene
import SpecModel

/// The pages a streamed spec's check laid out whole (none of their figures too large to build then),
/// kept for its writer up to a budget of elements: such a page is laid out once, not again when written.
/// A page past the budget, or with a figure left unbuilt, is laid out again when the writer asks for it.
struct KeptPages {
    /// The most figure elements the kept pages may hold together.
    static let elementBudget = 250_000

    private var pages: [Int: Page] = [:]
    private var elements = 0

    /// Lays out `composer`'s pages numbered `numbers` (nil: every page), keeping those laid out whole.
    static func laidOut(by composer: Composer, pages numbers: [Int]?) -> KeptPages {
        var kept = KeptPages()
        for number in numbers ?? composer.pages.indices.map({ $0 + 1 }) where composer.pages.indices.contains(number - 1) {
            let before = composer.tally.figures.count, unbuilt = composer.tally.unbuilt
            let page = composer.page(number)
            let elements = composer.tally.figures[before...].reduce(0) { $0 + $1.elements }
            kept.offer(page, number: number, elements: elements, complete: composer.tally.unbuilt == unbuilt)
        }
        return kept
    }

    /// Keeps page `number` when it is `complete` and its figures' `elements` fit the budget left.
    mutating func offer(_ page: Page, number: Int, elements: Int, complete: Bool) {
        guard complete, self.elements + elements <= Self.elementBudget else { return }
        self.elements += elements
        pages[number] = page
    }

    /// Page `number`, let go of: the writer asks for each page once.
    mutating func take(_ number: Int) -> Page? {
        pages.removeValue(forKey: number)
    }
}
