import Geometry
import Scene

/// A figure made of smaller copies of itself (the carpet, the triangle), built as nested instances:
/// the lowest levels as one path in the unit square, and each level above as copies of the one below
/// placed by `children`, so vector output grows with the levels, not with the leaves.
struct SelfSimilar {
    /// Names the figure and its parameters, so symbols of different figures never share an id.
    let name: String
    let level: Int
    let batchedLevels: Int
    let children: [Affine]
    /// The figure of a level, as one path in the unit square.
    let path: (Int) -> Path?

    /// The items: nested instances when the fill is solid and there is no stroke, else one path (a
    /// gradient spans the whole figure, so copies of a part would not match it).
    func items(in frame: Rect, style: FigureStyle) -> [Item] {
        guard level > batchedLevels, let fill = style.fill, case .solid = fill, style.stroke == nil else {
            return style.shape(path(level).map { $0.transformed(by: unitToSquare(frame)) })
        }
        return [.instances(Instances(symbol: symbol(level: level, fill: fill), transforms: [unitToSquare(frame)]))]
    }

    /// The level's figure in the unit square, as a symbol.
    func symbol(level: Int, fill: Paint) -> Symbol {
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        let id = "\(name) \(level) \(fill)"
        guard level > batchedLevels else { return Symbol(id: id, bounds: unit, items: FigureStyle(fill: fill).shape(path(level))) }
        return Symbol(id: id, bounds: unit, items: [.instances(Instances(symbol: symbol(level: level - 1, fill: fill), transforms: children))])
    }

    /// The unit square onto the largest square centred in `frame`.
    private func unitToSquare(_ frame: Rect) -> Affine {
        let square = frame.centeredSquare
        return Affine.scale(square.width).then(.translate(square.minX, square.minY))
    }
}
