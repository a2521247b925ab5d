import Geometry
import Scene
import SpecModel

/// Crop marks: at each corner of the trim, a short line along each edge, in the slug outside the bleed
/// box, so that no mark touches artwork printed into the bleed (which preflight flags) and none shows on
/// the cut page. Black on a white underlay, visible on any background.
enum CropMarks {
    /// The slug kept for the marks when the spec gives none.
    static let defaultSlug = 6 * 72 / 25.4
    /// How far the marks stay from the bleed box.
    static let offset = 2.0

    /// The marks of `trim` (in page points) with `bleed` around it, in a slug `slug` wide beyond the bleed.
    static func items(trim: Rect, bleed: Double, slug: Double) -> [Item] {
        let start = bleed + min(offset, slug / 3), end = bleed + slug
        var builder = PathBuilder()
        for (x, y, dx, dy) in [(trim.minX, trim.minY, -1.0, -1.0), (trim.maxX, trim.minY, 1, -1), (trim.minX, trim.maxY, -1, 1), (trim.maxX, trim.maxY, 1, 1)] {
            builder.move(to: Point(x + dx * start, y))
            builder.line(to: Point(x + dx * end, y))
            builder.move(to: Point(x, y + dy * start))
            builder.line(to: Point(x, y + dy * end))
        }
        guard let path = builder.finish() else { return [] }
        return [
            .shape(Shape(path: path, stroke: Stroke(paint: .solid(.white), width: 1))),
            .shape(Shape(path: path, stroke: Stroke(paint: .solid(.black), width: 0.25))),
        ]
    }
}
