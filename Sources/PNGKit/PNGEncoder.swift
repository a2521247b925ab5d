import CLibZ
import Workers

/// Writes 32-bit images (cairo's premultiplied ARGB) as PNG, compressing bands of rows on several
/// cores at once, each band on its own (`DeflatedBand`). The bytes depend only on the pixels and the
/// compression, never on `jobs`; an image with no pixel less than opaque is written as RGB, any other
/// as RGBA. The pixels decode exactly as
/// those of cairo's own PNG writer.
public struct PNGEncoder: Sendable {
    public var compression: PNGCompression
    /// How many bands compress at once.
    public var jobs: Int
    /// Written as the image's physical resolution (pHYs) when given.
    public var pixelsPerInch: Double?

    /// About how many bytes of pixels (4 a pixel, as drawn) a band holds: large enough that restarting
    /// the compressor per band costs little, small enough to share the work out evenly and to keep a
    /// band's pixels in a core's cache.
    static let bandBytes = 1 << 20

    /// How many rows a band of an image `width` pixels wide holds (whether or not it has alpha): the
    /// unit a raster page is drawn in (one band at a time) and compressed in.
    public static func rowsPerBand(width: Int) -> Int {
        max(1, bandBytes / (4 * max(1, width) + 1))
    }

    public init(compression: PNGCompression = .default, jobs: Int, pixelsPerInch: Double? = nil) {
        self.compression = compression
        self.jobs = max(1, jobs)
        self.pixelsPerInch = pixelsPerInch
    }

    /// Encodes the `width` x `height` image whose rows start `stride` bytes apart at `base`, handing
    /// the file's bytes to `write` in order.
    public func encode(
        base: UnsafeRawPointer, width: Int, height: Int, stride: Int, to write: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try Self.checkSize(width: width, height: height)
        let image = PixelRows(base: base, width: width, height: height, stride: stride)
        try writeHeader(width: width, height: height, hasAlpha: image.hasAlpha, to: write)
        try compress(image) { try PNGChunk.write("IDAT", $0, to: write) }
        try PNGChunk.write("IEND", [], to: write)
    }

    /// Refuses a size PNG cannot hold.
    static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(message: "a PNG cannot be \(width) x \(height) pixels")
        }
    }

    /// The signature, the header chunk for an image of that size and kind, and the resolution.
    func writeHeader(width: Int, height: Int, hasAlpha: Bool, to write: PNGChunk.Sink) throws {
        try PNGChunk.signature(to: write)
        try PNGChunk.write("IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, hasAlpha ? 6 : 2, 0, 0, 0], to: write)
        if let pixelsPerInch {
            let perMetre = Self.bigEndian(UInt32((pixelsPerInch / 0.0254).rounded()))
            try PNGChunk.write("pHYs", perMetre + perMetre + [1], to: write)
        }
    }

    /// The image's zlib stream, filtered and compressed a band at a time on up to `jobs` threads,
    /// handed to `chunk` a band at a time.
    func compress(_ image: PixelRows, chunk: ([UInt8]) throws -> Void) throws {
        let stream = try PNGBandStream(encoder: self, width: image.width, height: image.height, hasAlpha: image.hasAlpha)
        let batch = jobs * 2
        for batchStart in Swift.stride(from: 0, to: stream.bandCount, by: batch) {
            let indices = batchStart..<min(stream.bandCount, batchStart + batch)
            for band in try compress(image, stream: stream, indices: indices) { try chunk(try stream.zlibBytes(band)) }
        }
    }

    /// The bands at `indices`, compressed on up to `jobs` threads.
    private func compress(_ image: PixelRows, stream: PNGBandStream, indices: Range<Int>) throws -> [CompressedBand] {
        try Workers.map(indices.count, jobs: jobs) { (k, _) throws in try stream.compress(band: indices.lowerBound + k, of: image) }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
