import Foundation
import Testing
import Workers

/// The one worker pool: results in index order whatever order threads finish in, the first error in
/// index order, each worker number used by one thread at a time, every index run once.
@Suite struct WorkersTests {
    struct Failure: Error, Equatable {
        let index: Int
    }

    @Test(arguments: [(0, 4, 1), (1, 4, 1), (7, 1, 1), (100, 2, 1), (100, 3, 7), (1000, 8, 32)])
    func resultsComeInIndexOrderAndEveryIndexRunsOnce(count: Int, jobs: Int, chunk: Int) {
        let runs = Locked([Int](repeating: 0, count: count))
        let values = Workers.map(count, jobs: jobs, chunk: chunk) { index, _ in
            // Later indices finish first on the first thread to reach them.
            if index % 5 == 0 { usleep(200) }
            runs.withLock { $0[index] += 1 }
            return index * index
        }
        let squares: [Int] = (0..<count).map { $0 * $0 }
        #expect(values == squares)
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: count))
    }

    @Test func workerNumbersAreEachOneThreadsAtATime() {
        let count = 400, jobs = 4
        let workers = Workers.workers(count, jobs: jobs, chunk: 3)
        #expect(workers == 4)
        let busy = Locked([Bool](repeating: false, count: workers))
        let overlaps = Locked(0)
        let used = Workers.map(count, jobs: jobs, chunk: 3) { _, worker in
            let clash = busy.withLock { state in
                defer { state[worker] = true }
                return state[worker]
            }
            if clash { overlaps.withLock { $0 += 1 } }
            usleep(50)
            busy.withLock { $0[worker] = false }
            return worker
        }
        #expect(overlaps.withLock { $0 } == 0)
        #expect(used.allSatisfy { (0..<workers).contains($0) })
    }

    @Test func theFirstFailureInIndexOrderIsThrownAfterEveryTaskRan() {
        let ran = Locked(0)
        #expect(throws: Failure(index: 3)) {
            _ = try Workers.map(50, jobs: 4) { (index, _) throws(Failure) -> Int in
                ran.withLock { $0 += 1 }
                // A later failure may well finish first.
                if index == 3 { usleep(2_000) }
                if index == 3 || index == 40 { throw Failure(index: index) }
                return index
            }
        }
        #expect(ran.withLock { $0 } == 50)
    }

    @Test func aSingleWorkerRunsOnTheCallingThreadInOrder() {
        let order = Locked([Int]())
        Workers.run(20, jobs: 1) { index in order.withLock { $0.append(index) } }
        #expect(order.withLock { $0 } == Array(0..<20))
        #expect(Workers.workers(0, jobs: 4) == 1)
        #expect(Workers.workers(10, jobs: 4, chunk: 32) == 1)
        #expect(Workers.workers(65, jobs: 4, chunk: 32) == 3)
    }

    @Test func eachCallsEveryWorkerOnce() {
        let seen = Locked(Set<Int>())
        Workers.each(5) { worker in seen.withLock { _ = $0.insert(worker) } }
        #expect(seen.withLock { $0 } == Set(0..<5))
    }
}
