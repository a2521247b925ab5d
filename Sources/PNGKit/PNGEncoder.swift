import CZlib
import Dispatch

/// Writes 32-bit images (cairo's premultiplied ARGB) as PNG, compressing bands of rows on several
/// cores at once. The bytes depend only on the pixels and the compression, never on `jobs`; an image
/// with no pixel less than opaque is written as RGB, any other as RGBA. The pixels decode exactly as
/// those of cairo's own PNG writer.
public struct PNGEncoder: Sendable {
    public var compression: PNGCompression
    /// How many bands compress at once.
    public var jobs: Int
    /// Written as the image's physical resolution (pHYs) when given.
    public var pixelsPerInch: Double?

    /// About how many filtered bytes a band holds: large enough that restarting the compressor per
    /// band costs little, small enough to share the work out evenly.
    static let bandBytes = 1 << 20

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
        try writeHeader(image, to: write)
        try compress(image) { try PNGChunk.write("IDAT", $0, to: write) }
        try PNGChunk.write("IEND", [], to: write)
    }

    /// Refuses a size PNG cannot hold.
    static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(message: "a PNG cannot be \(width) x \(height) pixels")
        }
    }

    /// The signature, the header chunk for `image` and the resolution.
    func writeHeader(_ image: PixelRows, to write: PNGChunk.Sink) throws {
        try PNGChunk.signature(to: write)
        try PNGChunk.write(
            "IHDR", Self.bigEndian(UInt32(image.width)) + Self.bigEndian(UInt32(image.height)) + [8, image.hasAlpha ? 6 : 2, 0, 0, 0], to: write)
        if let pixelsPerInch {
            let perMetre = Self.bigEndian(UInt32((pixelsPerInch / 0.0254).rounded()))
            try PNGChunk.write("pHYs", perMetre + perMetre + [1], to: write)
        }
    }

    /// The image's zlib stream, filtered and compressed a band at a time, handed to `chunk` a band at a time.
    func compress(_ image: PixelRows, chunk: ([UInt8]) throws -> Void) throws {
        let height = image.height
        let rowsPerBand = max(1, Self.bandBytes / (image.rowBytes + 1))
        let bands = Swift.stride(from: 0, to: height, by: rowsPerBand).map { $0..<min(height, $0 + rowsPerBand) }
        var adler: UInt = 1
        let batch = jobs * 2
        for batchStart in Swift.stride(from: 0, to: bands.count, by: batch) {
            let indices = batchStart..<min(bands.count, batchStart + batch)
            let deflated = try compress(image, bands: bands, indices: indices)
            for (k, band) in zip(indices, deflated) {
                var data = k == 0 ? compression.zlibHeader : []
                data += band.bytes
                adler = adler32_combine(adler, band.adler, band.length)
                if k == bands.count - 1 { data += Self.bigEndian(UInt32(truncatingIfNeeded: adler)) }
                try chunk(data)
            }
        }
    }

    /// The bands at `indices`, compressed on up to `jobs` threads: worker w takes every jobs-th band
    /// from the w-th on (the bands are of about the same size).
    private func compress(_ image: PixelRows, bands: [Range<Int>], indices: Range<Int>) throws -> [DeflatedBand] {
        let results = ResultSlots(count: indices.count)
        let compression = compression, last = bands.count - 1, workers = min(jobs, indices.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for k in Swift.stride(from: worker, to: indices.count, by: workers) {
                let index = indices.lowerBound + k
                results.set(k, Result { try DeflatedBand(image, rows: bands[index], compression: compression, isLast: index == last) })
            }
        }
        return try results.values()
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// One result per band, each set once by the thread that compressed it.
private final class ResultSlots: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<Result<DeflatedBand, any Error>?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ result: Result<DeflatedBand, any Error>) { slots[index] = result }

    func values() throws -> [DeflatedBand] { try slots.map { try $0!.get() } }
}
