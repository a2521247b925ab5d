import Scene
import SpecModel
import Workers

/// The pages a streamed spec's check lays out whole (none of their figures too large to build then),
/// handed to its writer: such a page is laid out once, by the check, and the writer may take it while the
/// check goes on with the pages after it (`LayoutCheck`). The pages held at once stay within a budget of
/// elements: beside a writer that takes them, the check waits for room; otherwise a page past the budget,
/// like one with a figure left unbuilt, is laid out again by the writer once the check is over. Beside a
/// writer, the check also waits while it holds `pageBudget` pages: pages of texts and pictures hold few
/// figure elements, but their laid-out lines and places all the same.
package final class PageHandOff: Sendable {
    /// The most figure elements the pages held at once may hold together, unless a hand-off is given another.
    package static let elementBudget = 250_000
    private let budget: Int
    /// The most pages the check holds ahead of a writer that takes them, unless a hand-off is given another:
    /// a sheet of 10,000 photo badges, whose check ran ahead of its writer, held every page (57 MB).
    package static let pageBudget = 32
    private let pagesAhead: Int

    /// What the writer gets for a page.
    package enum Handed: Equatable {
        /// The page as the check laid it out.
        case page(Page)
        /// The check is over and did not keep the page: the writer lays it out.
        case notKept
        /// The check found errors: nothing written will be kept.
        case checkFailed
    }

    package init(elementBudget: Int = PageHandOff.elementBudget, pageBudget: Int = PageHandOff.pageBudget) {
        budget = elementBudget
        pagesAhead = pageBudget
    }

    /// What the check and the writer share, under the monitor's lock.
    private struct State {
        var pages: [Int: (page: Page, elements: Int)] = [:]
        var held = 0
        var outcome: Bool?
        /// Whether a writer takes pages while the check runs, so that room is made in the budget.
        var writerTakes = false
        /// The pages the check laid out without keeping them.
        var passed: Set<Int> = []
        /// The page the writer waits for, while it waits.
        var awaited: Int?

        /// Whether the writer waits for a page the check passed: it gets that page only once the check is over.
        var writerWaitsForTheEnd: Bool {
            awaited.map { passed.contains($0) } ?? false
        }
    }

    private let state = Monitor(State())

    /// Lays out `composer`'s pages numbered `numbers` (nil: every page), offering each as it is laid out.
    func layOut(by composer: Composer, pages numbers: [Int]?) {
        for number in numbers ?? composer.pages.indices.map({ $0 + 1 }) where composer.pages.indices.contains(number - 1) {
            let before = composer.tally.figures.count, unbuilt = composer.tally.unbuilt
            // Only the figures of the page before are kept to be placed again, as the writer keeps them: a
            // sheet of 10,000 distinct photo badges kept every badge's built figure (30 MB).
            composer.figures.nextPage()
            let page = composer.page(number)
            let elements = composer.tally.figures[before...].reduce(0) { $0 + $1.elements }
            offer(page, number: number, elements: elements, complete: composer.tally.unbuilt == unbuilt)
        }
    }

    /// Holds page `number` for the writer when it is `complete` and its figures' `elements` fit the budget
    /// left, waiting for the writer to make room (of elements or pages) while it takes pages.
    package func offer(_ page: Page, number: Int, elements: Int, complete: Bool) {
        let mayGoOn = { (state: State) in
            let full = (state.held > 0 && state.held + elements > self.budget) || state.pages.count >= self.pagesAhead
            return !(complete && full && state.writerTakes && !state.writerWaitsForTheEnd)
        }
        state.withLock(waitingUntil: mayGoOn) { state in
            guard complete, state.held + elements <= budget else {
                state.passed.insert(number)
                return
            }
            state.held += elements
            state.pages[number] = (page, elements)
        }
    }

    /// How many pages are held for the writer now (for tests).
    package var heldPages: Int {
        state.withLock { $0.pages.count }
    }

    /// Says whether a writer takes pages while the check runs (until it stops, having written or failed).
    package func writer(takes: Bool) {
        state.withLock { $0.writerTakes = takes }
    }

    /// Ends the check: `failed` when it found errors. Pages still held are let go of then.
    package func finish(failed: Bool) {
        state.withLock { state in
            state.outcome = !failed
            if failed { state.pages = [:] }
        }
    }

    /// Page `number`, let go of (the writer asks for each page once): waits until the check has laid it
    /// out, or is over.
    package func take(_ number: Int) -> Handed {
        state.withLock { $0.awaited = number }
        let isThere = { (state: State) in state.pages[number] != nil || state.outcome != nil }
        return state.withLock(waitingUntil: isThere) { state in
            state.awaited = nil
            if state.outcome == false { return .checkFailed }
            guard let kept = state.pages.removeValue(forKey: number) else { return .notKept }
            state.held -= kept.elements
            return .page(kept.page)
        }
    }
}
