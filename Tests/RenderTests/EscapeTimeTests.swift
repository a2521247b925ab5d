import CairoKit
import Export
import Figures
import Foundation
import Geometry
import Imaging
import Render
import Scene
import TestSupport
import Testing

/// The `escape` figure's pixels: the Mandelbrot set's area read from them, the same pixels however the
/// rows are shared out, each set its own picture, smooth colouring without bands, and a page's pixels
/// exact to the cell.
@Suite struct EscapeTimeTests {
    static let palette = [Color(red: 0, green: 0.1, blue: 0.4), Color(red: 1, green: 1, blue: 1), Color(red: 1, green: 0.6, blue: 0)]
    /// The interior colour the tests count: in no blend of the palette.
    static let magenta = Color(red: 1, green: 0, blue: 1)
    static let magentaPixel: UInt32 = 0xffff_00ff

    static func figure(_ set: EscapeSet, center: Point? = nil, span: Double? = nil, iterations: Int = 300, julia: Point = Point(-0.8, 0.156))
        -> EscapeTime
    {
        EscapeTime(
            set: set, center: center ?? set.wholeView.center, span: span ?? set.wholeView.span, iterations: iterations, colors: palette,
            interior: magenta, julia: julia, power: 3, dpi: 72)
    }

    /// What computes `figure` in a frame `width` x `height` points (at 72 dpi, a pixel a point).
    static func generator(_ figure: EscapeTime, width: Int, height: Int) throws -> any PixelGenerator {
        let items = figure.items(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), style: FigureStyle())
        guard case .image(let image)? = items.first, let generator = image.source.generator else { throw Missing() }
        return generator
    }

    struct Missing: Error {}

    /// `figure`'s pixels, `width` x `height`, computed on every core.
    static func pixels(_ figure: EscapeTime, width: Int, height: Int) throws -> [UInt32] {
        let surface = try ComputedPicture.surface(
            of: try generator(figure, width: width, height: height), width: width, height: height,
            toUnit: .scale(1 / Double(width), 1 / Double(height)), name: "test")
        return try #require(surface.image).pixels
    }

    /// Interior pixels times a pixel's area, over a 4,000 x 4,000 view of the whole set: within 1 % of
    /// the set's area, 1.5066 (pixel counting with 1,000 iterations reads 1.510).
    @Test func mandelbrotAreaFromInteriorPixels() throws {
        let side = 4000, span = 3.0
        let pixels = try Self.pixels(Self.figure(.mandelbrot, center: Point(-0.75, 0), span: span, iterations: 1000), width: side, height: side)
        let inside = pixels.withUnsafeBufferPointer { buffer in buffer.reduce(0) { $0 + ($1 == Self.magentaPixel ? 1 : 0) } }
        let area = Double(inside) * (span / Double(side)) * (span / Double(side))
        #expect(abs(area - 1.5066) / 1.5066 < 0.01, "\(inside) interior pixels: area \(area)")
    }

    /// Rows computed on every core, one at a time, and all on one thread in one call are the same pixels.
    @Test(arguments: EscapeSet.allCases)
    func samePixelsHoweverTheRowsAreShared(_ set: EscapeSet) throws {
        let (width, height) = (240, 170)
        let figure = Self.figure(set)
        let shared = try Self.pixels(figure, width: width, height: height)
        let surface = try Surface.image(width: width, height: height)
        let generator = try Self.generator(figure, width: width, height: height)
        surface.withMutablePixels { base, width, height, stride in
            generator.fill(base, width: width, stride: stride, rows: 0..<height, toUnit: .scale(1 / Double(width), 1 / Double(height)))
        }
        #expect(shared == (try #require(surface.image)).pixels)
    }

    /// Neighbouring pixels' orbits are followed two at a time: shifted by a pixel, so that every pixel is
    /// paired with its other neighbour, the picture is the same (on a 64 x 32 grid, whose steps are exact).
    @Test(arguments: EscapeSet.allCases)
    func pairedOrbitsAreTheSameAsSingleOnes(_ set: EscapeSet) throws {
        let figure = Self.figure(set), scale = Affine.scale(1.0 / 64, 1.0 / 32)
        let generator = try Self.generator(figure, width: 64, height: 32)
        func pixels(width: Int, toUnit: Affine) throws -> [UInt32] {
            let surface = try Surface.image(width: width, height: 32)
            surface.withMutablePixels { base, width, height, stride in generator.fill(base, width: width, stride: stride, rows: 0..<height, toUnit: toUnit) }
            return try #require(surface.image).pixels
        }
        let straight = try pixels(width: 64, toUnit: scale), shifted = try pixels(width: 65, toUnit: Affine.translate(-1, 0).then(scale))
        for y in 0..<32 {
            #expect(shifted[y * 65] == 0, "the column left of the picture is clear")
            #expect(Array(shifted[(y * 65 + 1)..<(y * 65 + 65)]) == Array(straight[(y * 64)..<(y * 64 + 64)]), "row \(y)")
        }
    }

    /// Each set draws a picture with an inside and an outside, and no two sets draw the same one.
    @Test func everySetDrawsAPictureOfItsOwn() throws {
        var pictures: [EscapeSet: [UInt32]] = [:]
        for set in EscapeSet.allCases {
            let pixels = try Self.pixels(Self.figure(set), width: 200, height: 150)
            let inside = pixels.filter { $0 == Self.magentaPixel }.count
            #expect(inside > pixels.count / 100 && inside < pixels.count / 2, "\(set): \(inside) of \(pixels.count) pixels inside")
            pictures[set] = pixels
        }
        for a in EscapeSet.allCases {
            for b in EscapeSet.allCases where a.rawValue < b.rawValue {
                let differing = zip(pictures[a]!, pictures[b]!).filter { $0 != $1 }.count
                #expect(differing > 30_000 / 10, "\(a) and \(b) differ in \(differing) pixels only")
            }
        }
        let other = try Self.pixels(Self.figure(.julia, julia: Point(0.285, 0.01)), width: 200, height: 150)
        #expect(other != pictures[.julia], "another c draws another Julia set")
    }

    /// A view wholly outside the Mandelbrot set, across which the points escape after 4 to 6 steps: an
    /// integer count would change colour in steps of about 15 levels at each; the smooth count changes
    /// neighbouring pixels by at most 2 levels, while the picture spans over 24.
    @Test func smoothColouringHasNoBands() throws {
        let (width, height) = (400, 400)
        let pixels = try Self.pixels(Self.figure(.mandelbrot, center: Point(1.5, 0), span: 1, iterations: 20), width: width, height: height)
        func channels(_ p: UInt32) -> [Int] { [Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff)] }
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let here = channels(pixels[y * width + x])
                for (dx, dy) in [(1, 0), (0, 1)] where x + dx < width && y + dy < height {
                    let there = channels(pixels[(y + dy) * width + x + dx])
                    worst = max(worst, zip(here, there).map { abs($0 - $1) }.max()!)
                }
            }
        }
        let spread = (0..<3).map { c in
            let values = pixels.map { channels($0)[c] }
            return values.max()! - values.min()!
        }.max()!
        #expect(!pixels.contains(Self.magentaPixel))
        #expect(spread > 24, "the view should cross several steps of the count: its colours span \(spread) levels")
        #expect(worst <= 2, "neighbouring pixels differ by \(worst) levels")
    }

    /// A page's pixels: those whose centres lie in the cell (worked out here from the frame and the
    /// resolution, not from cairo's matrix) are the picture's, the colour at that centre's point (but for a
    /// few on the Julia set's edge, where a last bit of rounding changes an orbit); the rest are the background.
    @Test func pageIsExactToTheCell() throws {
        let frame = Rect(x: 10.5, y: 20.25, width: 100, height: 50), dpi = 144.0, scale = dpi / 72
        let figure = Self.figure(.julia)
        let page = Page(size: Size(130, 90), background: .white, items: figure.items(in: frame, style: FigureStyle()))
        let image = try #require(try PageRaster.draw(page, dpi: dpi).image)
        let generator = try Self.generator(figure, width: Int(frame.width), height: Int(frame.height))
        let one = try Surface.image(width: 1, height: 1)
        var misplaced = 0, recoloured = 0, inside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let u = ((Double(x) + 0.5) / scale - frame.minX) / frame.width, v = ((Double(y) + 0.5) / scale - frame.minY) / frame.height
                let found = image.pixels[y * image.width + x]
                guard (0..<1).contains(u) && (0..<1).contains(v) else {
                    if found != 0xffff_ffff { misplaced += 1 }
                    continue
                }
                inside += 1
                one.withMutablePixels { base, _, _, stride in
                    generator.fill(base, width: 1, stride: stride, rows: 0..<1, toUnit: .translate(u - 0.5, v - 0.5))
                }
                if found != (try #require(one.image)).pixels[0] { recoloured += 1 }
            }
        }
        #expect(inside == 200 * 100)
        #expect(misplaced == 0, "\(misplaced) pixels outside the cell are not the background")
        #expect(recoloured * 100 < inside, "\(recoloured) of \(inside) pixels are not the colour at their centres")
    }

    /// A page of computed pictures, straight and turned, is written as PNG the same, byte for byte, with 1,
    /// 2 and 5 threads, and as the page drawn whole.
    @Test func pngIsTheSameOnAnyNumberOfThreads() throws {
        let page = Page(
            size: Size(300, 200), background: .white,
            items: Self.figure(.burningShip).items(in: Rect(x: 10, y: 10, width: 180, height: 120), style: FigureStyle())
                + [
                    .group(
                        Group(
                            transform: .rotate(.degrees(30), about: Point(230, 120)),
                            items: Self.figure(.multibrot).items(in: Rect(x: 190, y: 80, width: 80, height: 80), style: FigureStyle())))
                ])
        try BandedRasterTests.expectFaithful(page, dpi: 150)
    }

    /// A PDF embeds the picture at the figure's own resolution, the same bytes in two runs.
    @Test func pdfEmbedsThePictureAtItsDPI() throws {
        var figure = Self.figure(.mandelbrot)
        figure.dpi = 150
        let page = Page(size: Size(200, 100), background: .white, items: figure.items(in: Rect(x: 0, y: 0, width: 144, height: 72), style: FigureStyle()))
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let paths = [folder.path("a.pdf"), folder.path("b.pdf")]
        for path in paths { try DocumentWriter.write(Document(title: "t", pages: [page]), format: .pdf, to: path) }
        let (a, b) = (try #require(fileBytes(paths[0])), try #require(fileBytes(paths[1])))
        #expect(a == b)
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.contains("/Width 300") && text.contains("/Height 150") && text.contains("/FlateDecode"))
    }
}
