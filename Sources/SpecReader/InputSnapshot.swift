import FileIO
import Foundation

/// The bytes of the inputs several loads of one spec read, kept from the first read: the frames of an
/// animation are one spec decoded at many values, and read its data files once, not once a frame, and
/// all of them see the same data. Shared between threads (a preview draws frames as they are asked for).
public final class InputSnapshot: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]

    public init() {}

    /// The bytes of `path`, read the first time it is asked for.
    func bytes(of path: String) throws(SourceFile.ReadError) -> [UInt8] {
        if let known = lock.withLock({ files[path] }) { return known }
        let read = try SourceFile.read(path)
        lock.withLock { files[path] = files[path] ?? read }
        return read
    }
}
