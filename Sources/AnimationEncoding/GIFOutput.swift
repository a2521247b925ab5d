import CGIF

/// Where giflib's output function sends the bytes: the encoder's sink, and the first error it threw
/// (giflib only learns that the write failed).
final class GIFOutput {
    let sink: ByteSink
    var error: (any Error)?

    init(sink: @escaping ByteSink) {
        self.sink = sink
    }

    /// giflib's output function; the file's user data is the `GIFOutput`.
    static let write: OutputFunc = { file, bytes, count in
        guard let file, let user = file.pointee.UserData else { return 0 }
        let output = Unmanaged<GIFOutput>.fromOpaque(user).takeUnretainedValue()
        guard output.error == nil else { return 0 }
        do {
            try output.sink(UnsafeRawBufferPointer(start: bytes, count: Int(count)))
            return count
        } catch {
            output.error = error
            return 0
        }
    }
}
