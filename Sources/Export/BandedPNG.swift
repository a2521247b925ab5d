import CairoKit
import Imaging
import Output
import PNGKit
import Render
import Scene
import Workers

/// Writes a page as PNG a stripe of rows at a time (`PageRaster`): stripes are drawn on up to `jobs`
/// threads, each on a small surface of its own, compressed as soon as they are drawn and written in
/// order, so the page is never whole in memory. The file's bytes are those `PNGEncoder` writes for
/// the page drawn whole, whatever `jobs`.
enum BandedPNG {
    static func write(_ page: Page, options: RenderOptions, jobs: Int, to file: OutputTarget) throws {
        let (width, height) = PageRaster.size(of: page, dpi: options.dpi)
        let encoder = PNGEncoder(compression: options.pngCompression, jobs: 1, pixelsPerInch: options.dpi)
        let ink = InkBounds(), skips = BatchSkips(), rasters = SVGRasters(width: width, height: height), pictures = PagePictures()
        // Whether the page has a pixel less than opaque decides RGB or RGBA before the first byte. An
        // opaque background (painted over every pixel) makes every pixel opaque; otherwise some pixel most likely is
        // not. A wrong guess shows in the pixels, and the page is written again the other way.
        var alpha = mayBeTranslucent(page)
        for attempt in 0..<2 {
            if attempt > 0 { try file.rewind() }
            let stream = try PNGBandStream(encoder: encoder, width: width, height: height, hasAlpha: alpha)
            let pipeline = try draw(
                page, into: stream, options: options, jobs: jobs, ink: ink, skips: skips, rasters: rasters, pictures: pictures, file: file)
            switch pipeline.stop {
            case .failed(let error)?: throw error
            case .translucent?: alpha = true
            case nil where alpha && !pipeline.sawTranslucent: alpha = false
            case nil: return
            }
        }
        throw OutputError(path: file.finalPath, reason: "could not decide whether the page needs an alpha channel")
    }

    /// Draws and writes every stripe of `stream`; the pipeline says how the run ended.
    private static func draw(
        _ page: Page, into stream: PNGBandStream, options: RenderOptions, jobs: Int, ink: InkBounds, skips: BatchSkips, rasters: SVGRasters,
        pictures: PagePictures, file: OutputTarget
    ) throws -> BandPipeline {
        let output = ByteStream(fileDescriptor: file.descriptor)
        try stream.writeHeader { try output.write($0) }
        let workers = min(max(1, jobs), stream.bandCount)
        let pipeline = BandPipeline(count: stream.bandCount, window: 2 * workers) { band in
            try stream.append(band) { try output.write($0) }
        }
        let shared = SharedPage(page: page, stream: stream, ink: ink, skips: skips)
        Workers.each(workers) { _ in
            let images = ImageCache(vectorOutput: false, rasters: rasters, pictures: pictures)
            while let index = pipeline.claim() {
                do {
                    let (band, translucent) = try shared.draw(index, dpi: options.dpi, images: images)
                    if translucent && !stream.hasAlpha { return pipeline.halt(.translucent) }
                    pipeline.deliver(index, band, translucent: translucent)
                } catch {
                    pipeline.halt(.failed(error))
                }
            }
        }
        return pipeline
    }

    /// Whether some pixel of the page may be less than opaque: unless an opaque background, which covers
    /// every pixel (`PageRenderer`), is under it all.
    static func mayBeTranslucent(_ page: Page) -> Bool {
        !(page.background.map { $0.alpha >= 1 } ?? false)
    }

    /// The page and the stream, handed to the drawing threads, which only read them.
    private struct SharedPage {
        let page: Page
        let stream: PNGBandStream
        let ink: InkBounds
        let skips: BatchSkips

        /// Stripe `index` drawn and compressed, and whether any of its pixels is less than opaque.
        func draw(_ index: Int, dpi: Double, images: ImageCache) throws -> (CompressedBand, Bool) {
            let rows = stream.rows(ofBand: index)
            let surface = try Surface.image(width: stream.width, height: rows.count)
            try PageRaster.draw(page, dpi: dpi, rows: rows, on: surface, images: images, ink: ink, skips: skips)
            let result = try surface.withPixels { base, width, _, rowStride in
                let pixels = PixelRows(base: base, width: width, height: rows.upperBound, stride: rowStride, alpha: stream.hasAlpha, firstRow: rows.lowerBound)
                return (try stream.compress(band: index, of: pixels), pixels.anyTranslucent(in: rows))
            }
            guard let result else { throw OutputError(path: "", reason: "the stripe has no pixels") }
            return result
        }
    }
}
