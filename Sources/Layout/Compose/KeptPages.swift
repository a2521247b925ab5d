import Scene

/// The pages a streamed spec's check laid out whole (none of their figures too large to build then),
/// kept for its writer up to a budget of elements: such a page is laid out once, not again when written.
/// A page past the budget, or with a figure left unbuilt, is laid out again when the writer asks for it.
struct KeptPages {
    /// The most figure elements the kept pages may hold together.
    static let elementBudget = 250_000

    private var pages: [Int: Page] = [:]
    private var elements = 0

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
