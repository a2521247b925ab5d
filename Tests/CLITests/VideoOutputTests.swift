import Foundation
import TestSupport
import Testing

/// `poster frames -o FILE.mp4 | FILE.webm`, made by ffmpeg and read back by ffprobe.
@Suite struct VideoOutputTests {
    @Test(arguments: [("mp4", "h264", "30"), ("webm", "vp9", "24")])
    func theVideoHasTheCodecRateFramesAndDuration(_ format: String, _ codec: String, _ fps: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // 45 x 31 pt at 72 dpi: odd sides, made even for 4:2:0.
        let spec = try AnimationSpecs.turning(in: folder, size: "45pt x 31pt")
        let path = folder.path("t.\(format)")
        let result = try PosterProcess.run(["frames", spec, "--fps", fps, "--duration", "1", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let values = try probe(path)
        #expect(values["codec_name"] == codec)
        #expect(values["r_frame_rate"] == "\(fps)/1")
        #expect(values["nb_read_frames"] == fps)
        #expect(values["pix_fmt"] == "yuv420p")
        #expect(values["width"] == "46" && values["height"] == "32")
        #expect(Double(values["duration"] ?? "").map { abs($0 - 1) < 0.001 } == true, "\(values)")
    }

    @Test(arguments: ["mp4", "webm"])
    func theSameSpecGivesTheSameBytes(_ format: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "40pt x 20pt")
        for name in ["a", "b"] {
            #expect(try PosterProcess.run(["frames", spec, "--fps", "10", "--duration", "0.5", "-o", folder.path("\(name).\(format)")]).status == 0)
        }
        let a = FileManager.default.contents(atPath: folder.path("a.\(format)")), b = FileManager.default.contents(atPath: folder.path("b.\(format)"))
        #expect(a != nil && a == b)
    }

    @Test func withoutFFmpegTheErrorNamesThePackageAndNothingIsWritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "40pt x 20pt")
        try FileManager.default.createDirectory(atPath: folder.path("empty"), withIntermediateDirectories: true)
        let result = try PosterProcess.run(["frames", spec, "-o", folder.path("out/t.mp4")], environment: ["PATH": folder.path("empty")])
        #expect(result.status == 2)
        #expect(result.stderr == "poster: error: \(folder.path("out/t.mp4")): writing .mp4 needs ffmpeg, which is not installed: apt-get install ffmpeg\n")
        #expect(folder.files == ["empty", "turning.json"])
    }

    @Test func aFailingFFmpegLeavesTheEarlierFileAndNoTemporary() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "40pt x 20pt")
        try FileManager.default.createDirectory(atPath: folder.path("bin"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n/bin/cat > /dev/null\necho 'no encoder here' >&2\nexit 3\n".utf8).write(to: folder.url.appendingPathComponent("bin/ffmpeg"))
        chmod(folder.path("bin/ffmpeg"), 0o755)
        try Data("earlier".utf8).write(to: folder.url.appendingPathComponent("t.webm"))
        let result = try PosterProcess.run(
            ["frames", spec, "--fps", "5", "--duration", "1", "-o", folder.path("t.webm")], environment: ["PATH": folder.path("bin")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ffmpeg could not make the .webm (exit status 3): no encoder here"), "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: folder.path("t.webm")) == Data("earlier".utf8))
        #expect(folder.files == ["bin", "t.webm", "turning.json"])
    }
}
