import CCairo

/// Feeds a PNG held in memory to cairo's stream reader.
final class PNGReader {
    private let bytes: [UInt8]
    private var offset = 0
    /// Whether cairo asked for more than there was: the file ends before its image does.
    private(set) var exhaustedEarly = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func read(into buffer: UnsafeMutablePointer<UInt8>, _ length: Int) -> Bool {
        guard offset + length <= bytes.count else {
            exhaustedEarly = true
            return false
        }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + offset, count: length)
        }
        offset += length
        return true
    }

    static let readFunction: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
        return reader.read(into: data, Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
    }
}
