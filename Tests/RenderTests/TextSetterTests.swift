import CairoKit
import Geometry
import Render
import Scene
import TestSupport
import Testing

@Suite struct TextSetterTests {
    static let pageSize = Size(200, 60)
    static let box = Rect(x: 20, y: 10, width: 160, height: 40)

    /// Renders one page per text (on white, at 72 dpi so a pixel is a point) and decodes the first.
    static func render(_ texts: [Text], format: OutputFormat = .png) throws -> (image: ImageData?, warnings: [RenderWarning]) {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let pages = texts.map { Page(size: pageSize, background: .white, items: [.text($0)]) }
        let result = try DocumentWriter.render(
            Document(title: "text", pages: pages), format: format, to: folder.path("text.\(format.rawValue)"),
            options: RenderOptions(dpi: 72))
        let image = format == .png ? try decodedPNG(at: result.files[0]) : nil
        return (image, result.warnings)
    }

    /// Pixels darker than the white page, inside `box` or outside it. Text fits its box by its
    /// advance, which antialiased glyph edges may overhang by a fraction of a point: `margin` allows that.
    static func ink(_ image: ImageData, inside box: Rect, margin: Double = 0) -> (inside: Int, outside: Int) {
        var inside = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba(x: x, y: y).red < 250 {
                if box.contains(Point(Double(x) + 0.5, Double(y) + 0.5), tolerance: margin) { inside += 1 } else { outside += 1 }
            }
        }
        return (inside, outside)
    }

    /// How many pixels differ by more than a little between `a` and `b`.
    static func differingPixels(_ a: ImageData, _ b: ImageData) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.rgba(x: x, y: y).distance(to: b.rgba(x: x, y: y)) > 3 { count += 1 }
        }
        return count
    }

    /// `runs` drawn straight with CairoKit where the renderer sets leading-aligned text in `box`.
    static func drawn(_ runs: [(text: String, face: FontFace)], primary: FontFace, size: Double) throws -> ImageData {
        let surface = try Surface.image(width: Int(pageSize.width), height: Int(pageSize.height))
        let context = try Context(surface)
        context.setSource(red: 1, green: 1, blue: 1)
        context.paint()
        context.setSource(red: 0, green: 0, blue: 0)
        context.setFont(primary, size: size)
        let metrics = context.fontExtents()
        var x = box.minX
        for run in runs {
            context.setFont(run.face, size: size)
            context.showText(run.text, at: Point(x, box.center.y + (metrics.ascent - metrics.descent) / 2))
            x += context.textExtents(run.text).xAdvance
        }
        try context.checkStatus()
        return try #require(surface.image)
    }

    @Test func hangulIsDrawnInAFontThatHasIt() throws {
        let caption = "경복궁 Gyeongbokgung"
        let text = Text(caption, font: Font(family: "DejaVu Sans", size: 12), color: .black, box: Self.box, alignment: .leading)
        let (rendered, warnings) = try Self.render([text])
        let image = try #require(rendered)
        #expect(warnings.isEmpty)
        // The Hangul takes the box's first ~40 points: there is ink there, and none outside the box.
        let ink = Self.ink(image, inside: Rect(x: Self.box.minX, y: Self.box.minY, width: 40, height: Self.box.height))
        #expect(ink.inside > 100)
        #expect(Self.ink(image, inside: Self.box).outside == 0)

        let chain = try FontSet(family: "DejaVu Sans")
        let runs = chain.runs(for: caption).map { (text: String($0.text), face: $0.face) }
        #expect(runs.count == 2 && runs[0].face.family.contains("Nanum"))
        let withFallback = try Self.drawn(runs, primary: chain.primary, size: 12)
        let tofu = try Self.drawn([(caption, chain.primary)], primary: chain.primary, size: 12)
        #expect(Self.differingPixels(image, withFallback) == 0)
        #expect(Self.differingPixels(image, tofu) > 100)
    }

    @Test func textSizedByTheLayoutShrinksWithoutAWarning() throws {
        let box = Rect(x: 70, y: 15, width: 60, height: 30)
        let text = Text("Silver Salmon Creek", font: Font(family: "DejaVu Sans", size: 12), color: .black, box: box)
        let (rendered, warnings) = try Self.render([text])
        let image = try #require(rendered)
        #expect(Self.ink(image, inside: box, margin: 1).outside == 0)
        #expect(warnings.isEmpty)
    }

    @Test func longTextIsSetSmallerToFitItsBox() throws {
        let box = Rect(x: 70, y: 15, width: 60, height: 30)
        let text = Text("Silver Salmon Creek", font: Font(family: "DejaVu Sans", size: 12), color: .black, box: box, sizeIsRequested: true)
        let (rendered, warnings) = try Self.render([text])
        let image = try #require(rendered)
        let ink = Self.ink(image, inside: box, margin: 1)
        #expect(ink.outside == 0)
        #expect(ink.inside > 50)
        try #require(warnings.count == 1)
        #expect(warnings[0].page == 1)
        let message = warnings[0].message
        #expect(message.hasPrefix("text \"Silver Salmon Creek\" set at "))
        #expect(message.hasSuffix("pt instead of 12pt to fit its box"))
        let size = Double(message.dropFirst("text \"Silver Salmon Creek\" set at ".count).prefix { $0 != "p" })
        #expect(size.map { $0 > 4 && $0 < 7 } == true, "\(message)")
        #expect(warnings[0].description == "page 1: \(message)")
    }

    @Test func textTooLongEvenAtItsMinimumSizeIsCut() throws {
        let box = Rect(x: 70, y: 15, width: 40, height: 30)
        let short = Text("Fits", font: Font(family: "DejaVu Sans", size: 10), color: .black, box: box)
        let long = Text("Silver Salmon Creek", font: Font(family: "DejaVu Sans", size: 12), color: .black, box: box, minimumSize: 8)
        let (_, warnings) = try Self.render([short, long])
        #expect(warnings == [RenderWarning(page: 2, message: "text \"Silver Salmon Creek\" cut to fit its box (at the 8pt minimum)")])

        let (rendered, _) = try Self.render([long])
        let image = try #require(rendered)
        let ink = Self.ink(image, inside: box, margin: 1)
        #expect(ink.outside == 0)
        #expect(ink.inside > 50)
    }

    @Test func cutTextEndsWithAnEllipsisInTheBox() throws {
        // "Silver…" at 10pt: drawn the same as the cut text with the ellipsis right after "Silver".
        let chain = try FontSet(family: "DejaVu Sans")
        let context = try Context(try Surface.image(width: 1, height: 1))
        context.setFont(chain.primary, size: 10)
        let width = context.textExtents("Silver…").xAdvance
        let box = Rect(x: Self.box.minX, y: Self.box.minY, width: width + 1, height: Self.box.height)
        let text = Text("Silver Salmon Creek", font: Font(family: "DejaVu Sans", size: 10), color: .black, box: box, alignment: .leading, minimumSize: 10)
        let (rendered, warnings) = try Self.render([text])
        let image = try #require(rendered)
        #expect(warnings.count == 1 && warnings[0].message.contains("cut to fit"))
        let expected = try Self.drawn([("Silver…", chain.primary)], primary: chain.primary, size: 10)
        #expect(Self.differingPixels(image, expected) == 0)
    }

    @Test(arguments: [OutputFormat.png, .pdf, .svg])
    func textThatFitsRaisesNoWarning(_ format: OutputFormat) throws {
        let fits = Text("Hi 안녕", font: Font(family: "DejaVu Sans", size: 12), color: .black, box: Self.box)
        let tooLong = Text(
            String(repeating: "Silver Salmon Creek ", count: 3), font: Font(family: "DejaVu Sans", size: 12), color: .black, box: Self.box, sizeIsRequested: true)
        let (_, warnings) = try Self.render([fits, tooLong, fits], format: format)
        #expect(warnings.map(\.page) == [2])
    }
}
