import Foundation
import TestSupport
import Testing

/// `poster frames -o FILE.webp`, read back by `webpmux -info` (Debian's webp package).
@Suite struct AnimatedWebPTests {
    /// The frame lines of `webpmux -info`: its columns (number, width, height, alpha, x, y, duration,
    /// dispose, blend, image size, compression) and the loop count.
    private func info(_ path: String) throws -> (frames: [[String]], loop: String?) {
        let result = try ToolProcess.run(tool: "webpmux", ["-info", path])
        let lines = result.stdout.split(separator: "\n")
        let frames = lines.filter { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true }.map { $0.split(separator: " ").map(String.init) }
        let loop = lines.first { $0.contains("Loop Count") }?.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) }
        return (frames, loop)
    }

    @Test func framesLastWholeMillisecondsWithNoDriftAndLosslessByDefault() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "40pt x 20pt")
        let result = try PosterProcess.run(["frames", spec, "--fps", "30", "--duration", "0.2", "--loop", "2", "-o", folder.path("t.webp")])
        #expect(result.status == 0, "\(result.stderr)")
        let (frames, loop) = try info(folder.path("t.webp"))
        #expect(frames.count == 6)
        // Frame k starts at round(k * 1000 / 30) ms: 0, 33, 67, 100, 133, 167, 200.
        #expect(frames.map { $0[6] } == ["33", "34", "33", "33", "34", "33"])
        #expect(frames.allSatisfy { $0.last == "lossless" })
        #expect(loop == "2")
        // The first frame is stored whole: dwebp decodes it to exactly the PNG frame's pixels.
        #expect(try PosterProcess.run(["frames", spec, "--fps", "30", "--duration", "0.2", "-o", folder.path("frames")]).status == 0)
        #expect(try ToolProcess.run(tool: "webpmux", ["-get", "frame", "1", folder.path("t.webp"), "-o", folder.path("first.webp")]).status == 0)
        #expect(try ToolProcess.run(tool: "dwebp", [folder.path("first.webp"), "-o", folder.path("first.png")]).status == 0)
        #expect(try decodedPNG(at: folder.path("first.png")) == decodedPNG(at: folder.path("frames/frame-0001.png")))
    }

    @Test func qualityMakesItLossy() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "40pt x 20pt")
        let result = try PosterProcess.run(["frames", spec, "--fps", "5", "--duration", "1", "--quality", "60", "-o", folder.path("t.webp")])
        #expect(result.status == 0, "\(result.stderr)")
        let (frames, loop) = try info(folder.path("t.webp"))
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.last == "lossy" })
        #expect(loop == "0")
    }
}
