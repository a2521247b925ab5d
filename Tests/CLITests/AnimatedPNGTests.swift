import CairoKit
import Foundation
import TestSupport
import Testing

/// `poster frames -o FILE.apng`, read back by a chunk parser of the tests' own and by ffmpeg.
@Suite struct AnimatedPNGTests {
    @Test func chunksCountFramesPlaysAndDelaysInSequence() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder)
        let result = try PosterProcess.run(["frames", spec, "--fps", "10", "--duration", "0.5", "--dpi", "36", "--loop", "3", "-o", folder.path("t.apng")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(folder.path("t.apng")): 5 frames at 10 fps\n")
        let chunks = try #require(pngChunks(at: folder.path("t.apng")))
        #expect(chunks.map(\.type).first == "IHDR")
        #expect(chunks.first?.data[9] == 2, "an opaque animation is RGB")
        let control = try #require(chunks.first { $0.type == "acTL" })
        #expect(control.uint32(at: 0) == 5)
        #expect(control.uint32(at: 4) == 3)
        let frames = chunks.filter { $0.type == "fcTL" }
        #expect(frames.count == 5)
        for frame in frames {
            #expect(frame.uint32(at: 4) == 80 && frame.uint32(at: 8) == 40, "every frame is full size")
            #expect(frame.uint16(at: 20) == 1 && frame.uint16(at: 22) == 10, "delay 1/10 s")
            #expect(frame.data[24] == 0 && frame.data[25] == 0, "dispose op none, blend op source")
        }
        // The default image is the first frame: its fcTL comes before IDAT; fcTL and fdAT count 0, 1, 2, ...
        let types = chunks.map(\.type)
        #expect(try #require(types.firstIndex(of: "fcTL")) < (try #require(types.firstIndex(of: "IDAT"))))
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.uint32(at: 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
        #expect(types.last == "IEND")
        #expect(try probe(folder.path("t.apng"))["nb_read_frames"] == "5")
    }

    @Test func eachFrameDecodesToExactlyThePixelsOfThePNGFrame() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder)
        let arguments = ["frames", spec, "--fps", "4", "--duration", "1", "--dpi", "36"]
        #expect(try PosterProcess.run(arguments + ["-o", folder.path("t.apng")]).status == 0)
        #expect(try PosterProcess.run(arguments + ["-o", folder.path("frames")]).status == 0)
        for k in 0..<4 {
            let png = try decodedPNG(at: folder.path("frames/frame-000\(k + 1).png"))
            #expect(try decodedFrame(k, of: folder.path("t.apng"), in: folder) == png, "frame \(k)")
        }
        #expect(try decodedFrame(0, of: folder.path("t.apng"), in: folder) != decodedFrame(3, of: folder.path("t.apng"), in: folder))
    }

    @Test func aLaterFrameLessThanOpaqueMakesTheWholeAnimationRGBA() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.rounding(in: folder)
        let arguments = ["frames", spec, "--fps", "4", "--duration", "1"]
        #expect(try PosterProcess.run(arguments + ["-o", folder.path("r.apng")]).status == 0)
        #expect(try PosterProcess.run(arguments + ["-o", folder.path("frames")]).status == 0)
        let chunks = try #require(pngChunks(at: folder.path("r.apng")))
        #expect(chunks.first?.data[9] == 6)
        #expect(chunks.filter { $0.type == "fcTL" }.count == 4)
        let first = try decodedPNG(at: folder.path("frames/frame-0001.png")), last = try decodedPNG(at: folder.path("frames/frame-0004.png"))
        #expect(first.rgba(x: 0, y: 0).alpha == 255 && last.rgba(x: 0, y: 0).alpha == 0)
        #expect(try decodedFrame(0, of: folder.path("r.apng"), in: folder) == first)
        #expect(try decodedFrame(3, of: folder.path("r.apng"), in: folder) == last)
    }

    @Test func aFractionalRateIsAnExactDelayFraction() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "20pt x 10pt")
        let result = try PosterProcess.run(["frames", spec, "--fps", "29.97", "--duration", "0.1", "-o", folder.path("t.apng")])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try #require(pngChunks(at: folder.path("t.apng"))).filter { $0.type == "fcTL" }
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.uint16(at: 20) == 100 && $0.uint16(at: 22) == 2997 })
    }
}
