import Dispatch

/// Runs numbered tasks on a fixed number of threads, each taking the next task as soon as it is free.
enum WorkerPool {
    /// Calls `body` for every index in `0..<count`, on up to `jobs` threads at once; returns when all are done.
    /// Tasks are started in index order, so put the longest first.
    static func run(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while true {
                let index = next.withLock { n in
                    defer { n += 1 }
                    return n
                }
                guard index < count else { return }
                body(index)
            }
        }
    }

    /// `transform` applied to every element on up to `jobs` threads, the results in the elements' order.
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let results = Locked([R?](repeating: nil, count: items.count))
        run(items.count, jobs: jobs) { index in
            let result = transform(items[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
