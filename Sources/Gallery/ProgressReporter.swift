import FileIO
import Glibc
import Workers

/// Tells on standard error how a run is going: on a terminal one line rewritten in place with the
/// counts, the time left and the spec last finished; otherwise a line per spec; nothing when quiet.
final class ProgressReporter: Sendable {
    private struct State {
        var done = 0
        var rendered = 0
        var skipped = 0
        var failed = 0
        /// Specs to load and write, and how many of them are done, for the time left.
        var work = 0
        var workDone = 0
        var lineShown = false
    }

    private let style: ProgressStyle
    private let total: Int
    /// The terminal's width: a longer line would wrap, and could not be rewritten in place.
    private let columns: Int
    private let state = Locked(State())
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(style: ProgressStyle, total: Int) {
        self.style = style
        self.total = total
        var size = winsize()
        columns = style == .terminal && ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        start = clock.now
    }

    /// Says that `count` specs will be loaded and written.
    func expectWork(_ count: Int) {
        state.withLock { $0.work = count }
    }

    func skipped(_ path: String) {
        update(path, "skipped: unchanged") { $0.skipped += 1 }
    }

    func rendered(_ path: String, pages: Int, seconds: Double) {
        update(path, "rendered \(pages) page\(pages == 1 ? "" : "s") in \(Self.format(seconds))", isWork: true) { $0.rendered += 1 }
    }

    func failed(_ path: String, _ status: SpecEntry.Status) {
        update(path, status == .invalid ? "failed: the spec is invalid" : "failed: could not be written", isWork: true) { $0.failed += 1 }
    }

    /// A line about something other than a spec, such as the contact sheet.
    func note(_ message: String) {
        let message = VisibleText.escaped(message)
        switch style {
        case .quiet: return
        case .lines: Self.write(message + "\n")
        case .terminal:
            state.withLock { s in
                Self.write((s.lineShown ? "\r\u{1B}[2K" : "") + message + "\n")
                s.lineShown = false
            }
        }
    }

    /// Clears the progress line before the summary is printed.
    func finish() {
        guard style == .terminal else { return }
        state.withLock { s in
            if s.lineShown { Self.write("\r\u{1B}[2K") }
            s.lineShown = false
        }
    }

    private func update(_ path: String, _ outcome: String, isWork: Bool = false, _ count: (inout State) -> Void) {
        guard style != .quiet else { return }
        // A spec's name is the user's: its control characters are shown, never sent to the terminal or the log.
        let path = VisibleText.escaped(path)
        let now = clock.now
        // Written while holding the lock, so lines from several workers come out whole and in order.
        state.withLock { s in
            count(&s)
            s.done += 1
            if isWork { s.workDone += 1 }
            let position = "[\(s.done)/\(total)]"
            guard style == .terminal else { return Self.write("\(position) \(path): \(outcome)\n") }
            s.lineShown = true
            var text = "\(position) \(s.rendered) rendered, \(s.skipped) skipped, \(s.failed) failed"
            let elapsed = (now - start).seconds
            if s.workDone > 0, s.work > s.workDone {
                text += " · ETA \(Self.clockTime(elapsed / Double(s.workDone) * Double(s.work - s.workDone)))"
            }
            text += " · \(path)"
            Self.write("\r\u{1B}[2K" + String(text.prefix(columns - 1)))
        }
    }

    private static func write(_ text: String) {
        StandardError.write(text)
    }

    /// Seconds for a log line: to a hundredth.
    static func format(_ seconds: Double) -> String {
        String(cFormat: "%.2f s", seconds)
    }

    /// Seconds as m:ss.
    private static func clockTime(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return "\(whole / 60):" + String(cFormat: "%02d", whole % 60)
    }
}
