import CWebPMux
import PNGKit
import SharedLibraries

/// Animated WebP through libwebp's WebPAnimEncoder: lossless (every colour kept), or lossy at a
/// quality. Frame `k` starts at k / rate in whole milliseconds, rounded, so the animation never
/// drifts; the encoder stores only what changes between frames, and a frame identical to the one
/// before lengthens it rather than being stored again. The file is assembled in memory and handed to
/// the sink whole when the last frame is in.
public final class WebPFrameEncoder: FrameEncoder {
    private let settings: AnimationSettings
    private let sink: ByteSink
    private let webp: WebPMuxLibrary
    private var encoder: OpaquePointer?
    private var written = 0

    public init(settings: AnimationSettings, sink: @escaping ByteSink) throws {
        self.settings = settings
        self.sink = sink
        webp = try opened(WebPMuxLibrary.shared)
    }

    deinit {
        if let encoder { webp.encoderDelete(encoder) }
    }

    public func add(_ frame: PixelRows) throws {
        if encoder == nil {
            var options = WebPAnimEncoderOptions()
            guard webp.initOptions(&options) != 0 else {
                throw AnimationError("libwebp's animation encoder is not the version poster was built with")
            }
            options.anim_params.loop_count = Int32(settings.plays)
            encoder = webp.newEncoder(width: Int32(frame.width), height: Int32(frame.height), &options)
            guard encoder != nil else { throw AnimationError("libwebp could not start an animation of \(frame.width) x \(frame.height) pixels") }
        }
        var config = WebPConfig()
        guard webp.initConfig(&config) != 0 else { throw AnimationError("libwebp's encoder is not the version poster was built with") }
        if let quality = settings.quality {
            config.quality = Float(quality)
        } else {
            config.lossless = 1
        }
        var picture = WebPPicture()
        guard webp.initPicture(&picture) != 0 else { throw AnimationError("libwebp could not make a picture") }
        defer { webp.pictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(frame.width)
        picture.height = Int32(frame.height)
        let rgba = frame.with(alpha: true).samples()
        guard webp.pictureImportRGBA(&picture, rgba, Int32(frame.width * 4)) != 0 else { throw AnimationError("libwebp could not take a frame") }
        let timestamp = Int32(settings.timing.start(of: written, unitsPerSecond: 1000))
        guard webp.encoderAdd(encoder, &picture, timestamp, &config) != 0 else { throw failure("encode frame \(written + 1)") }
        written += 1
    }

    public func finish() throws {
        let end = Int32(settings.timing.start(of: written, unitsPerSecond: 1000))
        guard webp.encoderAdd(encoder, nil, end, nil) != 0 else { throw failure("end the animation") }
        var data = WebPData()
        guard webp.encoderAssemble(encoder, &data) != 0 else { throw failure("assemble the animation") }
        defer { webp.clear(&data) }
        try sink(UnsafeRawBufferPointer(start: data.bytes, count: data.size))
    }

    private func failure(_ doing: String) -> AnimationError {
        let reason = encoder.flatMap { webp.encoderError($0) }.map { String(cString: $0) } ?? "no reason given"
        return AnimationError("libwebp could not \(doing): \(reason)")
    }
}
