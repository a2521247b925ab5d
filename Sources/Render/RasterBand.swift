import Geometry
import Scene

/// The rows of a raster page that one band holds, for leaving out what cannot touch them: whatever
/// lies wholly above or below them, with a margin, changes none of their pixels.
struct RasterBand {
    /// The page's pixel rows the band's surface holds.
    let rows: Range<Int>
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
    /// above or below the band. Bounds that are not finite never miss.
    func misses(_ bounds: Rect, under matrix: Affine) -> Bool {
        let (top, bottom) = InkBounds.span(bounds, matrix.b, matrix.d, matrix.ty)
        guard top.isFinite, bottom.isFinite else { return false }
        return bottom + Self.margin < Double(rows.lowerBound) || top - Self.margin > Double(rows.upperBound)
    }
}
