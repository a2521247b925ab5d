import CGIF
import PNGKit

/// Animated GIF through giflib, each frame full size with a palette of its own (`GIFQuantizedFrame`).
/// A palette per frame rather than one for the whole animation: each frame gets the 256 colours that
/// suit it best, a figure that changes colour as it moves (a tree growing leaves, a bounce over a
/// gradient) never shares 256 colours between all its states, and frames are encoded as they are
/// drawn, with no second pass over the animation and no frame kept. Delays are centiseconds, frame
/// `k` starting at k / rate rounded (`FrameTiming`), so 30 fps gives 3, 4, 3, 3, 4, 3 ... and the
/// animation never drifts. Each frame is cleared to transparent (disposed to the background) before
/// the next is drawn, so a transparent pixel never shows the frame before.
public final class GIFFrameEncoder: FrameEncoder {
    private let settings: AnimationSettings
    private let output: GIFOutput
    private let gif: GIFLibrary
    private var file: UnsafeMutablePointer<GifFileType>?
    private var written = 0

    public init(settings: AnimationSettings, sink: @escaping ByteSink) throws {
        self.settings = settings
        output = GIFOutput(sink: sink)
        gif = try opened(GIFLibrary.shared)
        var error: Int32 = 0
        file = gif.open(Unmanaged.passUnretained(output).toOpaque(), GIFOutput.write, &error)
        guard file != nil else { throw AnimationError("giflib could not start a GIF: \(message(error))") }
    }

    deinit {
        if let file { _ = gif.close(file, nil) }
    }

    public func add(_ frame: PixelRows) throws {
        guard let file else { throw AnimationError("the GIF is already finished") }
        if written == 0 {
            gif.setVersion(file, true)
            try check(gif.putScreenDescription(file, Int32(frame.width), Int32(frame.height), 8, 0, nil))
            try putLoopCount(file)
        }
        let quantized = try GIFQuantizedFrame(frame)
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_BACKGROUND, UserInputFlag: false,
            DelayTime: Int32(settings.timing.length(of: written, unitsPerSecond: 100)),
            TransparentColor: Int32(quantized.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        _ = gif.controlBlockToExtension(&control, &extensionBytes)
        try check(gif.putExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes))
        try putImage(file, quantized, width: frame.width, height: frame.height)
        written += 1
    }

    public func finish() throws {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        guard gif.close(file, &error) == GIF_OK else { throw output.error ?? AnimationError("giflib could not end the GIF: \(message(error))") }
    }

    /// The image descriptor with the frame's palette (padded to a power of two, as GIF stores it)
    /// and its rows.
    private func putImage(_ file: UnsafeMutablePointer<GifFileType>, _ quantized: GIFQuantizedFrame, width: Int, height: Int) throws {
        let colors = quantized.palette.count / 3
        let size = max(2, 1 << (Int.bitWidth - (colors - 1).leadingZeroBitCount))
        var entries = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for i in 0..<colors {
            entries[i] = GifColorType(Red: quantized.palette[3 * i], Green: quantized.palette[3 * i + 1], Blue: quantized.palette[3 * i + 2])
        }
        guard let map = gif.makeColorMap(Int32(size), entries) else { throw AnimationError("giflib could not make a palette") }
        defer { gif.freeColorMap(map) }
        try check(gif.putImageDescription(file, 0, 0, Int32(width), Int32(height), false, map))
        var indices = quantized.indices
        try indices.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height { try check(gif.putLine(file, buffer.baseAddress! + y * width, Int32(width))) }
        }
    }

    /// The NETSCAPE2.0 extension, which counts repeats after the first play: none for one play.
    private func putLoopCount(_ file: UnsafeMutablePointer<GifFileType>) throws {
        guard settings.plays != 1 else { return }
        let repeats = settings.plays == 0 ? 0 : settings.plays - 1
        try check(gif.putExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(gif.putExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)))
        try check(gif.putExtensionBlock(file, 3, [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]))
        try check(gif.putExtensionTrailer(file))
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else {
            throw output.error ?? AnimationError("giflib could not write the GIF: \(message(file?.pointee.Error ?? 0))")
        }
    }

    private func message(_ error: Int32) -> String {
        gif.errorText(error).map { String(cString: $0) } ?? "error \(error)"
    }
}
