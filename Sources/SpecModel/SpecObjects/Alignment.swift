import Geometry
import SpecReader

/// Where a figure sits in a cell larger than the square it needs.
package enum Alignment: String, CaseIterable, Hashable, Sendable {
    case fill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    package static let decoder: ValueDecoder<Alignment> = Decoders.choice(of: Alignment.self)

    /// The figure's frame in `area`: the whole area for `fill`, else the largest square placed by the alignment.
    package func frame(in area: Rect) -> Rect {
        guard self != .fill else { return area }
        let side = area.minSide
        let spareX = area.width - side, spareY = area.height - side
        let u = unitPoint
        return Rect(x: area.minX + spareX * u.x, y: area.minY + spareY * u.y, width: side, height: side)
    }

    /// Where in a larger area something smaller sits, in unit coordinates: (0, 0) top left, (0.5, 0.5) the centre.
    package var unitPoint: Point {
        switch self {
        case .fill, .center: Point(0.5, 0.5)
        case .top: Point(0.5, 0)
        case .bottom: Point(0.5, 1)
        case .left: Point(0, 0.5)
        case .right: Point(1, 0.5)
        case .topLeft: Point(0, 0)
        case .topRight: Point(1, 0)
        case .bottomLeft: Point(0, 1)
        case .bottomRight: Point(1, 1)
        }
    }
}
