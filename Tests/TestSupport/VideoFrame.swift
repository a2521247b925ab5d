import CairoKit
import Foundation

/// Frame `k` (counting from 0) of the animation or video at `path`, decoded by ffmpeg into a PNG in
/// `folder` and read back.
public func decodedFrame(_ k: Int, of path: String, in folder: ScratchFolder) throws -> ImageData {
    let png = folder.path("decoded-\(k)-\(UUID().uuidString).png")
    let result = try ToolProcess.run(tool: "ffmpeg", ["-v", "error", "-i", path, "-vf", "select=eq(n\\,\(k))", "-frames:v", "1", "-f", "image2", "-y", png])
    guard result.status == 0 else { throw CairoError(message: "ffmpeg could not decode frame \(k) of \(path): \(result.stderr)") }
    return try decodedPNG(at: png)
}

/// What `ffprobe` says of the first video stream of `path`: `-show_entries` values by key (frames
/// counted by decoding them).
public func probe(_ path: String, entries: String = "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames:format=duration")
    throws -> [String: String]
{
    let result = try ToolProcess.run(
        tool: "ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", entries, "-of", "default=nw=1", path])
    var values: [String: String] = [:]
    for line in result.stdout.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    return values
}
