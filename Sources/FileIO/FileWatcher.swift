import Glibc
import Synchronization

/// Tells when files change, through inotify. Each file's folder is watched rather than the file, so a
/// file an editor saves by writing a new copy and renaming it over the old one is still seen, as is a
/// file that appears after it was missing. Only events naming a watched file count, and only where the
/// file is no longer as it was read. One thread at a
/// time may use it (it may be handed to another).
public final class FileWatcher: Sendable {
    /// A file was written and closed, moved or renamed into place, moved away or removed.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)

    private let descriptor: Int32
    /// What is watched, under a lock: uncontended, as one thread at a time uses the watcher.
    private let watched = Mutex(Watched())

    private struct Watched {
        /// Watch descriptor → the folder it watches.
        var folders: [Int32: String] = [:]
        /// The files watched, as absolute paths.
        var files: Set<String> = []
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init() throws(Failure) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw Failure(description: "cannot watch files: \(String(cString: strerror(errno)))") }
    }

    deinit {
        close(descriptor)
    }

    /// Watches exactly `paths` (absolute): folders no longer needed are let go, new ones watched. A file
    /// whose folder does not exist is not watched.
    private func watch(_ paths: some Sequence<String>) {
        let files = Set(paths)
        watched.withLock { watched in
            watched.files = files
            let wanted = Set(files.map(Self.folder))
            for (wd, folder) in watched.folders where !wanted.contains(folder) {
                inotify_rm_watch(descriptor, wd)
                watched.folders[wd] = nil
            }
            for folder in wanted where !watched.folders.values.contains(folder) {
                let wd = inotify_add_watch(descriptor, folder, Self.mask)
                if wd >= 0 { watched.folders[wd] = folder }
            }
        }
    }

    /// Waits until one of `files` changes, then until `quiet` seconds pass with no further change (an
    /// editor's save is often several events), and returns the files that changed, sorted. `files` maps
    /// each file (an absolute path) to its stamp when it was read, nil where it was missing then, and is
    /// asked again every `tick` seconds while waiting, so the watch follows a set that grows (a picture a
    /// spec has just started to place).
    ///
    /// A file has changed when its stamp now is not the one it was read with. An event is only a reason
    /// to look: one that left the file as it was (a program that opened it for writing and wrote
    /// nothing) is passed over, and a change made after the file was read but before it was watched is
    /// found as soon as it is watched.
    public func nextChange(of files: () -> [String: FileStamp?], quiet: Double, tick: Double = 0.2) -> [String] {
        // The files found as they were read, with the stamp they were read with: each is looked at once,
        // then again only when an event names it.
        var unchanged: [String: FileStamp?] = [:]
        var changed: Set<String> = []
        while changed.isEmpty {
            var wanted = files()
            watch(wanted.keys)
            let unseen = Set(wanted.keys.filter { unchanged[$0] != wanted[$0] })
            var named: Set<String> = []
            if wait(seconds: tick) {
                // The events are judged against the files as they are now: a file that a render finishing
                // meanwhile has just started to read counts, though it was not watched when the event came.
                wanted = files()
                watch(wanted.keys)
                named = readEvents()
            }
            for path in unseen.union(named) {
                guard let read = wanted[path] else { continue }
                if Self.differs(path, from: read, named: named.contains(path)) { changed.insert(path) } else { unchanged[path] = read }
            }
        }
        var named: Set<String> = []
        while wait(seconds: quiet) { named.formUnion(readEvents()) }
        let wanted = files()
        changed.formUnion(named.filter { path in wanted[path].map { Self.differs(path, from: $0, named: true) } ?? false })
        return changed.sorted()
    }

    /// Whether the file at `path` is not as it was when `read` was taken. Where the stamps cannot tell (the
    /// file had just changed when it was read), an event naming it counts as a change.
    private static func differs(_ path: String, from read: FileStamp?, named: Bool) -> Bool {
        let now = FileStamp.of(path)
        return now != read || (named && read?.isRacy == true)
    }

    /// Whether events can be read within `seconds`.
    private func wait(seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, Int32((seconds * 1000).rounded())) > 0
    }

    /// The watched files named by the events waiting to be read; every watched file when events were lost.
    private func readEvents() -> Set<String> {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        return watched.withLock { watched in
            var named: Set<String> = []
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { bytes in
                    (
                        bytes.load(fromByteOffset: offset, as: Int32.self), bytes.load(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { return watched.files }
                if mask & UInt32(IN_IGNORED) != 0 { watched.folders[wd] = nil }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if let folder = watched.folders[wd] {
                    if nameBytes.isEmpty {
                        // The folder itself moved or was removed: every file in it is gone.
                        named.formUnion(watched.files.filter { Self.folder($0) == folder })
                    } else {
                        let path = (folder == "/" ? "/" : folder + "/") + String(decoding: nameBytes, as: UTF8.self)
                        if watched.files.contains(path) { named.insert(path) }
                    }
                }
                offset += header + length
            }
            return named
        }
    }

    /// The folder part of an absolute path.
    private static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
