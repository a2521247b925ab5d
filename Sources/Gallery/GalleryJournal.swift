import Glibc
import Output

/// The specs a gallery run is working on, written to a file line by line as each is begun and ended
/// (`+path`, `-path`), each line with one write, so that what a run was doing when a library aborted it
/// is in the file: `poster gallery` runs the gallery in a child process, reads the journal of a child
/// that a signal ended, and runs it again with the spec it was rendering set aside as failed.
public final class GalleryJournal: Sendable {
    private let log: LineLog

    /// A journal appending to the file at `path`; nil when it cannot be opened.
    public init?(path: String) {
        guard let log = LineLog(path: path) else { return nil }
        self.log = log
    }

    /// A spec the run aborts on as it begins it, named by `POSTER_GALLERY_TEST_ABORT`: how the tests make a
    /// spec end the process as a library's abort would, which no spec is known to do.
    private static let abortsOn = getenv("POSTER_GALLERY_TEST_ABORT").map { String(cString: $0) }

    /// Says that work on the spec at `path` (relative to the source folder) begins.
    func begin(_ path: String) {
        log.append("+" + path)
        if path == Self.abortsOn {
            let said = Array("poster: aborted on \(path), as POSTER_GALLERY_TEST_ABORT asks\n".utf8)
            _ = said.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            abort()
        }
    }

    /// Says that work on the spec at `path` is done.
    func end(_ path: String) { log.append("-" + path) }

    /// The specs begun and not ended in the journal `text`, in the order begun.
    public static func unfinished(in text: String) -> [String] {
        var open: [String] = []
        for line in text.split(separator: "\n") {
            let path = String(line.dropFirst())
            if line.hasPrefix("+") { open.append(path) } else if let k = open.firstIndex(of: path) { open.remove(at: k) }
        }
        return open
    }
}
