import Geometry
import Scene
import SpecModel

/// Crop marks: at each corner of the trim, a short line along each edge, in the bleed, stopping short
/// of the trim so that none shows on the cut page. Black on a white underlay, visible on any background.
enum CropMarks {
    static func items(trim: Rect, bleed: Double) -> [Item] {
        let gap = min(3, bleed / 3)
        var builder = PathBuilder()
        for (x, y, dx, dy) in [(trim.minX, trim.minY, -1.0, -1.0), (trim.maxX, trim.minY, 1, -1), (trim.minX, trim.maxY, -1, 1), (trim.maxX, trim.maxY, 1, 1)] {
            builder.move(to: Point(x + dx * gap, y))
            builder.line(to: Point(x + dx * bleed, y))
            builder.move(to: Point(x, y + dy * gap))
            builder.line(to: Point(x, y + dy * bleed))
        }
        guard let path = builder.finish() else { return [] }
        return [
            .shape(Shape(path: path, stroke: Stroke(paint: .solid(.white), width: 1))),
            .shape(Shape(path: path, stroke: Stroke(paint: .solid(.black), width: 0.25))),
        ]
    }
}
