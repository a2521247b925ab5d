import Foundation

/// One chunk of a PNG file as an independent reader sees it: its type and data, read from the
/// length field (the CRC is checked by `pngChunks`).
public struct PNGChunkEntry: Sendable {
    public let type: String
    public let data: [UInt8]

    /// The big-endian 32-bit number at `offset` of the data.
    public func uint32(at offset: Int) -> UInt32 {
        data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The big-endian 16-bit number at `offset` of the data.
    public func uint16(at offset: Int) -> UInt16 {
        UInt16(data[offset]) << 8 | UInt16(data[offset + 1])
    }
}

/// The chunks of the PNG (or APNG) file at `path`, in order; nil when the signature, a length or a
/// CRC is wrong.
public func pngChunks(at path: String) -> [PNGChunkEntry]? {
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { return nil }
    var chunks: [PNGChunkEntry] = []
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        guard offset + 12 + length <= bytes.count else { return nil }
        let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
        let crc = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard crc == crc32(typeAndData) else { return nil }
        chunks.append(PNGChunkEntry(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4))))
        offset += 12 + length
    }
    return offset == bytes.count ? chunks : nil
}

/// CRC-32 as PNG computes it, bit by bit (independent of zlib, which poster's encoder uses).
private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
}
