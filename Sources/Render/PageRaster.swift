import CairoKit
import Imaging
import Scene

/// A page drawn into pixels.
enum PageRaster {
    /// `page` drawn on a new image surface at `dpi` pixels per inch, each side rounded up to whole pixels.
    static func draw(_ page: Page, dpi: Double) throws -> Surface {
        let scale = dpi / 72
        let width = Int((page.size.width * scale).rounded(.up)), height = Int((page.size.height * scale).rounded(.up))
        let surface = try Surface.image(width: width, height: height)
        let context = try Context(surface)
        context.scale(scale, scale)
        try PageRenderer(context: context, images: ImageCache(vectorOutput: false), symbols: nil).draw(page)
        return surface
    }
}
