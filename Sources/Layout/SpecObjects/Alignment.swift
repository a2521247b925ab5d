import Geometry
import SpecReader

/// Where a figure sits in a cell larger than the square it needs.
enum Alignment: String, CaseIterable, Hashable, Sendable {
    case fill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    static var decoder: ValueDecoder<Alignment> {
        Decoders.choice(of: Alignment.self)
    }

    /// The figure's frame in `area`: the whole area for `fill`, else the largest square placed by the alignment.
    func frame(in area: Rect) -> Rect {
        guard self != .fill else { return area }
        let side = area.minSide
        let spareX = area.width - side, spareY = area.height - side
        let (u, v): (Double, Double) =
            switch self {
            case .fill, .center: (0.5, 0.5)
            case .top: (0.5, 0)
            case .bottom: (0.5, 1)
            case .left: (0, 0.5)
            case .right: (1, 0.5)
            case .topLeft: (0, 0)
            case .topRight: (1, 0)
            case .bottomLeft: (0, 1)
            case .bottomRight: (1, 1)
            }
        return Rect(x: area.minX + spareX * u, y: area.minY + spareY * v, width: side, height: side)
    }
}
