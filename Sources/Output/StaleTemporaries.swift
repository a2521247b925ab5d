import FoundationEssentials
import Glibc

/// The temporary files outputs are written under, `.NAME.XXXXXX.poster-tmp` beside NAME, each marked
/// with `TemporaryMark` when it is made. A run holds a lock on each of its own while it writes; one that
/// has the name and the mark, is unlocked and is older than this run was left by a run that was killed
/// before it could remove it, and is removed when the same output is written again. Nothing else is
/// ever removed: a file of the user's that only looks like one lacks the mark.
enum StaleTemporaries {
    /// What every temporary file's name ends with.
    static let suffix = ".poster-tmp"

    /// When this run began writing: no temporary file of a killed run is newer.
    private static let runStarted: timespec = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now
    }()

    /// The `mkstemps` template for the temporary file of `target`; its last `suffix.utf8.count` bytes
    /// are the suffix.
    static func template(for target: String) -> String {
        _ = runStarted
        let (folder, name) = split(target)
        return "\(folder).\(name).XXXXXX\(suffix)"
    }

    /// Removes the temporary files of `target` that killed runs left, never `keeping` (this run's own),
    /// one that a live run holds, nor one that is not marked as poster's.
    static func sweep(beside target: String, keeping: String) {
        let (folder, name) = split(target)
        sweep(folder, prefix: ".\(name).", keeping: keeping)
    }

    /// Removes the temporary files of any output in `folder` (ending in `/`) that killed runs left, as
    /// `sweep(beside:keeping:)` does.
    static func sweep(in folder: String) {
        sweep(folder, prefix: ".", keeping: "")
    }

    private static func sweep(_ folder: String, prefix: String, keeping: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for entry in entries where isTemporaryName(entry, prefix: prefix) {
            let path = folder + entry
            guard path != keeping else { continue }
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, isBefore(status.st_mtim, runStarted) else { continue }
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            if flock(fd, LOCK_EX | LOCK_NB) == 0, TemporaryMark.isSet(fd), isSameFile(fd, path) { unlink(path) }
            close(fd)
        }
    }

    /// Whether `entry` is `prefix` (or, for the prefix "." alone, a dot, any name and a dot), six
    /// characters as `mkstemps` makes them and `suffix`.
    private static func isTemporaryName(_ entry: String, prefix: String) -> Bool {
        guard entry.hasPrefix(prefix), entry.hasSuffix(suffix) else { return false }
        let rest = Array(entry.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count))
        let random: ArraySlice<UInt8>
        if prefix == "." {
            guard rest.count > 7, rest[rest.count - 7] == UInt8(ascii: ".") else { return false }
            random = rest.suffix(6)
        } else {
            random = rest[...]
        }
        return random.count == 6 && random.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
    }

    /// Whether `path` still names the file open as `fd` (it was not replaced since it was opened).
    private static func isSameFile(_ fd: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        return fstat(fd, &open) == 0 && lstat(path, &named) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
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
