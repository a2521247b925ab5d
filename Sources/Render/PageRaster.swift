import CairoKit
import Geometry
import Imaging
import PNGKit
import Scene

/// A page drawn into pixels, a stripe of rows at a time. A stripe is the unit of drawing: each is drawn
/// on a surface of its own rows (a device offset moves the page up by whole rows), leaving out what
/// cannot touch it, and its pixels are the same whoever draws it, alone or with the rest of the page.
/// cairo's image backend decides some roundings from each drawing operation's extents on the surface
/// (where a gradient or a scaled picture is sampled, how a curved stroke is joined beyond the surface,
/// how translucent fills composite), so a row drawn on a surface of other rows could differ by a level;
/// drawing every page in the same stripes makes a PNG written a band at a time, on any number of threads,
/// byte-identical to the page drawn whole.
public enum PageRaster {
    /// The page's size in pixels at `dpi` pixels per inch, each side rounded up to whole pixels.
    public static func size(of page: Page, dpi: Double) -> (width: Int, height: Int) {
        let scale = dpi / 72
        return (Int((page.size.width * scale).rounded(.up)), Int((page.size.height * scale).rounded(.up)))
    }

    /// The stripes of a page `width` x `height` pixels: the PNG encoder's bands, so that a stripe is
    /// drawn and compressed together.
    public static func stripes(width: Int, height: Int) -> [Range<Int>] {
        let rows = PNGEncoder.rowsPerBand(width: width)
        return stride(from: 0, to: height, by: rows).map { $0..<min(height, $0 + rows) }
    }

    /// `page` drawn whole on a new image surface at `dpi` pixels per inch, stripe by stripe.
    public static func draw(_ page: Page, dpi: Double) throws -> Surface {
        let (width, height) = size(of: page, dpi: dpi)
        let surface = try Surface.image(width: width, height: height)
        let images = ImageCache(vectorOutput: false, rasters: SVGRasters(width: width, height: height)), ink = InkBounds(), skips = BatchSkips()
        for rows in stripes(width: width, height: height) {
            let stripe = try Surface.image(width: width, height: rows.count)
            try draw(page, dpi: dpi, rows: rows, on: stripe, images: images, ink: ink, skips: skips)
            surface.place(stripe, atRow: rows.lowerBound)
        }
        return surface
    }

    /// Draws rows `rows` of `page` at `dpi` on `surface`, a new image surface of the page's width and
    /// `rows.count` rows (cairo treats a surface it made itself as clear, which changes how the first
    /// drawing on it composites). `ink` and `skips` are shared by all the stripes of a page.
    public static func draw(
        _ page: Page, dpi: Double, rows: Range<Int>, on surface: Surface, images: ImageCache, ink: InkBounds, skips: BatchSkips
    ) throws {
        surface.setDeviceOffset(x: 0, y: -Double(rows.lowerBound))
        let context = try Context(surface)
        context.scale(dpi / 72, dpi / 72)
        try PageRenderer(
            context: context, images: images, band: RasterBand(rows: rows, columns: 0..<size(of: page, dpi: dpi).width, ink: ink, skips: skips)
        ).draw(page)
    }
}
