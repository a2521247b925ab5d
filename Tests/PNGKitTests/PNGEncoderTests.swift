import CairoKit
import Foundation
import Geometry
import PNGKit
import TestSupport
import Testing

@Suite struct PNGEncoderTests {
    /// A `width` x `height` picture with flat areas, a gradient, antialiased edges and, unless
    /// `opaque`, a transparent background and half-transparent shapes: every kind of row a page has.
    private func picture(width: Int, height: Int, opaque: Bool) throws -> Surface {
        let surface = try Surface.image(width: width, height: height)
        let context = try Context(surface)
        if opaque {
            context.setSource(red: 0.99, green: 0.96, blue: 0.89)
            context.rectangle(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            context.fill()
        }
        let gradient = try Pattern.linear(from: Point(x: 0, y: 0), to: Point(x: Double(width), y: Double(height)))
        gradient.addColorStop(offset: 0, red: 0.94, green: 0.47, blue: 0.87, alpha: 1)
        gradient.addColorStop(offset: 1, red: 0.94, green: 0.67, blue: 0.47, alpha: opaque ? 1 : 0.3)
        context.setSource(gradient)
        context.rectangle(Rect(x: 3.5, y: 2.25, width: Double(width) * 0.6, height: Double(height) * 0.7))
        context.fill()
        context.setSource(red: 0.31, green: 0.31, blue: 0.75, alpha: opaque ? 1 : 0.5)
        for k in 0..<40 {
            let x = Double(k * 37 % width), y = Double(k * 53 % height)
            context.rectangle(Rect(x: x + 0.3, y: y + 0.6, width: 7.7, height: 5.2))
        }
        context.fill()
        try context.checkStatus()
        return surface
    }

    private func encode(_ surface: Surface, _ compression: PNGCompression = .default, jobs: Int = 2, pixelsPerInch: Double? = nil) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let encoder = PNGEncoder(compression: compression, jobs: jobs, pixelsPerInch: pixelsPerInch)
        try surface.withPixels { base, width, height, stride in
            try encoder.encode(base: base, width: width, height: height, stride: stride) { bytes += $0 }
        }
        return bytes
    }

    /// The PNG colour type in the IHDR chunk: 2 for RGB, 6 for RGBA.
    private func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test(arguments: PNGCompression.allCases, [true, false])
    func decodesToThePixelsOfCairosOwnWriter(compression: PNGCompression, opaque: Bool) throws {
        let surface = try picture(width: 301, height: 157, opaque: opaque)
        let cairos = ByteStream()
        try surface.writePNG(to: cairos)
        let ours = try encode(surface, compression)
        let decoded = try #require(try Surface.readPNG(ours).image)
        #expect(decoded == (try #require(try Surface.readPNG(cairos.bytes).image)))
        #expect(colourType(ours) == (opaque ? 2 : 6))
    }

    /// An image of several bands (over a MiB of samples), each compressed on its own with the one
    /// before as its dictionary.
    @Test func bandsJoinIntoOneValidStreamWhateverTheJobs() throws {
        let surface = try picture(width: 900, height: 700, opaque: false)
        let one = try encode(surface, jobs: 1)
        #expect(try encode(surface, jobs: 3) == one)
        #expect(try encode(surface, jobs: 8) == one)
        #expect(try Surface.readPNG(one).image == surface.image)
        #expect(chunkTypes(one).filter { $0 == "IDAT" }.count > 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-bands-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(one).write(to: URL(fileURLWithPath: path))
        let check = try ToolProcess.run(tool: "pngcheck", [path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func harderCompressionMakesSmallerFiles() throws {
        let surface = try picture(width: 640, height: 480, opaque: true)
        let fast = try encode(surface, .fast), normal = try encode(surface, .default), best = try encode(surface, .best)
        #expect(best.count <= normal.count)
        #expect(normal.count < fast.count)
    }

    @Test func resolutionIsRecordedInPixelsPerMetre() throws {
        let png = try encode(try picture(width: 20, height: 10, opaque: true), pixelsPerInch: 300)
        let start = try #require(chunkOffset(png, "pHYs"))
        let perMetre = png[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        #expect(perMetre == 11811)
        #expect(png[start + 8] == 1)
        #expect(chunkOffset(try encode(try picture(width: 20, height: 10, opaque: true)), "pHYs") == nil)
    }

    @Test func anEmptyImageIsRefused() throws {
        let pixel: UInt32 = 0
        let error = #expect(throws: PNGError.self) {
            try withUnsafeBytes(of: pixel) { try PNGEncoder(jobs: 1).encode(base: $0.baseAddress!, width: 0, height: 1, stride: 4) { _ in } }
        }
        #expect(error?.message == "a PNG cannot be 0 x 1 pixels")
    }

    @Test func aFailingSinkStopsTheEncoder() throws {
        struct Full: Error {}
        var calls = 0
        #expect(throws: Full.self) {
            try PNGEncoder(jobs: 1).encode(base: [UInt32](repeating: 0xFF00_0000, count: 4), width: 2, height: 2, stride: 8) { _ in
                calls += 1
                if calls == 3 { throw Full() }
            }
        }
        #expect(calls == 3)
    }

    private func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = [], at = 8
        while at + 8 <= png.count {
            let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[at + 4..<at + 8], as: UTF8.self))
            at += 12 + length
        }
        return types
    }

    /// Where the data of the first chunk of `type` starts.
    private func chunkOffset(_ png: [UInt8], _ type: String) -> Int? {
        var at = 8
        while at + 8 <= png.count {
            let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: png[at + 4..<at + 8], as: UTF8.self) == type { return at + 8 }
            at += 12 + length
        }
        return nil
    }
}
