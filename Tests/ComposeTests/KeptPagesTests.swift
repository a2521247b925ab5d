import Geometry
import Scene
import Testing

@testable import Compose
@testable import SpecModel

/// The pages a streamed check laid out whole are kept for the writer within a budget, each handed over once.
@Suite struct KeptPagesTests {
    private func page(_ width: Double) -> Page {
        Page(size: Size(width, 100), background: nil)
    }

    @Test func aCompletePageIsHandedOverOnce() {
        var kept = KeptPages()
        kept.offer(page(10), number: 1, elements: 5, complete: true)
        #expect(kept.take(1)?.size.width == 10)
        #expect(kept.take(1) == nil)
    }

    @Test func aPageWithAnUnbuiltFigureIsNotKept() {
        var kept = KeptPages()
        kept.offer(page(10), number: 1, elements: 5, complete: false)
        #expect(kept.take(1) == nil)
    }

    @Test func pagesPastTheElementBudgetAreNotKept() {
        var kept = KeptPages()
        let half = KeptPages.elementBudget / 2
        kept.offer(page(1), number: 1, elements: half, complete: true)
        kept.offer(page(2), number: 2, elements: half, complete: true)
        kept.offer(page(3), number: 3, elements: 1, complete: true)
        kept.offer(page(4), number: 4, elements: 0, complete: true)
        #expect([1, 2, 3, 4].map { kept.take($0) != nil } == [true, true, false, true])
    }
}
