import Dispatch
import Foundation
import Scene

/// Renders independent pages at once on up to `jobs` threads and returns the results in page order.
/// Pages are handed out one at a time, so a slow page does not hold the others back. (Text is drawn
/// through `Typesetter`, which keeps Pango and cairo's fonts to one thread at a time itself.)
enum PageWorkers {
    static func map<Result>(_ pages: [Scene.Page], jobs: Int, _ body: (Scene.Page, Int) throws -> Result) throws -> [Result] {
        guard pages.count > 1, jobs > 1 else {
            return try pages.enumerated().map { try body($0.element, $0.offset) }
        }
        let slots = Slots<Result>(count: pages.count)
        withoutActuallyEscaping(body) { body in
            let work = UncheckedWork(body: body, pages: pages)
            DispatchQueue.concurrentPerform(iterations: min(jobs, pages.count)) { _ in
                while let index = slots.claim() {
                    slots.fill(index, Swift.Result { try work.body(work.pages[index], index) })
                }
            }
        }
        return try slots.results()
    }

    /// The work and pages, handed to the worker threads, which only read them.
    private struct UncheckedWork<Result>: @unchecked Sendable {
        let body: (Scene.Page, Int) throws -> Result
        let pages: [Scene.Page]
    }

    /// The next page to render and each page's result, behind a lock.
    private final class Slots<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Swift.Result<Result, any Error>?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func fill(_ index: Int, _ result: Swift.Result<Result, any Error>) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        /// Every result in order; the first page's error, if any page failed.
        func results() throws -> [Result] {
            try slots.map { try $0!.get() }
        }
    }
}
