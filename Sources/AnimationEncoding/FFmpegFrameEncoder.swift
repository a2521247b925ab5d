import FileIO
import PNGKit

/// MP4 (H.264, CRF 20) or WebM (VP9, CRF 32 at no set bit rate) made by the `ffmpeg` program from
/// the frames piped to its standard input as raw RGB, at the exact frame rate. Video has no alpha: a
/// pixel less than opaque shows as it would over black. 4:2:0 chroma needs an even width and height:
/// an odd one is made even by repeating the last column or row. ffmpeg writes the file itself, to
/// the descriptor it is given as its standard output (a regular file, which it may seek in), with no
/// metadata and bit-exact flags, on a fixed number of threads, so the same frames give the same bytes.
public final class FFmpegFrameEncoder: FrameEncoder {
    private let format: AnimationFormat
    private let settings: AnimationSettings
    private let program: String
    private let output: Int32
    private var process: ChildProcess?

    /// How many threads the encoders use, whatever the machine: x264's output depends on it.
    static let threads = 4

    /// An encoder writing to `output`; throws at once when ffmpeg is not installed.
    public init(format: AnimationFormat, settings: AnimationSettings, output: Int32) throws {
        self.format = format
        self.settings = settings
        self.output = output
        program = try FFmpegProgram.locate(for: format)
    }

    public func add(_ frame: PixelRows) throws {
        if process == nil { try start(width: frame.width, height: frame.height) }
        let padded = Self.evenSized(frame.with(alpha: false).samples(), width: frame.width, height: frame.height)
        do {
            try process?.write(padded)
        } catch {
            throw failure(end())
        }
    }

    public func finish() throws {
        let status = end()
        guard status == 0 else { throw failure(status) }
    }

    private func start(width: Int, height: Int) throws {
        do {
            process = try ChildProcess(program, arguments: arguments(width: width + width % 2, height: height + height % 2), output: output)
        } catch {
            throw AnimationError("cannot start ffmpeg (\(program)): \(error.message)")
        }
    }

    private func arguments(width: Int, height: Int) -> [String] {
        let rate = "\(settings.timing.rateNumerator)/\(settings.timing.rateDenominator)"
        let codec =
            format == .mp4
            ? ["-c:v", "libx264", "-preset", "medium", "-crf", "20", "-movflags", "+faststart"]
            : ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-row-mt", "1"]
        return [
            "-hide_banner", "-nostdin", "-nostats", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgb24", "-video_size", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0",
            "-vf", "scale=out_color_matrix=bt709:flags=accurate_rnd+bitexact,format=yuv420p",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-r", rate,
            "-threads", String(Self.threads),
        ] + codec + [
            "-map_metadata", "-1", "-fflags", "+bitexact", "-flags", "+bitexact", "-f", format.rawValue, "-y", "/dev/stdout",
        ]
    }

    /// Closes ffmpeg's input and waits for it to end; its exit status.
    private func end() -> Int32 {
        process?.wait() ?? -1
    }

    private func failure(_ status: Int32) -> AnimationError {
        let message = String(decoding: process?.errorOutput() ?? [], as: UTF8.self).trimmed
        return AnimationError("ffmpeg could not make the .\(format.rawValue) (exit status \(status))\(message.isEmpty ? "" : ": " + message)")
    }

    /// RGB rows of a `width` x `height` image, with the last column and row repeated where either is odd.
    static func evenSized(_ rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width % 2 == 1 || height % 2 == 1 else { return rgb }
        var padded: [UInt8] = []
        padded.reserveCapacity((width + 1) * (height + 1) * 3)
        for y in 0..<height + height % 2 {
            let row = rgb[min(y, height - 1) * width * 3..<(min(y, height - 1) + 1) * width * 3]
            padded.append(contentsOf: row)
            if width % 2 == 1 { padded.append(contentsOf: row.suffix(3)) }
        }
        return padded
    }
}
