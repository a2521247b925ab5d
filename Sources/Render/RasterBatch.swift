import Geometry
import Scene

/// Raster output fills and strokes many small outlines faster, and in far less memory, a few thousand
/// path verbs at a time than as one path: cairo's scan converter holds and sorts every edge of a path
/// at once. Only opaque paint is drawn in batches, with the nonzero rule when filling: the pixels then
/// differ from one path's only where outlines of two batches share a pixel, whose antialiasing
/// composites their coverages rather than joining them (as when each outline is drawn alone).
/// A translucent shape is drawn as one path, so where its outlines overlap it is painted once, as in
/// vector output (translucent instances are painted one by one, as vector output paints them).
enum RasterBatch {
    /// About how many path verbs go into one fill or stroke.
    static let verbs = 2048

    /// The most verbs one fill or stroke of `paint` may take.
    static func limit(for paint: Paint, fillRule: FillRule = .nonZero) -> Int {
        paint.isOpaque && fillRule == .nonZero ? verbs : .max
    }

    /// Splits `path` at the start of subpaths into runs of at least `limit` verbs (the last may be
    /// shorter): each run's verbs and the points they consume.
    static func runs(of path: Path, limit: Int) -> [(verbs: Range<Int>, points: Range<Int>)] {
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
