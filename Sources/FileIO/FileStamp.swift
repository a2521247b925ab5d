import Glibc

/// What a file is at one moment, as `stat` tells it: which file (device and inode), its size, and when
/// its contents and its inode last changed. A watcher compares the stamp a file had when it was read
/// with the one it has now: an event that left them equal (a file opened for writing and closed
/// unchanged, by this process's children or any other program) is no change.
public struct FileStamp: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec
    let changed: timespec
    /// Whether the file changed so shortly before the stamp was taken that a change after it could
    /// carry the same times: the kernel stamps files from a clock that ticks every few milliseconds.
    public let isRacy: Bool

    /// The stamp of the file at `path` (symbolic links followed), nil where there is none.
    public static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        var now = timespec(), tick = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        clock_getres(CLOCK_REALTIME_COARSE, &tick)
        let age = Double(now.tv_sec - status.st_ctim.tv_sec) + Double(now.tv_nsec - status.st_ctim.tv_nsec) / 1e9
        let resolution = Double(tick.tv_sec) + Double(tick.tv_nsec) / 1e9
        return FileStamp(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size), modified: status.st_mtim,
            changed: status.st_ctim, isRacy: age <= 2 * resolution)
    }

    /// Whether both stamps are of one file in one state (`isRacy` aside).
    public static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec
            && a.modified.tv_nsec == b.modified.tv_nsec && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
