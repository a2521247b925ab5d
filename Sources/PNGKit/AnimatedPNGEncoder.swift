/// Writes an animated PNG (APNG) a frame at a time: the first frame is the image every PNG reader
/// shows, each later one a full-size `fdAT` frame that replaces the one before it (dispose op none,
/// blend op source), so every frame decodes to exactly its own pixels. The whole animation is RGB or
/// RGBA, as `alpha` says; the bytes depend only on the frames and the settings.
public struct AnimatedPNGEncoder: Sendable {
    /// How each frame is compressed, and the resolution recorded.
    public let png: PNGEncoder
    /// How many frames the animation has (`acTL`'s num_frames).
    public let frameCount: Int
    /// How many times it plays, 0 for ever (`acTL`'s num_plays).
    public let plays: Int
    /// Each frame's display time in seconds, `delayNumerator / delayDenominator`.
    public let delayNumerator: UInt16
    public let delayDenominator: UInt16
    /// Whether the frames are written as RGBA rather than RGB.
    public let alpha: Bool

    /// The frames written so far, and the size of the first.
    private var written = 0
    private var width = 0, height = 0
    /// The next `fcTL` or `fdAT` chunk's sequence number.
    private var sequence: UInt32 = 0

    public init(png: PNGEncoder, frameCount: Int, plays: Int, delayNumerator: UInt16, delayDenominator: UInt16, alpha: Bool) {
        self.png = png
        self.frameCount = frameCount
        self.plays = plays
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
        self.alpha = alpha
    }

    /// Writes the next frame; the first also writes the file's header. Every frame must have the
    /// first one's size.
    public mutating func add(_ frame: PixelRows, to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard written < frameCount else { throw PNGError(message: "the animation has \(frameCount) frames; a frame more was given") }
        let image = frame.with(alpha: alpha)
        if written == 0 {
            try PNGEncoder.checkSize(width: image.width, height: image.height)
            width = image.width
            height = image.height
            try png.writeHeader(width: image.width, height: image.height, hasAlpha: image.hasAlpha, to: write)
            try PNGChunk.write("acTL", PNGEncoder.bigEndian(UInt32(frameCount)) + PNGEncoder.bigEndian(UInt32(plays)), to: write)
        } else if image.width != width || image.height != height {
            throw PNGError(message: "frame \(written + 1) is \(image.width) x \(image.height) pixels, the first is \(width) x \(height)")
        }
        try PNGChunk.write("fcTL", nextSequence() + frameControl, to: write)
        let first = written == 0
        try png.compress(image) { data in
            if first {
                try PNGChunk.write("IDAT", data, to: write)
            } else {
                try PNGChunk.write("fdAT", nextSequence() + data, to: write)
            }
        }
        written += 1
    }

    /// Ends the file, once every frame has been written.
    public func finish(to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard written == frameCount else { throw PNGError(message: "the animation has \(frameCount) frames; \(written) were given") }
        try PNGChunk.write("IEND", [], to: write)
    }

    /// `fcTL` after its sequence number: the full frame at the origin, its delay, dispose op none
    /// (the next frame covers it whole) and blend op source (it replaces every pixel, alpha too).
    private var frameControl: [UInt8] {
        PNGEncoder.bigEndian(UInt32(width)) + PNGEncoder.bigEndian(UInt32(height)) + PNGEncoder.bigEndian(0) + PNGEncoder.bigEndian(0)
            + [UInt8(delayNumerator >> 8), UInt8(delayNumerator & 0xFF), UInt8(delayDenominator >> 8), UInt8(delayDenominator & 0xFF), 0, 0]
    }

    private mutating func nextSequence() -> [UInt8] {
        defer { sequence += 1 }
        return PNGEncoder.bigEndian(sequence)
    }
}
