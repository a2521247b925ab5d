import Compose
import Foundation
import Geometry
import Scene
import SpecModel
import Testing

/// The pages a streamed check lays out whole reach the writer within a budget, each handed over once,
/// while the check goes on.
@Suite struct PageHandOffTests {
    private func page(_ width: Double) -> Page {
        Page(size: Size(width, 100), background: nil)
    }

    @Test func aCompletePageIsHandedOverOnce() {
        let handOff = PageHandOff()
        handOff.offer(page(10), number: 1, elements: 5, complete: true)
        #expect(handOff.take(1) == .page(page(10)))
        handOff.finish(failed: false)
        #expect(handOff.take(1) == .notKept)
    }

    @Test func aPageWithAnUnbuiltFigureIsNotKept() {
        let handOff = PageHandOff()
        handOff.offer(page(10), number: 1, elements: 5, complete: false)
        handOff.finish(failed: false)
        #expect(handOff.take(1) == .notKept)
    }

    /// Without a writer taking pages, those past the budget are left for the writer to lay out again.
    @Test func pagesPastTheElementBudgetAreNotKept() {
        let handOff = PageHandOff()
        let half = PageHandOff.elementBudget / 2
        handOff.offer(page(1), number: 1, elements: half, complete: true)
        handOff.offer(page(2), number: 2, elements: half, complete: true)
        handOff.offer(page(3), number: 3, elements: 1, complete: true)
        handOff.offer(page(4), number: 4, elements: 0, complete: true)
        handOff.finish(failed: false)
        #expect([1, 2, 3, 4].map { handOff.take($0) != .notKept } == [true, true, false, true])
    }

    /// Once the check has failed, the writer gets no page, and the pages held are let go of.
    @Test func aFailedCheckHandsOverNothing() {
        let handOff = PageHandOff()
        handOff.offer(page(1), number: 1, elements: 1, complete: true)
        handOff.finish(failed: true)
        #expect(handOff.take(1) == .checkFailed && handOff.take(2) == .checkFailed)
    }

    /// Beside a writer that takes pages, the check waits for room instead of dropping pages: every page of
    /// a run ten times the budget reaches the writer as the check laid it out, in order.
    @Test func besideAWriterEveryPageIsHandedOver() {
        let handOff = PageHandOff(elementBudget: 10)
        handOff.writer(takes: true)
        let count = 100
        let writer = Self.writer(taking: Array(1...count), from: handOff)
        for n in 1...count { handOff.offer(page(Double(n)), number: n, elements: 3, complete: true) }
        handOff.finish(failed: false)
        #expect(writer.wait() == (1...count).map { .page(page(Double($0))) })
    }

    /// Beside a writer, pages of no figure element are held no more than the page budget at once: every
    /// page reaches the writer all the same. Without one, the check keeps them all for it.
    @Test func besideAWriterThePagesHeldStayWithinThePageBudget() {
        let handOff = PageHandOff(pageBudget: 2)
        handOff.writer(takes: true)
        let count = 50
        // A writer that starts late, then notes how many pages are held before it takes each.
        let taker = Taker()
        let thread = Thread {
            usleep(100_000)
            var most = 0
            taker.handed = (1...count).map { n in
                most = max(most, handOff.heldPages)
                return handOff.take(n)
            }
            taker.mostHeld = most
            taker.done.signal()
        }
        thread.start()
        for n in 1...count { handOff.offer(page(Double(n)), number: n, elements: 0, complete: true) }
        handOff.finish(failed: false)
        #expect(taker.wait() == (1...count).map { .page(page(Double($0))) })
        #expect(taker.mostHeld == 2)
        let alone = PageHandOff(pageBudget: 2)
        for n in 1...5 { alone.offer(page(Double(n)), number: n, elements: 0, complete: true) }
        alone.finish(failed: false)
        #expect((1...5).allSatisfy { alone.take($0) != .notKept })
    }

    /// A writer that waits for a page the check passed (one with an unbuilt figure) gets it only once the
    /// check is over, so the check does not wait for room meanwhile (whenever the writer starts waiting):
    /// it leaves the pages past the budget to the writer.
    @Test func aWriterWaitingForAPassedPageDoesNotStallTheCheck() {
        let handOff = PageHandOff(elementBudget: 10)
        handOff.writer(takes: true)
        handOff.offer(page(1), number: 1, elements: 1, complete: false)
        let writer = Self.writer(taking: Array(1...5), from: handOff)
        for n in 2...5 { handOff.offer(page(Double(n)), number: n, elements: 6, complete: true) }
        handOff.finish(failed: false)
        #expect(writer.wait() == [.notKept, .page(page(2)), .notKept, .notKept, .notKept])
    }

    /// A thread of its own (not the test's task pool, which a waiting check could fill) taking `numbers`.
    private static func writer(taking numbers: [Int], from handOff: PageHandOff) -> Taker {
        let taker = Taker()
        let thread = Thread {
            taker.handed = numbers.map { handOff.take($0) }
            taker.done.signal()
        }
        thread.start()
        return taker
    }

    private final class Taker: @unchecked Sendable {
        var handed: [PageHandOff.Handed] = []
        var mostHeld = 0
        let done = DispatchSemaphore(value: 0)

        func wait() -> [PageHandOff.Handed] {
            done.wait()
            return handed
        }
    }
}
