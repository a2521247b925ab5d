import Geometry
import Scene

/// Long paths are filled and stroked faster, and in far less memory, a few thousand path verbs at a
/// time than as one path: in raster output cairo's scan converter holds and sorts every edge of a path
/// at once, and in PDF and SVG output it turns each stroke into a polygon of its outline to find its
/// extents (a PDF of a tree of 88,572 segments peaks at 80 MB stroked at once, 32 MB in batches).
/// Raster output fills instances and strokes long paths in batches, vector output strokes long paths
/// in batches. Only opaque paint is drawn in batches, with the nonzero rule when filling: the outlines
/// are the same, and a viewer's pixels differ from one path's only where outlines of two batches share
/// a pixel, whose antialiasing composites their coverages rather than joining them (as when each
/// outline is drawn alone). A translucent shape is drawn as one path, so where its outlines overlap it
/// is painted once (translucent instances are painted one by one, as vector output paints them).
package enum PathBatch {
    /// About how many path verbs go into one fill or stroke.
    package static let verbs = 2048

    /// The most verbs one fill or stroke of `paint` may take.
    package static func limit(for paint: Paint, fillRule: FillRule = .nonZero) -> Int {
        paint.isOpaque && fillRule == .nonZero ? verbs : .max
    }

    /// Splits `path` at the start of subpaths into runs of at least `limit` verbs (the last may be
    /// shorter): each run's verbs and the points they consume.
    package static func runs(of path: Path, limit: Int) -> [(verbs: Range<Int>, points: Range<Int>)] {
        guard path.verbs.count > limit else { return [(path.verbs.indices, path.points.indices)] }
        var runs: [(verbs: Range<Int>, points: Range<Int>)] = []
        var start = 0, startPoint = 0, point = 0
        for (index, verb) in path.verbs.enumerated() {
            if verb == .move, index - start >= limit {
                runs.append((start..<index, startPoint..<point))
                start = index
                startPoint = point
            }
            point += verb.pointCount
        }
        runs.append((start..<path.verbs.count, startPoint..<point))
        return runs
    }
}
