import CairoKit
import Foundation
import TestSupport
import Testing

/// `poster frames -o FILE.gif`, read back by ffprobe and ffmpeg.
@Suite struct AnimatedGIFTests {
    @Test func frameTimesAreCumulativeCentisecondsWithNoDriftAt30FPS() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "40pt x 20pt")
        let result = try PosterProcess.run(["frames", spec, "--fps", "30", "--duration", "1", "-o", folder.path("t.gif")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try probe(folder.path("t.gif"))["nb_read_frames"] == "30")
        let times = try ToolProcess.run(tool: "ffprobe", ["-v", "error", "-show_entries", "frame=pts", "-of", "csv=p=0", folder.path("t.gif")])
        let pts = times.stdout.split(separator: "\n").compactMap { Int($0) }
        // Frame k starts at round(k * 100 / 30) cs: 0, 3, 7, 10, ... and the last at 97, not 29 x 3 = 87.
        let starts: [Int] = (0..<30).map { (frame: Int) -> Int in Int((Double(frame) * 100 / 30).rounded()) }
        #expect(pts == starts)
        #expect(pts.last == 97)
        #expect(Array(pts.prefix(4)) == [0, 3, 7, 10])
    }

    @Test func loopCountIsTheNetscapeExtensionsRepeats() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "20pt x 10pt")
        let netscape = Array("NETSCAPE2.0".utf8)
        for (loop, block) in [("0", [UInt8]([3, 1, 0, 0])), ("3", [3, 1, 2, 0]), ("1", nil)] {
            let path = folder.path("loop-\(loop).gif")
            #expect(try PosterProcess.run(["frames", spec, "--fps", "2", "--duration", "1", "--loop", loop, "-o", path]).status == 0)
            let bytes = try #require(FileManager.default.contents(atPath: path).map(Array.init))
            let found = bytes.indices.first { bytes[$0...].starts(with: netscape) }
            if let block {
                let at = try #require(found, "--loop \(loop)")
                #expect(Array(bytes[at + 11..<at + 15]) == block, "--loop \(loop)")
            } else {
                #expect(found == nil, "one play needs no loop extension")
            }
        }
    }

    @Test func coloursStayCloseToThePNGFramesThroughThePalette() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder)
        let arguments = ["frames", spec, "--fps", "4", "--duration", "1"]
        #expect(try PosterProcess.run(arguments + ["-o", folder.path("t.gif")]).status == 0)
        #expect(try PosterProcess.run(arguments + ["-o", folder.path("frames")]).status == 0)
        for k in 0..<4 {
            let png = try decodedPNG(at: folder.path("frames/frame-000\(k + 1).png"))
            #expect(Set(png.pixels).count > 256, "the frame needs a palette chosen well")
            let gif = try decodedFrame(k, of: folder.path("t.gif"), in: folder)
            #expect(gif.width == png.width && gif.height == png.height)
            var error = 0
            for (a, b) in zip(gif.pixels, png.pixels) {
                let p = RGBA(premultipliedARGB: a), q = RGBA(premultipliedARGB: b)
                error += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
            }
            let mean = Double(error) / Double(3 * png.pixels.count)
            #expect(mean < 1, "frame \(k): mean error \(mean) of 255")
        }
    }

    @Test func pixelsLessThanHalfOpaqueAreTransparent() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.rounding(in: folder)
        #expect(try PosterProcess.run(["frames", spec, "--fps", "4", "--duration", "1", "-o", folder.path("r.gif")]).status == 0)
        let first = try decodedFrame(0, of: folder.path("r.gif"), in: folder), last = try decodedFrame(3, of: folder.path("r.gif"), in: folder)
        #expect(first.rgba(x: 0, y: 0).alpha == 255)
        #expect(last.rgba(x: 0, y: 0).alpha == 0, "a transparent corner does not show the frame before")
        let centre = last.rgba(x: last.width / 2, y: last.height / 2)
        #expect(centre.alpha == 255 && centre.distance(to: RGBA(red: 0x4F, green: 0x4F, blue: 0xBF, alpha: 255)) <= 3)
    }
}
