import FileIO

/// The picture files one load reads and what was made of each (its checked picture), so that a picture
/// placed on many pages is read and checked once, and their bytes (`PictureBytes`), kept within a budget
/// and read again when let go. Owned by the load's `World`.
package final class PictureFiles {
    /// The bytes of the files read.
    package let bytes: PictureBytes
    private var made: [PictureBytes.Key: any Sendable] = [:]

    init(snapshot: InputSnapshot?) {
        bytes = PictureBytes(snapshot: snapshot)
    }

    /// Files read apart from another load's, their bytes kept with those of `bytes` (within its budget).
    init(sharing bytes: PictureBytes) {
        self.bytes = bytes
    }

    /// What was made of the file at `key` when this load read it before, if it is a `Made`.
    package func made<Made>(_ key: PictureBytes.Key, as _: Made.Type) -> Made? {
        made[key] as? Made
    }

    /// Keeps `contents`, read from `located` (a path `World.locate` gave) and now at `key`, and what `make`
    /// makes of it, given what has the bytes again when they are wanted (as kept, or read again); returns that.
    package func add<Made: Sendable>(
        _ contents: [UInt8], at key: PictureBytes.Key, located: LocatedFile,
        making make: (_ reread: @escaping @Sendable () throws(SourceFile.ReadError) -> [UInt8]) -> Made
    ) -> Made {
        let bytes = self.bytes
        bytes.keep(contents, at: key)
        let result = make { () throws(SourceFile.ReadError) in try bytes.bytes(at: key, located: located) }
        made[key] = result
        return result
    }
}
