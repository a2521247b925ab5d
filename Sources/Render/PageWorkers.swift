import Dispatch
import Foundation

/// Renders independent pages at once on up to `jobs` threads, each thread with a font cache of its
/// own (no cairo or fontconfig object is shared), and returns the results in page order. Pages are
/// handed out one at a time, so a slow page does not hold the others back.
enum PageWorkers {
    static func map<Page, Result>(_ pages: [Page], jobs: Int, _ body: (Page, Int, FontCache) throws -> Result) throws -> [Result] {
        guard pages.count > 1, jobs > 1 else {
            let fonts = FontCache()
            return try pages.enumerated().map { try body($0.element, $0.offset, fonts) }
        }
        let slots = Slots<Result>(count: pages.count)
        withoutActuallyEscaping(body) { body in
            let work = UncheckedWork(body: body, pages: pages)
            DispatchQueue.concurrentPerform(iterations: min(jobs, pages.count)) { _ in
                let fonts = FontCache()
                while let index = slots.claim() {
                    slots.fill(index, Swift.Result { try work.body(work.pages[index], index, fonts) })
                }
            }
        }
        return try slots.results()
    }

    /// The work and pages, handed to the worker threads, which only read them.
    private struct UncheckedWork<Page, Result>: @unchecked Sendable {
        let body: (Page, Int, FontCache) throws -> Result
        let pages: [Page]
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
