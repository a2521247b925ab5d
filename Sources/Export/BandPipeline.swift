import Glibc
import PNGKit
import Workers

/// The bands of one PNG page on their way from the threads that draw them to the file: bands are
/// handed out in order, at most `window` ahead of the first not yet written (so finished bands wait in
/// bounded memory), and written in order as soon as the one before is. Any thread may stop the run.
/// (`@unchecked Sendable`: its bands and state are handed over only under its condition's lock.)
final class BandPipeline: @unchecked Sendable {
    enum Stop {
        /// A band showed a pixel less than opaque while the page was being written as RGB.
        case translucent
        case failed(any Error)
    }

    private let condition = Condition()
    private let count: Int
    private let window: Int
    private let write: (CompressedBand) throws -> Void
    private var next = 0
    private var written = 0
    private var waiting: [Int: CompressedBand] = [:]
    private(set) var stop: Stop?
    /// Whether any band showed a pixel less than opaque.
    private(set) var sawTranslucent = false

    /// `count` bands, written by `write` in order.
    init(count: Int, window: Int, write: @escaping (CompressedBand) throws -> Void) {
        self.count = count
        self.window = max(1, window)
        self.write = write
    }

    /// The next band to draw, once it is within the window; nil when all are handed out or the run stopped.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while stop == nil, next < count, next >= written + window { condition.wait() }
        guard stop == nil, next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Band `index`, compressed; it and the bands waiting after it are written if it was next.
    func deliver(_ index: Int, _ band: CompressedBand, translucent: Bool) {
        condition.lock()
        defer { condition.unlock() }
        sawTranslucent = sawTranslucent || translucent
        waiting[index] = band
        while stop == nil, let ready = waiting.removeValue(forKey: written) {
            do {
                try write(ready)
                written += 1
            } catch {
                stop = .failed(error)
            }
        }
        condition.broadcast()
    }

    /// Stops the run: no band is handed out after this.
    func halt(_ reason: Stop) {
        condition.lock()
        if stop == nil { stop = reason }
        condition.broadcast()
        condition.unlock()
    }
}
