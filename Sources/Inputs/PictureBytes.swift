import FileIO
import Glibc
import Workers

/// The bytes of the picture files one load read, kept while those kept fit a budget: past it the longest
/// kept are let go and read again when their picture is drawn, so that a long document of distinct
/// pictures holds the latest, not all of them. Held by the pictures themselves (to be had again when
/// drawn, after the load is done), and used by the threads that draw pages: every use takes its lock.
package final class PictureBytes: Sendable {
    /// The bytes kept at once unless the load says otherwise.
    package static let defaultBudget = 32 << 20

    /// A file as it is now (its real path, size and time of change) and the pixel limit it was checked against.
    package struct Key: Hashable, Sendable {
        let path: String
        let size: Int64
        let changed: Int
        let maximumPixels: Int

        /// The file at `located` as it is now, or nil where it is not there.
        package init?(_ located: String, maximumPixels: Int) {
            var status = stat()
            guard stat(located, &status) == 0 else { return nil }
            path = RealPath.of(located) ?? located
            size = Int64(status.st_size)
            changed = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
            self.maximumPixels = maximumPixels
        }

        /// A file held in memory, `size` bytes long, at `located`.
        init(held located: String, size: Int, maximumPixels: Int) {
            path = located
            self.size = Int64(size)
            changed = 0
            self.maximumPixels = maximumPixels
        }
    }

    /// The bytes kept at once; past it the longest kept are let go (the latest is kept whatever its size).
    package var budget: Int {
        get { store.withLock { $0.limit } }
        set {
            store.withLock { store in
                store.limit = newValue
                store.letGo()
            }
        }
    }
    /// Where the files are read from when several loads share their inputs; nil: from the files.
    private let snapshot: InputSnapshot?
    private let store = Locked(Store())

    /// The files kept, the longest kept first.
    private struct Store {
        var limit = defaultBudget
        var kept: [Key: [UInt8]] = [:]
        /// The keys of `kept`, the longest kept first.
        var order: ArraySlice<Key> = []
        var keptBytes = 0

        mutating func letGo() {
            while keptBytes > limit, order.count > 1 {
                keptBytes -= kept.removeValue(forKey: order.removeFirst())?.count ?? 0
            }
        }
    }

    init(snapshot: InputSnapshot?) {
        self.snapshot = snapshot
    }

    /// Keeps `bytes`, the file at `key` as read.
    func keep(_ bytes: [UInt8], at key: Key) {
        store.withLock { store in
            guard store.kept[key] == nil else { return }
            store.kept[key] = bytes
            store.order.append(key)
            store.keptBytes += bytes.count
            store.letGo()
        }
    }

    /// The bytes of the file at `key`: as kept, or read again from `located` (and kept) once let go.
    func bytes(at key: Key, located: String) throws(SourceFile.ReadError) -> [UInt8] {
        if let known = store.withLock({ $0.kept[key] }) { return known }
        let read: [UInt8]
        if let snapshot { read = try snapshot.bytes(of: located) } else { read = try SourceFile.read(located) }
        keep(read, at: key)
        return read
    }
}
