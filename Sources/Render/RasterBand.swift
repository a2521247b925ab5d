import Geometry
import Scene

/// The rows of a raster page that one band holds, for leaving out what cannot touch them: whatever
/// lies wholly above or below them, or left or right of the page (where a page's drawing reaches
/// beyond it, as on the sheets of a tiled poster), with a margin, changes none of their pixels.
struct RasterBand {
    /// The page's pixel rows the band's surface holds.
    let rows: Range<Int>
    /// The page's pixel columns: the surface's width.
    let columns: Range<Int>
    /// Where the page's symbols leave ink, and where instanced fills end their batches: worked out
    /// once per page and shared by its bands.
    let ink: InkBounds
    let skips: BatchSkips

    /// How far outside its rows, in pixels, an outline is still drawn: antialiasing reaches less than
    /// one pixel beyond an outline; the rest guards against rounding.
    static let margin = 2.0

    /// Whether `item` is left out: it lies wholly above or below the band. Instances are culled copy by
    /// copy where they are drawn, and a group that only gathers items leaves that to its items.
    func leavesOut(_ item: Item, under matrix: Affine) -> Bool {
        switch item {
        case .instances: return false
        case .group(let group) where group.clip == nil && group.opacity >= 1: return false
        default: return ink.of(item).map { misses($0, under: matrix) } ?? false
        }
    }

    /// Whether `bounds` (in user space, where `matrix` maps user space to page pixels) lies wholly
    /// above, below, left or right of the band. Bounds that are not finite never miss.
    func misses(_ bounds: Rect, under matrix: Affine) -> Bool {
        let (top, bottom) = InkBounds.span(bounds, matrix.b, matrix.d, matrix.ty)
        let (left, right) = InkBounds.span(bounds, matrix.a, matrix.c, matrix.tx)
        guard top.isFinite, bottom.isFinite, left.isFinite, right.isFinite else { return false }
        return bottom + Self.margin < Double(rows.lowerBound) || top - Self.margin > Double(rows.upperBound)
            || right + Self.margin < Double(columns.lowerBound) || left - Self.margin > Double(columns.upperBound)
    }

    /// The subpaths of `path` among verbs `verbs` (the first consuming point `firstPoint`) that can
    /// touch the band, where `matrix` maps the path's space to page pixels and ink reaches `outset`
    /// pixels beyond the outline: each run of consecutive such subpaths as its verbs and first point.
    /// A subpath wholly above, below, left or right of the band changes none of its pixels, in a fill (a
    /// closed outline winds nought times about every point outside it) as in a stroke.
    func visibleSubpaths(of path: Path, verbs: Range<Int>, firstPoint: Int, under matrix: Affine, outset: Double) -> [(verbs: Range<Int>, firstPoint: Int)] {
        let top = Double(rows.lowerBound) - Self.margin - outset, bottom = Double(rows.upperBound) + Self.margin + outset
        let leftmost = Double(columns.lowerBound) - Self.margin - outset, rightmost = Double(columns.upperBound) + Self.margin + outset
        var runs: [(verbs: Range<Int>, firstPoint: Int)] = []
        var start = verbs.lowerBound, startPoint = firstPoint, point = firstPoint
        var low = Double.infinity, high = -Double.infinity
        // Across the band's columns: looked at only for a subpath that crosses its rows, most of a long
        // path being above or below a band, and nothing beside it on an ordinary page.
        func across(_ points: Range<Int>) -> Bool {
            var left = Double.infinity, right = -Double.infinity
            for p in path.points[points] {
                let x = matrix.a * p.x + matrix.c * p.y + matrix.tx
                left = min(left, x)
                right = max(right, x)
            }
            return !(right < leftmost || left > rightmost) || !left.isFinite || !right.isFinite
        }
        func close(at end: Int) {
            guard start < end else { return }
            let finite = low.isFinite && high.isFinite
            let visible = !finite || (!(high < top || low > bottom) && across(startPoint..<point))
            if visible {
                if let last = runs.last, last.verbs.upperBound == start {
                    runs[runs.count - 1].verbs = last.verbs.lowerBound..<end
                } else {
                    runs.append((start..<end, startPoint))
                }
            }
        }
        for index in verbs {
            let verb = path.verbs[index]
            if verb == .move, index > start {
                close(at: index)
                start = index
                startPoint = point
                low = .infinity
                high = -.infinity
            }
            for p in path.points[point..<point + verb.pointCount] {
                let y = matrix.b * p.x + matrix.d * p.y + matrix.ty
                low = min(low, y)
                high = max(high, y)
            }
            point += verb.pointCount
        }
        close(at: verbs.upperBound)
        return runs
    }

    /// How far, in page pixels, ink `distance` user units from an outline can reach, where
    /// `matrix` maps user space to page pixels.
    static func pixels(_ distance: Double, under matrix: Affine) -> Double {
        distance * max(matrix.b * matrix.b + matrix.d * matrix.d, matrix.a * matrix.a + matrix.c * matrix.c).squareRoot()
    }
}
