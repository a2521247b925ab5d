import CairoKit
import Geometry
import Glibc
import Imaging
import Render
import Scene

/// How the picture fuzz targets draw a picture that passed its check, as `poster render` draws it:
/// turned and half transparent into a PNG page's pixels, in two stripes of rows (an SVG drawn once
/// into the page's pixels, then painted into each), and onto a PDF page, its JPEG kept as it is.
public enum PictureDrawing {
    /// Where the PDF pages go: written by cairo in full, kept nowhere.
    private static let devNull = open("/dev/null", O_WRONLY)

    /// Draws `source` both ways; a picture that passed its check and cannot be drawn is a finding.
    public static func draw(_ source: ImageSource) {
        do {
            let images = ImageCache(vectorOutput: false, rasters: SVGRasters(width: 64, height: 64))
            let turned = PlacedImage(source: source, frame: Rect(x: 8, y: 12, width: 48, height: 40), rotation: .degrees(30), opacity: 0.5)
            for rows in [0..<32, 32..<64] {
                let stripe = try Surface.image(width: 64, height: rows.count)
                stripe.setDeviceOffset(x: 0, y: -Double(rows.lowerBound))
                let pixels = try Context(stripe)
                try PageRenderer(context: pixels, images: images, symbols: nil).draw(Page(size: Size(64, 64), items: [.image(turned)]))
                try pixels.checkStatus()
            }
            let page = try Context(Surface.pdf(size: Size(100, 100), writingTo: ByteStream(fileDescriptor: devNull)))
            let placed = PlacedImage(source: source, frame: Rect(x: 10, y: 10, width: 80, height: 80))
            try PageRenderer(context: page, images: ImageCache(vectorOutput: true), symbols: SymbolCache()).draw(Page(size: Size(100, 100), items: [.image(placed)]))
            try page.checkStatus()
            page.target.showPage()
            try page.target.finish()
        } catch {
            fatalError("\(source.name) passed its check but could not be drawn: \(error)")
        }
    }
}
