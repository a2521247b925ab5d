import Dispatch

/// poster's one pool of worker threads: numbered tasks on up to a given number of threads at once, their
/// results in the tasks' order, whatever order the threads finish them in.
///
/// The threading model: a command's work runs on the calling thread, and fans out only here (pages of
/// raster output, bands of a PNG, rows of a sheet, the specs of a gallery), each task reading shared
/// state and writing its own result; a single thread writes a streamed document's pages while the
/// next are laid out (`alongside`, for `Pipeline`). What worker threads change together sits behind a
/// lock (`Locked`), what they wait for each other to hand over in a `Monitor`; Pango and cairo's fonts
/// are used one thread at a time (`FontWork`).
public enum Workers {
    /// How many threads `map` runs `count` tasks on, taken `chunk` at a time, with at most `jobs`.
    public static func workers(_ count: Int, jobs: Int, chunk: Int = 1) -> Int {
        max(1, min(jobs, (count + max(1, chunk) - 1) / max(1, chunk)))
    }

    /// Calls `body` once for each worker in `0..<workers`, each on a thread of its own where there are
    /// several; returns when all have returned.
    public static func each(_ workers: Int, _ body: (_ worker: Int) -> Void) {
        guard workers > 1 else { return body(0) }
        withoutActuallyEscaping(body) { body in
            let work = Work(body: body)
            DispatchQueue.concurrentPerform(iterations: workers) { work.body($0) }
        }
    }

    /// What `body` makes of every index in `0..<count`, in index order, made on up to `jobs` threads;
    /// `body` is told which worker (0 up to `workers(count, jobs:chunk:)`) runs it, so that each can keep
    /// state of its own. A free worker takes the next `chunk` indices. When tasks fail, the error of the
    /// first in index order is thrown (on several threads, once every task has run).
    public static func map<Value, Failure: Error>(
        _ count: Int, jobs: Int, chunk: Int = 1, _ body: (_ index: Int, _ worker: Int) throws(Failure) -> Value
    ) throws(Failure) -> [Value] {
        let workers = self.workers(count, jobs: jobs, chunk: chunk)
        guard workers > 1 else {
            var values: [Value] = []
            values.reserveCapacity(count)
            for index in 0..<count { values.append(try body(index, 0)) }
            return values
        }
        let slots = Slots<Value, Failure>(count: count)
        let chunk = max(1, chunk)
        each(workers) { worker in
            while let start = slots.claim(chunk) {
                for index in start..<min(start + chunk, count) {
                    slots.fill(index, Result { () throws(Failure) in try body(index, worker) })
                }
            }
        }
        return try slots.values()
    }

    /// `transform` applied to every element, in their order, on up to `jobs` threads (`map(_:jobs:chunk:_:)`).
    public static func map<Element, Value, Failure: Error>(
        _ items: [Element], jobs: Int, _ transform: (Element) throws(Failure) -> Value
    ) throws(Failure) -> [Value] {
        try map(items.count, jobs: jobs) { (index, _) throws(Failure) in try transform(items[index]) }
    }

    /// Calls `body` for every index in `0..<count` on up to `jobs` threads, each taking the next index as
    /// soon as it is free (so put the longest tasks first); returns when all are done.
    public static func run(_ count: Int, jobs: Int, _ body: (_ index: Int) -> Void) {
        _ = map(count, jobs: jobs) { index, _ in body(index) }
    }

    /// Runs `background` on a thread of its own while the calling thread runs `foreground`, and returns
    /// what both made once both have returned: the two may wait for each other (through a `Monitor`), as
    /// `background` never runs on the calling thread. Nothing either holds outlives the call.
    public static func alongside<Background, Foreground>(
        _ background: () -> Background, while foreground: () -> Foreground
    ) -> (foreground: Foreground, background: Background) {
        var made: Background?
        let done = DispatchGroup()
        let value = withoutActuallyEscaping(background) { background in
            let work = Work(body: { made = background() })
            DispatchQueue.global().async(group: done) { work.body() }
            defer { done.wait() }
            return foreground()
        }
        return (value, made!)
    }

    /// A caller's closure handed to other threads: `each`'s body, run once per worker, or `alongside`'s
    /// background, run once; the call returns only when every thread has.
    /// (Unchecked: libdispatch's threads run the caller's closure, as the threading model above says: each run writes only what it alone owns.)
    private struct Work<Body>: @unchecked Sendable {
        let body: Body
    }

    /// The next index to claim, and each index's result, behind a lock.
    private final class Slots<Value, Failure: Error>: Sendable {
        private let lock = Locked((next: 0, results: [Result<Value, Failure>?]()))
        private let count: Int

        init(count: Int) {
            self.count = count
            lock.withLock { $0.results = Array(repeating: nil, count: count) }
        }

        /// The first of the next `chunk` indices, or nil when none is left.
        func claim(_ chunk: Int) -> Int? {
            lock.withLock { state in
                guard state.next < count else { return nil }
                defer { state.next += chunk }
                return state.next
            }
        }

        func fill(_ index: Int, _ result: Result<Value, Failure>) {
            lock.withLock { $0.results[index] = result }
        }

        /// Every index's value in order, or the first failure.
        func values() throws(Failure) -> [Value] {
            let results = lock.withLock { $0.results }
            var values: [Value] = []
            values.reserveCapacity(results.count)
            for result in results { values.append(try result!.get()) }
            return values
        }
    }
}
