import AnimationEncoding
import CairoKit
import Imaging
import Output
import PNGKit
import Render
import Scene

/// Writes an animation file (APNG, GIF, WebP, MP4 or WebM) from pages drawn one at a time, as every
/// output is written: under a temporary name, renamed into place when complete, so a failed or
/// interrupted run leaves no partial file and whatever was at the path untouched.
public enum AnimationWriter {
    /// Draws `settings.timing.count` frames, frame `k` from `frame(k)` at `options.dpi`, and writes
    /// them to `path` as `format`. Every frame must have the first one's size. An APNG is RGB while
    /// every frame is opaque; when a later frame is not, the frames are drawn again into an RGBA file.
    public static func write(
        frame: (Int) throws -> Page, to path: String, format: AnimationFormat, settings: AnimationSettings, options: RenderOptions
    ) throws {
        let target = try OutputTarget(for: path, policy: options.outputPolicy)
        do {
            do {
                try encode(frame, as: format, settings: settings, options: options, alpha: false, to: target)
            } catch is FramesNeedAlpha {
                try target.rewind()
                try encode(frame, as: format, settings: settings, options: options, alpha: true, to: target)
            }
            try target.commit()
        } catch {
            target.discard()
            throw OutputError.naming(path, error)
        }
    }

    private static func encode(
        _ frame: (Int) throws -> Page, as format: AnimationFormat, settings: AnimationSettings, options: RenderOptions, alpha: Bool,
        to target: OutputTarget
    ) throws {
        let stream = ByteStream(fileDescriptor: target.descriptor)
        let sink: ByteSink = { try stream.write($0) }
        let encoder: any FrameEncoder =
            switch format {
            case .apng:
                APNGFrameEncoder(
                    settings: settings, png: PNGEncoder(compression: options.pngCompression, jobs: options.jobs, pixelsPerInch: options.dpi),
                    alpha: alpha, sink: sink)
            case .gif: try GIFFrameEncoder(settings: settings, sink: sink)
            case .webp: try WebPFrameEncoder(settings: settings, sink: sink)
            case .mp4, .webm: try FFmpegFrameEncoder(format: format, settings: settings, output: target.descriptor)
            }
        var first: (width: Int, height: Int)?
        for k in 0..<settings.timing.count {
            let surface = try PageRaster.draw(try frame(k), dpi: options.dpi)
            try surface.withPixels { base, width, height, stride in
                if let first, first != (width, height) {
                    throw OutputError(
                        path: target.finalPath,
                        reason:
                            "frame \(k + 1) is \(width) x \(height) pixels, the first is \(first.width) x \(first.height): every frame must have the same size")
                }
                first = (width, height)
                try encoder.add(PixelRows(base: base, width: width, height: height, stride: stride))
            }
        }
        try encoder.finish()
    }
}
