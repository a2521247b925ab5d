import Dispatch
import Foundation
import Inputs

/// Decodes the rows of a sheet on several threads, each reading through a world of its own
/// (`World.worker`), and gives back what each row made in the rows' order, with the files the rows read
/// adopted into the sheet's world in the order one thread decoding row after row would have read them:
/// the sheet is what it would be decoded that way. Not when the pictures the rows place go over their
/// pixel budget together (which row goes over depends on the order): then nothing is adopted, and the
/// caller decodes the rows one after another.
enum RowWorkers {
    /// The rows a worker takes at once.
    static let chunk = 32

    /// What `body` makes of each of `rows` in `world`, or nil when the pictures go over their budget.
    static func outcomes<Outcome>(_ rows: [DataTable.Row], world: World, jobs: Int, _ body: (DataTable.Row, World) -> Outcome) -> [Outcome]? {
        let chunks = (rows.count + chunk - 1) / chunk
        let workers = min(jobs, chunks)
        guard workers > 1 else { return rows.map { body($0, world) } }
        let worlds = (0..<workers).map { _ in world.worker() }
        let slots = Slots<Outcome>(count: rows.count)
        withoutActuallyEscaping(body) { body in
            let work = UncheckedWork(body: body, rows: rows, worlds: worlds)
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                let world = work.worlds[w]
                while let start = slots.claim(chunk) {
                    for k in start..<min(start + chunk, work.rows.count) {
                        let before = world.inputs.count
                        let outcome = work.body(work.rows[k], world)
                        slots.fill(k, outcome, reads: (w, before..<world.inputs.count))
                    }
                }
            }
        }
        guard world.placedPictures.pixels(with: worlds.map(\.placedPictures)) <= ImageLibrary.totalPixelBudget(world) else { return nil }
        let filled = slots.filled()
        for (worker, reads) in filled.map(\.reads) {
            for path in worlds[worker].inputs[reads] { world.adopt(path, from: worlds[worker]) }
        }
        for worker in worlds { world.adoptPictures(of: worker) }
        return filled.map(\.outcome)
    }

    /// The work, the rows and the workers' worlds, handed to the threads: each world is one thread's.
    private struct UncheckedWork<Outcome>: @unchecked Sendable {
        let body: (DataTable.Row, World) -> Outcome
        let rows: [DataTable.Row]
        let worlds: [World]
    }

    /// The next rows to decode, and each row's outcome and the inputs its worker first read for it, behind a lock.
    private final class Slots<Outcome>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [(outcome: Outcome, reads: (worker: Int, range: Range<Int>))?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        /// The first of the next `count` rows to decode, or nil when none is left.
        func claim(_ count: Int) -> Int? {
            lock.withLock {
                guard next < slots.count else { return nil }
                defer { next += count }
                return next
            }
        }

        func fill(_ index: Int, _ outcome: Outcome, reads: (Int, Range<Int>)) {
            lock.withLock { slots[index] = (outcome, reads) }
        }

        /// Every row's outcome and reads, in order.
        func filled() -> [(outcome: Outcome, reads: (worker: Int, range: Range<Int>))] {
            lock.withLock { slots.map { $0! } }
        }
    }
}
