import CairoKit
import Geometry
import Testing

@Suite struct PixelTests {
    /// Draws two coloured rectangles on a transparent 20 x 10 image.
    private func twoRectangles() throws -> Surface {
        let surface = try Surface.image(width: 20, height: 10)
        let context = try Context(surface)
        context.setSource(red: 1, green: 0, blue: 0)
        context.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        context.fill()
        context.setSource(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.rectangle(Rect(x: 10, y: 0, width: 10, height: 10))
        context.fill()
        try context.checkStatus()
        return surface
    }

    @Test func pngDecodesBackToThePixelsDrawn() throws {
        let surface = try twoRectangles()
        let stream = ByteStream()
        try surface.writePNG(to: stream)
        #expect(stream.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(try Surface.readPNG(stream.bytes).image)
        let drawn = try #require(surface.image)
        #expect(decoded == drawn)
        #expect(decoded.rgba(x: 2, y: 2) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let blue = decoded.rgba(x: 15, y: 5)
        #expect(blue.blue == 255 && blue.red == 0 && (127...128).contains(blue.alpha))
    }

    @Test func pngEncodingIsDeterministic() throws {
        let a = ByteStream(), b = ByteStream()
        try twoRectangles().writePNG(to: a)
        try twoRectangles().writePNG(to: b)
        #expect(a.bytes == b.bytes)
    }

    @Test func truncatedPNGIsAReadError() throws {
        let stream = ByteStream()
        try twoRectangles().writePNG(to: stream)
        #expect(throws: CairoError.self) { try Surface.readPNG(Array(stream.bytes.prefix(30))) }
    }

    @Test func transformsAndGroupOpacityReachThePixels() throws {
        let surface = try Surface.image(width: 10, height: 10)
        let context = try Context(surface)
        context.concatenate(.translate(5, 0))
        context.pushGroup()
        context.setSource(red: 0, green: 1, blue: 0)
        context.rectangle(Rect(x: 0, y: 0, width: 5, height: 10))
        context.fill()
        context.popGroupToSource()
        context.paint(alpha: 0.5)
        let image = try #require(surface.image)
        #expect(image.rgba(x: 2, y: 5).alpha == 0)
        #expect((127...128).contains(image.rgba(x: 7, y: 5).alpha))
    }

    @Test func linearGradientRunsBetweenItsStops() throws {
        let surface = try Surface.image(width: 100, height: 1)
        let context = try Context(surface)
        let pattern = try Pattern.linear(from: Point(0, 0), to: Point(100, 0))
        pattern.addColorStop(offset: 0, red: 0, green: 0, blue: 0, alpha: 1)
        pattern.addColorStop(offset: 1, red: 1, green: 1, blue: 1, alpha: 1)
        context.setSource(pattern)
        context.paint()
        let image = try #require(surface.image)
        #expect(image.rgba(x: 0, y: 0).red < 5)
        #expect(image.rgba(x: 99, y: 0).red > 250)
        #expect(abs(Int(image.rgba(x: 50, y: 0).red) - 128) < 5)
    }
}

@Suite struct RecordingAndClipTests {
    @Test func recordingReplaysOntoAnImage() throws {
        let recording = try Surface.recording(extents: Rect(x: 0, y: 0, width: 4, height: 4))
        let recorder = try Context(recording)
        recorder.setSource(red: 0, green: 0, blue: 1)
        recorder.rectangle(Rect(x: 0, y: 0, width: 4, height: 4))
        recorder.fill()
        try recorder.checkStatus()
        let image = try Surface.image(width: 12, height: 4)
        let context = try Context(image)
        for x in [0.0, 8.0] {
            try context.withSavedState {
                context.concatenate(.translate(x, 0))
                context.setSource(try Pattern.surface(recording))
                context.rectangle(Rect(x: 0, y: 0, width: 4, height: 4))
                context.fill()
            }
        }
        let pixels = try #require(image.image)
        #expect(pixels.rgba(x: 1, y: 1) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(pixels.rgba(x: 6, y: 1).alpha == 0)
        #expect(pixels.rgba(x: 10, y: 2) == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func clipLimitsPainting() throws {
        let image = try Surface.image(width: 10, height: 10)
        let context = try Context(image)
        context.rectangle(Rect(x: 0, y: 0, width: 5, height: 10))
        context.clip()
        context.setSource(red: 1, green: 0, blue: 0)
        context.paint()
        let pixels = try #require(image.image)
        #expect(pixels.rgba(x: 2, y: 2).alpha == 255)
        #expect(pixels.rgba(x: 7, y: 2).alpha == 0)
    }

    @Test func evenOddLeavesTheOverlapEmpty() throws {
        let image = try Surface.image(width: 10, height: 10)
        let context = try Context(image)
        var builder = PathBuilder()
        builder.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        builder.rect(Rect(x: 3, y: 3, width: 4, height: 4))
        context.append(builder.finish()!)
        context.setFillRule(.evenOdd)
        context.setSource(red: 0, green: 0, blue: 0)
        context.fill()
        let pixels = try #require(image.image)
        #expect(pixels.rgba(x: 1, y: 1).alpha == 255)
        #expect(pixels.rgba(x: 5, y: 5).alpha == 0)
    }
}
