import PNGKit
import Workers

/// The bands of one PNG page on their way from the threads that draw them to the file: bands are
/// handed out in order, at most `window` ahead of the first not yet written (so finished bands wait in
/// bounded memory), and written in order as soon as the one before is. Any thread may stop the run.
final class BandPipeline: Sendable {
    enum Stop {
        /// A band showed a pixel less than opaque while the page was being written as RGB.
        case translucent
        case failed(any Error)
    }

    /// The bands on their way, and how the run goes, under the monitor's lock.
    private struct State {
        /// Writes a band to the file; called only under the lock, in the bands' order.
        let write: (CompressedBand) throws -> Void
        var next = 0
        var written = 0
        var waiting: [Int: CompressedBand] = [:]
        var stop: Stop?
        var sawTranslucent = false
    }

    private let count: Int
    private let window: Int
    private let state: Monitor<State>

    /// `count` bands, written by `write` in order.
    init(count: Int, window: Int, write: @escaping (CompressedBand) throws -> Void) {
        self.count = count
        self.window = max(1, window)
        state = Monitor(State(write: write))
    }

    /// Why the run stopped, if it did.
    var stop: Stop? { state.withLock { $0.stop } }
    /// Whether any band showed a pixel less than opaque.
    var sawTranslucent: Bool { state.withLock { $0.sawTranslucent } }

    /// The next band to draw, once it is within the window; nil when all are handed out or the run stopped.
    func claim() -> Int? {
        let mayClaim = { (state: State) in state.stop != nil || state.next >= self.count || state.next < state.written + self.window }
        return state.withLock(waitingUntil: mayClaim) { state in
            guard state.stop == nil, state.next < count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    /// Band `index`, compressed; it and the bands waiting after it are written if it was next.
    func deliver(_ index: Int, _ band: CompressedBand, translucent: Bool) {
        state.withLock { state in
            state.sawTranslucent = state.sawTranslucent || translucent
            state.waiting[index] = band
            while state.stop == nil, let ready = state.waiting.removeValue(forKey: state.written) {
                do {
                    try state.write(ready)
                    state.written += 1
                } catch {
                    state.stop = .failed(error)
                }
            }
        }
    }

    /// Stops the run: no band is handed out after this.
    func halt(_ reason: Stop) {
        state.withLock { state in
            if state.stop == nil { state.stop = reason }
        }
    }
}
