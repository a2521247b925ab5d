import FileIO
import Glibc
import Workers

/// The bytes of the inputs several loads of one spec read, kept from the first read: the frames of an
/// animation are one spec decoded at many values, and read its data files once, not once a frame, and
/// all of them see the same data. Shared between threads (a preview draws frames as they are asked for).
///
/// A snapshot made of given files holds those and nothing else: a world reading through it never
/// touches the disk (a test's inputs, held in memory).
public final class InputSnapshot: Sendable {
    /// The files held, read and added only under the lock.
    private let files: Locked<[String: [UInt8]]>
    /// Whether the snapshot holds its files only, a file it lacks being missing.
    let isSealed: Bool

    public init() {
        files = Locked([:])
        isSealed = false
    }

    /// A snapshot of `files` (absolute paths and their bytes) and of no other file.
    public init(files: [String: [UInt8]]) {
        self.files = Locked(Dictionary(files.map { (RealPath.planned($0.key), $0.value) }) { first, _ in first })
        isSealed = true
    }

    /// The bytes of `path`, read the first time it is asked for.
    func bytes(of path: String) throws(SourceFile.ReadError) -> [UInt8] {
        if let known = files.withLock({ $0[held(path)] }) { return known }
        guard !isSealed else { throw SourceFile.ReadError(message: "No such file or directory") }
        let read = try SourceFile.read(path)
        files.withLock { $0[path] = $0[path] ?? read }
        return read
    }

    /// The size of `path` as held (nil: not held).
    func heldSize(of path: String) -> Int? {
        files.withLock { $0[held(path)]?.count }
    }

    /// Where a snapshot of given files holds `path` (`.` and `..` taken as written); any other reads
    /// `path` as it is.
    private func held(_ path: String) -> String {
        isSealed ? RealPath.planned(path) : path
    }
}
