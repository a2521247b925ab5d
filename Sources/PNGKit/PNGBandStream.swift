import CLibZ
import Workers

/// A PNG written a band of rows at a time. Its rows are cut into bands that compress on their own (on
/// any thread, in any order, each reading only its own rows), which are then put in the file in order. The file's bytes are those `PNGEncoder.encode` writes for the same
/// pixels, whatever the order the bands were compressed in. Compressing reads only what never changes
/// and may run on any thread; bands are appended from one thread at a time.
public final class PNGBandStream: Sendable {
    public let encoder: PNGEncoder
    public let width: Int
    public let height: Int
    public let hasAlpha: Bool
    /// How many rows each band holds (the last may hold fewer).
    public let rowsPerBand: Int
    /// The checksum of the bands appended so far, and how many there are.
    private let appended = Locked((adler: UInt(1), count: 0))

    public init(encoder: PNGEncoder, width: Int, height: Int, hasAlpha: Bool) throws {
        try PNGEncoder.checkSize(width: width, height: height)
        self.encoder = encoder
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        rowsPerBand = PNGEncoder.rowsPerBand(width: width)
    }

    public var bandCount: Int { (height + rowsPerBand - 1) / rowsPerBand }

    /// The rows band `k` holds.
    public func rows(ofBand k: Int) -> Range<Int> {
        k * rowsPerBand..<min(height, (k + 1) * rowsPerBand)
    }

    /// The signature, the header chunk and the resolution.
    public func writeHeader(to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try encoder.writeHeader(width: width, height: height, hasAlpha: hasAlpha, to: write)
    }

    /// Band `k`, filtered and compressed from `image`, which must hold its rows. Safe to call from
    /// several threads at once.
    public func compress(band k: Int, of image: PixelRows) throws -> CompressedBand {
        CompressedBand(
            index: k,
            deflated: try DeflatedBand(image.with(alpha: hasAlpha), rows: rows(ofBand: k), compression: encoder.compression, isLast: k == bandCount - 1))
    }

    /// The next band's share of the zlib stream: the stream's header before the first band, the
    /// checksum after the last. Bands must come in order.
    public func zlibBytes(_ band: CompressedBand) throws -> [UInt8] {
        try appended.withLock { (appended) throws(PNGError) in
            guard band.index == appended.count else { throw PNGError(message: "band \(band.index) was given where band \(appended.count) belongs") }
            appended.count += 1
            var data = band.index == 0 ? encoder.compression.zlibHeader : []
            data += band.deflated.bytes
            appended.adler = adler32_combine(appended.adler, band.deflated.adler, band.deflated.length)
            if band.index == bandCount - 1 { data += PNGEncoder.bigEndian(UInt32(truncatingIfNeeded: appended.adler)) }
            return data
        }
    }

    /// Writes the next band as an image data chunk, and after the last band the file's end.
    public func append(_ band: CompressedBand, to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try PNGChunk.write("IDAT", try zlibBytes(band), to: write)
        if band.index == bandCount - 1 { try PNGChunk.write("IEND", [], to: write) }
    }
}

/// One band of a PNG's rows, compressed and waiting for its place in the file.
public struct CompressedBand: Sendable {
    let index: Int
    let deflated: DeflatedBand
}
