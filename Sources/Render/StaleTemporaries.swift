import Foundation
import Glibc

/// The temporary files outputs are written under, `.NAME.XXXXXX` beside NAME. A run holds a lock on
/// each of its own while it writes; one that is unlocked and older than this run was left by a run that
/// was killed before it could remove it, and is removed when the same output is written again.
enum StaleTemporaries {
    /// When this run began writing: no temporary file of a killed run is newer.
    private static let runStarted: timespec = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now
    }()

    /// The `mkstemp` template for the temporary file of `target`.
    static func template(for target: String) -> String {
        _ = runStarted
        let (folder, name) = split(target)
        return "\(folder).\(name).XXXXXX"
    }

    /// Removes the temporary files of `target` that killed runs left, never `keeping` (this run's own)
    /// nor one that a live run holds.
    static func sweep(beside target: String, keeping: String) {
        let (folder, name) = split(target)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        let prefix = ".\(name)."
        for entry in entries where isTemporaryName(entry, prefix: prefix) {
            let path = folder + entry
            guard path != keeping else { continue }
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, isBefore(status.st_mtim, runStarted) else { continue }
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
            close(fd)
        }
    }

    /// Whether `entry` is `prefix` and six characters as `mkstemp` makes them.
    private static func isTemporaryName(_ entry: String, prefix: String) -> Bool {
        guard entry.hasPrefix(prefix) else { return false }
        let suffix = entry.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == 6 && suffix.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
    }

    private static func isBefore(_ a: timespec, _ b: timespec) -> Bool {
        a.tv_sec != b.tv_sec ? a.tv_sec < b.tv_sec : a.tv_nsec < b.tv_nsec
    }

    /// The folder (with its trailing `/`, or empty) and the file name of `path`.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }
}
