import Geometry
import Scene

/// A figure made of smaller copies of itself (the carpet, the triangle), built as nested instances:
/// the lowest levels as one path in a tile, and each level above as copies of the one below placed
/// by `children`, so vector output grows with the levels, not with the leaves.
struct SelfSimilar {
    /// The side of the square the symbols are built in, in points. Cairo keeps path coordinates in
    /// 24.8 fixed point (a 256th of a unit), so a tile built in the unit square would snap every leaf to
    /// a 256th of the tile (triangle leaves 13 % narrow, carpet squares 6 or 7 units wide instead of
    /// 6.70); at this size a coordinate is off by at most a 262,144th of the tile.
    static let tileSide = 1024.0
    /// The tile's square.
    static let tile = Rect(x: 0, y: 0, width: tileSide, height: tileSide)

    /// Names the figure and its parameters, so symbols of different figures never share an id.
    let name: String
    let level: Int
    let batchedLevels: Int
    /// Where each copy of the level below goes, as maps of the unit square into itself.
    let children: [Affine]
    /// The figure of a level, as one path in `frame`.
    let path: (_ level: Int, _ frame: Rect) -> Path?

    /// The items: nested instances when the fill is solid and there is no stroke, else one path (a
    /// gradient spans the whole figure, so copies of a part would not match it).
    func items(in frame: Rect, style: FigureStyle) -> [Item] {
        guard level > batchedLevels, let fill = style.fill, case .solid = fill, style.stroke == nil else {
            return style.shape(path(level, frame.centeredSquare))
        }
        return [.instances(Instances(symbol: symbol(level: level, fill: fill), transforms: [tileToSquare(frame)]))]
    }

    /// The level's figure in the tile, as a symbol.
    func symbol(level: Int, fill: Paint) -> Symbol {
        let id = "\(name) \(level) \(fill)"
        guard level > batchedLevels else { return Symbol(id: id, bounds: Self.tile, items: FigureStyle(fill: fill).shape(path(level, Self.tile))) }
        let toUnit = Affine.scale(1 / Self.tileSide)
        let inTile = children.map { toUnit.then($0).then(.scale(Self.tileSide)) }
        return Symbol(id: id, bounds: Self.tile, items: [.instances(Instances(symbol: symbol(level: level - 1, fill: fill), transforms: inTile))])
    }

    /// The tile onto the largest square centred in `frame`.
    private func tileToSquare(_ frame: Rect) -> Affine {
        let square = frame.centeredSquare
        return Affine.scale(square.width / Self.tileSide).then(.translate(square.minX, square.minY))
    }
}
