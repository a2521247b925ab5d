/// Small files poster keeps in folders it fills (an index, a list of frames): written whole under a
/// temporary name and renamed into place; a symbolic link there is replaced, never followed, and
/// anything but a regular file is refused.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        do {
            let target = try OutputTarget(for: path, policy: .managedFolder)
            try target.write(bytes)
            try target.commit()
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(path: path, reason: "\(error)")
        }
    }

    /// Writes what `fill` hands to the function it is given, piece by piece, as `write` writes bytes: a
    /// file too large to hold in memory is never held whole. When `fill` throws, nothing is put in place
    /// and its error is thrown.
    public static func write(to path: String, _ fill: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        let target = try OutputTarget(for: path, policy: .managedFolder)
        try fill { try target.write($0) }
        try target.commit()
    }
}
