import CairoKit
import Geometry
import Testing

@Suite struct FontTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func fontconfigMatchesTheFamilyAskedFor() throws {
        let face = try FontFace.matching(family: "DejaVu Sans")
        #expect(face.family == "DejaVu Sans")
        #expect(face.file.hasSuffix(".ttf"))
        let bold = try FontFace.matching(family: "DejaVu Sans", weight: .bold)
        #expect(bold.file != face.file)
    }

    @Test func fontLoadedFromAFileMeasuresText() throws {
        let face = try FontFace.file(Self.dejaVu)
        #expect(face.family == "DejaVu Sans")
        let context = try Context(try Surface.image(width: 200, height: 50))
        context.setFont(face, size: 20)
        let one = context.textExtents("poster")
        let two = context.textExtents("posterposter")
        #expect(one.width > 0 && one.height > 0)
        #expect(abs(two.xAdvance - 2 * one.xAdvance) < 1e-6)
        let metrics = context.fontExtents()
        #expect(metrics.ascent > 0 && metrics.descent > 0)
    }

    @Test func missingFontFileThrows() {
        #expect(throws: CairoError.self) { try FontFace.file("/nonexistent/font.ttf") }
    }

    @Test func drawnTextInksThePixels() throws {
        let surface = try Surface.image(width: 120, height: 40)
        let context = try Context(surface)
        context.setFont(try FontFace.file(Self.dejaVu), size: 24)
        context.setSource(red: 0, green: 0, blue: 0)
        context.showText("Hello", at: Point(5, 30))
        try context.checkStatus()
        let image = try #require(surface.image)
        let inked = image.pixels.filter { $0 >> 24 > 128 }.count
        #expect(inked > 100)
    }
}
