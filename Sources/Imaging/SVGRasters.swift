import CairoKit
import Geometry
import Glibc
import Scene
import Workers

/// The SVG pictures of one page in pixels, each drawn once at the page's resolution where it is placed
/// and painted into every stripe of rows it touches. A page written as PNG is drawn a stripe at a time,
/// and librsvg draws the whole of a picture's filters whatever part of it a stripe shows: a turbulence
/// over the page took a minute at 300 dpi drawn anew for each stripe, a second drawn once. Shared by the
/// threads drawing the page's stripes; a picture is drawn by the first that needs it.
public final class SVGRasters: Sendable {
    /// The most pixels the page's pictures may hold together (256 MB); a placement past it is drawn
    /// by librsvg into each stripe as it was before.
    static let budget = 64 << 20

    private let width: Int
    private let height: Int
    /// The pictures drawn, by placement, and the pixels they hold: drawn and kept only under the lock, and only
    /// read (painted) once kept.
    private let drawn = Locked((rasters: [String: (surface: Surface, x: Int, y: Int)](), pixels: 0))

    /// For a page `width` x `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The picture `source` in the page's pixels, as `matrix` (from its own points to the page's pixels)
    /// places it, with where its top-left pixel goes on the page: drawn by `draw` the first time it is
    /// asked for. Nil when the placement shows on no pixel of the page or is past the budget.
    func raster(
        of source: ImageSource, matrix: Affine, draw: (Context) throws(ImageError) -> Void
    ) throws(ImageError) -> (surface: Surface, x: Int, y: Int)? {
        let corners = [(0.0, 0.0), (source.size.width, 0), (0, source.size.height), (source.size.width, source.size.height)]
            .map { (matrix.a * $0.0 + matrix.c * $0.1 + matrix.tx, matrix.b * $0.0 + matrix.d * $0.1 + matrix.ty) }
        guard corners.allSatisfy({ $0.0.isFinite && $0.1.isFinite }) else { return nil }
        let left = max(0, Int(corners.map(\.0).min()!.rounded(.down))), right = min(width, Int(corners.map(\.0).max()!.rounded(.up)))
        let top = max(0, Int(corners.map(\.1).min()!.rounded(.down))), bottom = min(height, Int(corners.map(\.1).max()!.rounded(.up)))
        guard left < right, top < bottom else { return nil }
        let key = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].map { String($0.bitPattern, radix: 16) }.joined(separator: ",") + source.id
        return try drawn.withLock { (drawn) throws(ImageError) -> (surface: Surface, x: Int, y: Int)? in
            if let known = drawn.rasters[key] { return known }
            let area = (right - left) * (bottom - top)
            guard drawn.pixels + area <= Self.budget else { return nil }
            guard let surface = try? Surface.image(width: right - left, height: bottom - top), let context = try? Context(surface) else { return nil }
            context.translate(Double(-left), Double(-top))
            context.concatenate(matrix)
            try draw(context)
            surface.flush()
            let raster = (surface: surface, x: left, y: top)
            drawn.rasters[key] = raster
            drawn.pixels += area
            return raster
        }
    }
}
