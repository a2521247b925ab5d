import CairoKit
import Compose
import Export
import Foundation
import Geometry
import Imaging
import PNGKit
import Render
import Scene
import SpecModel
import TestSupport
import Testing

/// A raster page is drawn in stripes of rows (`PageRaster`) and written as PNG a stripe at a time
/// (`BandedPNG`): the file is the same whatever the number of threads, it holds exactly the pixels of
/// the page drawn whole, and those are within a level of one drawing of the whole page on one surface.
@Suite struct BandedRasterTests {
    static let examples = [
        "default.json", "fractals.json", "badges.json", "landmark-badges.json", "landmark-photos.json", "pies.json", "print.yaml", "bounce.json",
        "world-landmarks.json",
    ]

    @Test(arguments: examples)
    func examplePages(_ name: String) throws {
        let path = repositoryRoot.appendingPathComponent("layouts/\(name)").path
        let result = SpecLoader.load(path: path, options: LoadOptions(dpi: 100, raster: true))
        let document = try #require(result.document, "\(result.diagnostics)")
        for page in document.pages.prefix(3) {
            try Self.expectFaithful(page, dpi: 100)
        }
    }

    /// Random pages of curved paths filled and stroked in colours and gradients, opaque and
    /// translucent, nested instances, groups with clips and opacity, and text.
    @Test(arguments: 0..<16)
    func randomPages(_ seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed + 1))
        let page = RandomScene.page(&random)
        try Self.expectFaithful(page, dpi: [72.0, 100, 150, 300][seed % 4])
    }

    /// SVG pictures are drawn once into the page's pixels and painted into every stripe: placed straight,
    /// turned, translucent, stretched and partly off the page, with a filter and a gradient, the page is
    /// the same as when librsvg draws each picture onto the whole page.
    @Test(arguments: [72.0, 150])
    func svgPictures(_ dpi: Double) throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">
              <linearGradient id="g"><stop offset="0" stop-color="#0a6"/><stop offset="1" stop-color="#fc0"/></linearGradient>
              <filter id="noise"><feTurbulence baseFrequency="0.05" numOctaves="3" seed="4"/><feComposite in2="SourceGraphic" operator="in"/></filter>
              <rect width="120" height="80" fill="url(#g)"/>
              <circle cx="60" cy="40" r="30" fill="#236" filter="url(#noise)"/>
            </svg>
            """
        let source = try ImageReader.check(Array(svg.utf8), name: "noise.svg")
        let page = Page(
            size: Size(300, 400), background: .white,
            items: [
                .image(PlacedImage(source: source, frame: Rect(x: 20, y: 20, width: 120, height: 80))),
                .image(PlacedImage(source: source, frame: Rect(x: 150, y: 90, width: 130, height: 200), rotation: .degrees(33), opacity: 0.6)),
                .image(PlacedImage(source: source, frame: Rect(x: 200, y: 330, width: 180, height: 100))),
            ])
        try Self.expectFaithful(page, dpi: dpi)
    }

    /// The PNG written with 1, 2 and 5 threads is the encoding of the page drawn whole, byte for byte,
    /// and its pixels are those of one drawing of the page on one surface but for antialiasing and
    /// rounding: no channel more than `tolerance` levels apart, fewer than 1 pixel in 1,000 apart at all.
    /// Written at the fastest compression: the bands are deflated alike at every level (PNGKitTests), and
    /// zlib's default level was half of this suite's time.
    static func expectFaithful(_ page: Page, dpi: Double) throws {
        let whole = try PageRaster.draw(page, dpi: dpi)
        let expected = try #require(
            try whole.withPixels { base, width, height, stride in
                var bytes: [UInt8] = []
                try PNGEncoder(compression: .fast, jobs: 1, pixelsPerInch: dpi).encode(base: base, width: width, height: height, stride: stride) { bytes += $0 }
                return bytes
            })
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for jobs in [1, 2, 5] {
            let path = folder.path("page-\(jobs).png")
            try DocumentWriter.write(
                Document(title: "t", pages: [page]), format: .png, to: path, options: RenderOptions(dpi: dpi, jobs: jobs, pngCompression: .fast))
            let written = fileBytes(path).map(Array.init) ?? []
            #expect(
                written == expected,
                "the PNG written with \(jobs) threads is not the page drawn whole: \(written.count) bytes, colour type \(written.dropFirst(25).first ?? 0), expected \(expected.count), colour type \(expected[25]); first difference at \(written.indices.first { $0 < expected.count && written[$0] != expected[$0] } ?? -1)"
            )
        }
        let single = try #require(try oneSurface(page, dpi: dpi).image), striped = try #require(whole.image)
        let difference = PixelDifference(single.pixels, striped.pixels)
        #expect(
            difference.worst <= tolerance && difference.differing * 1000 < single.pixels.count,
            "\(difference.differing) of \(single.pixels.count) pixels differ from one drawing of the page, by up to \(difference.worst) levels")
    }

    static let tolerance = 2

    /// The page drawn on one surface of all its rows, as one stripe.
    static func oneSurface(_ page: Page, dpi: Double) throws -> Surface {
        let (width, height) = PageRaster.size(of: page, dpi: dpi)
        let surface = try Surface.image(width: width, height: height)
        try PageRaster.draw(page, dpi: dpi, rows: 0..<height, on: surface, images: ImageCache(vectorOutput: false), ink: InkBounds(), skips: BatchSkips())
        return surface
    }
}
