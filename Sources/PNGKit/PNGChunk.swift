import CLibZ

/// The PNG signature and chunks: length, type, data, and the CRC-32 of type and data.
enum PNGChunk {
    typealias Sink = (UnsafeRawBufferPointer) throws -> Void

    static func signature(to write: Sink) throws {
        try send([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], to: write)
    }

    static func write(_ type: String, _ data: [UInt8], to write: Sink) throws {
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, typeBytes, UInt32(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        try send(PNGEncoder.bigEndian(UInt32(data.count)) + typeBytes, to: write)
        try send(data, to: write)
        try send(PNGEncoder.bigEndian(UInt32(crc)), to: write)
    }

    private static func send(_ bytes: [UInt8], to write: Sink) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}
