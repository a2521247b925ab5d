import Glibc
import Testing
import Workers

/// Two threads handing each other a state: `alongside` runs its background on a thread of its own (the
/// two below wait for each other, so run one after the other they would never end), and a `Monitor`
/// wakes a thread waiting on its state when another has changed it.
@Suite struct MonitorTests {
    @Test func twoThreadsTakeTurnsThroughAMonitor() {
        let turns = 200
        let taken = Monitor([Int]())
        /// Appends `number` once every number before it is in.
        func take(_ number: Int) {
            let isItsTurn = { (taken: [Int]) in taken.count == number }
            taken.withLock(waitingUntil: isItsTurn) { $0.append(number) }
        }
        let run = Workers.alongside {
            for number in stride(from: 1, to: turns, by: 2) { take(number) }
            return "odd"
        } while: {
            for number in stride(from: 0, to: turns, by: 2) { take(number) }
            return "even"
        }
        #expect(run.foreground == "even")
        #expect(run.background == "odd")
        #expect(taken.withLock { $0 } == Array(0..<turns))
    }

    @Test func aWaitEndsOnlyWhenTheStateIsReady() {
        let box = Monitor<Int?>(nil)
        let run = Workers.alongside {
            box.withLock(waitingUntil: { $0 != nil }) { $0! * 2 }
        } while: {
            usleep(2_000)
            box.withLock { $0 = 21 }
            return box.withLock { $0 }
        }
        #expect(run.background == 42)
        #expect(run.foreground == 21)
    }
}
