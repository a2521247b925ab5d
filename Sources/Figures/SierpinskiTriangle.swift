import Geometry
import Scene

/// The Sierpinski triangle: level n puts level n-1 once on top, centred, at half the width, and twice
/// side by side below. Each leaf is a regular triangle inscribed in its square cell's circle, one
/// vertex up, then turned by `angle`; or (`leaf: .cell`) the triangle filling its cell, its base the
/// cell's bottom and its apex the top's middle, the textbook triangle whose leaves meet at their corners.
public struct SierpinskiTriangle: RecursiveFigure, Hashable {
    public static let levelRange = 0...12
    public static var depths: ClosedRange<Int> { levelRange }

    public var level: Int
    public var angle: Angle
    public var leaf: Leaf

    public init(level: Int, angle: Angle, leaf: Leaf = .circle) {
        self.level = level
        self.angle = angle
        self.leaf = leaf
    }

    public func drawn(toDepth depth: Int) -> SierpinskiTriangle {
        SierpinskiTriangle(level: depth, angle: angle, leaf: leaf)
    }

    public var leafCount: Int { WholePower.of(3, level) }

    /// The square cell of every leaf, for a triangle in the largest square centred in `frame`.
    public func leafCells(in frame: Rect) -> (origins: [Point], side: Double) {
        let square = frame.centeredSquare
        var origins = [square.origin]
        var side = square.width
        origins.reserveCapacity(leafCount)
        for _ in 0..<level {
            let half = side / 2
            var next: [Point] = []
            next.reserveCapacity(origins.count * 3)
            for o in origins {
                next.append(Point(o.x + half / 2, o.y))
                next.append(Point(o.x, o.y + half))
                next.append(Point(o.x + half, o.y + half))
            }
            origins = next
            side = half
        }
        return (origins, side)
    }

    /// Every leaf as one subpath of a single path.
    public func path(in frame: Rect) -> Path? {
        let (origins, side) = leafCells(in: frame)
        let corners = leafCorners(side: side)
        var builder = PathBuilder(reservingVerbs: origins.count * 5, points: origins.count * 3)
        for o in origins {
            builder.move(to: Point(o.x + corners[0].x, o.y + corners[0].y))
            builder.line(to: Point(o.x + corners[1].x, o.y + corners[1].y))
            builder.line(to: Point(o.x + corners[2].x, o.y + corners[2].y))
            builder.close()
        }
        return builder.finish()
    }

    /// A leaf's corners in a cell of `side` at the origin, turned by `angle` about the cell's centre.
    private func leafCorners(side: Double) -> [Point] {
        let center = Point(side / 2, side / 2)
        guard leaf == .cell else { return RegularPolygon.vertices(sides: 3, center: center, radius: side / 2, angle: .degrees(30) + angle) }
        let turn = Affine.rotate(angle, about: center)
        return [Point(side / 2, 0), Point(side, side), Point(0, side)].map { turn.apply($0) }
    }

    public var estimatedElements: Int { leafCount }

    /// A leaf's side (and, filling their cells, the side of the holes between leaves).
    public func finestDetail(in frame: Rect) -> Double? {
        let cell = frame.minSide / Double(WholePower.of(2, level))
        return leaf == .circle ? cell * 3.0.squareRoot() / 2 : cell
    }

    /// Levels drawn as one path inside the smallest symbol; each level above is three instances of
    /// the one below.
    public static let batchedLevels = 5

    /// With a solid fill and no stroke, nested instances; otherwise one path.
    /// Drawn in the frame's centred square, whatever the frame's shape.
    public func shapeBox(in frame: Rect) -> Rect? { frame.centeredSquare }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let children = [Point(0.25, 0), Point(0, 0.5), Point(0.5, 0.5)].map { Affine.scale(0.5).then(.translate($0.x, $0.y)) }
        return SelfSimilar(
            name: "triangle \(angle.radians)\(leaf == .cell ? " cell" : "")", level: level, batchedLevels: Self.batchedLevels, children: children
        ) {
            SierpinskiTriangle(level: $0, angle: angle, leaf: leaf).path(in: $1)
        }.items(in: frame, style: style)
    }
}
