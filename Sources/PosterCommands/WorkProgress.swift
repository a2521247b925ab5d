import FileIO
import Glibc
import Synchronization

/// How long work goes on standard error, for `render` (pages) and `frames` (frames): nothing for the
/// first second (short runs stay silent); then on a terminal one line rewritten in place with the count
/// and the time left, in a log file (standard error redirected to a file) a line at each tenth, and
/// nothing into a pipe, whose reader is a program. Standard output is left alone.
final class WorkProgress: Sendable {
    private struct State {
        var done = 0
        var tenthsShown = 0
        var lineShown = false
        /// When the first was finished (the time left is judged from then, not from loading), and when the
        /// line was last rewritten.
        var first: Double?
        var shown: Double?
    }

    private let command: String
    private let unit: String
    private let terminal: Bool
    private let quiet: Bool
    /// Whether standard error is a file: a log, which gets a line at each tenth.
    private let log: Bool
    private let state = Mutex(State())
    private let start = WorkProgress.seconds()
    /// How long a run goes before its progress is shown, in seconds.
    static let silence = 1.0

    /// Progress of `command` counting `unit`s (plural); none when `quiet`.
    init(command: String, unit: String, quiet: Bool) {
        self.command = command
        self.unit = unit
        terminal = isatty(STDERR_FILENO) == 1
        log = !terminal && FileType.isRegular(descriptor: STDERR_FILENO)
        self.quiet = quiet || !(terminal || log)
    }

    /// One more of `total` is finished.
    func step(of total: Int) {
        guard !quiet, total > 0 else { return }
        state.withLock { s in
            s.done += 1
            report(&s, total: total)
        }
    }

    private func report(_ s: inout State, total: Int) {
        let now = Self.seconds()
        let first = s.first ?? now
        s.first = first
        guard now - start >= Self.silence else { return }
        if terminal {
            // Rewritten ten times a second at most.
            if let shown = s.shown, now - shown < 0.1, s.done < total { return }
            s.shown = now
            let seconds = now - first
            let left = s.done > 1 ? ", about \(Int((seconds / Double(s.done - 1) * Double(total - s.done)).rounded(.up))) s left" : ""
            Self.write("\r\u{1B}[2K\(command): \(s.done) of \(total) \(unit)\(left)")
            s.lineShown = true
        } else {
            let tenths = s.done * 10 / total
            guard tenths > s.tenthsShown else { return }
            s.tenthsShown = tenths
            Self.write("\(command): \(tenths * 10)% (\(s.done) of \(total) \(unit))\n")
        }
    }

    /// Clears the line on a terminal before what follows is printed.
    func finish() {
        guard terminal else { return }
        state.withLock { s in
            if s.lineShown { Self.write("\r\u{1B}[2K") }
            s.lineShown = false
        }
    }

    /// Seconds of the monotonic clock, from `clock_gettime` (`ContinuousClock` is the concurrency
    /// library's, whose code every render mapped for this alone).
    private static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func write(_ text: String) {
        StandardError.write(text)
    }
}
