import CWebPMux
import PNGKit

/// Animated WebP through libwebp's WebPAnimEncoder: lossless (every colour kept), or lossy at a
/// quality. Frame `k` starts at k / rate in whole milliseconds, rounded, so the animation never
/// drifts; the encoder stores only what changes between frames, and a frame identical to the one
/// before lengthens it rather than being stored again. The file is assembled in memory and handed to
/// the sink whole when the last frame is in.
public final class WebPFrameEncoder: FrameEncoder {
    private let settings: AnimationSettings
    private let sink: ByteSink
    private var encoder: OpaquePointer?
    private var written = 0

    public init(settings: AnimationSettings, sink: @escaping ByteSink) {
        self.settings = settings
        self.sink = sink
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    public func add(_ frame: PixelRows) throws {
        if encoder == nil {
            var options = WebPAnimEncoderOptions()
            guard WebPAnimEncoderOptionsInit(&options) != 0 else {
                throw AnimationError("libwebp's animation encoder is not the version poster was built with")
            }
            options.anim_params.loop_count = Int32(settings.plays)
            encoder = WebPAnimEncoderNew(Int32(frame.width), Int32(frame.height), &options)
            guard encoder != nil else { throw AnimationError("libwebp could not start an animation of \(frame.width) x \(frame.height) pixels") }
        }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw AnimationError("libwebp's encoder is not the version poster was built with") }
        if let quality = settings.quality {
            config.quality = Float(quality)
        } else {
            config.lossless = 1
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw AnimationError("libwebp could not make a picture") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(frame.width)
        picture.height = Int32(frame.height)
        let rgba = frame.with(alpha: true).samples()
        guard WebPPictureImportRGBA(&picture, rgba, Int32(frame.width * 4)) != 0 else { throw AnimationError("libwebp could not take a frame") }
        let timestamp = Int32(settings.timing.start(of: written, unitsPerSecond: 1000))
        guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else { throw failure("encode frame \(written + 1)") }
        written += 1
    }

    public func finish() throws {
        let end = Int32(settings.timing.start(of: written, unitsPerSecond: 1000))
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else { throw failure("end the animation") }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure("assemble the animation") }
        defer { WebPDataClear(&data) }
        try sink(UnsafeRawBufferPointer(start: data.bytes, count: data.size))
    }

    private func failure(_ doing: String) -> AnimationError {
        let reason = encoder.flatMap { WebPAnimEncoderGetError($0) }.map { String(cString: $0) } ?? "no reason given"
        return AnimationError("libwebp could not \(doing): \(reason)")
    }
}
