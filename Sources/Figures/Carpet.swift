import Geometry
import Scene

/// The Sierpinski carpet: level n puts level n-1 in the eight outer cells of a 3x3 grid, leaving the
/// centre empty. Each leaf is a square inscribed in its cell's circle, turned by `angle`, so rotated
/// leaves never overlap, or (`leaf: .cell`) the cell itself, the textbook carpet. Spacing is a fraction
/// of each cell, so deep levels stay aligned.
public struct Carpet: RecursiveFigure, Hashable {
    public static let levelRange = 0...8
    public static var depths: ClosedRange<Int> { levelRange }

    public var level: Int
    public var angle: Angle
    /// The fraction of each cell left empty around its content (0 for none).
    public var gap: Double
    public var leaf: Leaf

    public init(level: Int, angle: Angle, gap: Double, leaf: Leaf = .circle) {
        self.level = level
        self.angle = angle
        self.gap = gap
        self.leaf = leaf
    }

    public func drawn(toDepth depth: Int) -> Carpet {
        Carpet(level: depth, angle: angle, gap: gap, leaf: leaf)
    }

    public var leafCount: Int { WholePower.of(8, level) }

    /// The centres of the leaves and the side of each leaf's cell less the gap (the square a leaf is
    /// inscribed in, or fills), for a carpet in the largest square centred in `frame`.
    public func leafCells(in frame: Rect) -> (centers: [Point], side: Double) {
        let square = frame.centeredSquare
        var centers = [square.center]
        var side = square.width * (1 - gap)
        centers.reserveCapacity(leafCount)
        for _ in 0..<level {
            let child = side / 3
            var next: [Point] = []
            next.reserveCapacity(centers.count * 8)
            for c in centers {
                for row in -1...1 {
                    for column in -1...1 where row != 0 || column != 0 {
                        next.append(Point(c.x + Double(column) * child, c.y + Double(row) * child))
                    }
                }
            }
            centers = next
            side = child * (1 - gap)
        }
        return (centers, side)
    }

    /// Every leaf as one subpath of a single path, ready for one fill.
    public func path(in frame: Rect) -> Path? {
        let (centers, side) = leafCells(in: frame)
        let radius = leaf == .circle ? side / 2 : side / 2.0.squareRoot()
        let corners = RegularPolygon.vertices(sides: 4, center: .zero, radius: radius, angle: .degrees(45) + angle)
        var builder = PathBuilder(reservingVerbs: centers.count * 6, points: centers.count * 4)
        for c in centers {
            builder.move(to: Point(c.x + corners[0].x, c.y + corners[0].y))
            builder.line(to: Point(c.x + corners[1].x, c.y + corners[1].y))
            builder.line(to: Point(c.x + corners[2].x, c.y + corners[2].y))
            builder.line(to: Point(c.x + corners[3].x, c.y + corners[3].y))
            builder.close()
        }
        return builder.finish()
    }

    public var estimatedElements: Int { leafCount }

    /// The space between neighbouring leaves, narrower than a leaf: the cell a leaf sits in less the leaf
    /// (a square inscribed in the circle of its cell less the gap, or that square itself). When it is under
    /// a pixel the holes close and the carpet fades to an even wash. Leaves filling cells with no gap
    /// touch: the finest holes are then the leaves' size.
    public func finestDetail(in frame: Rect) -> Double? {
        let cell = frame.minSide * (0..<level).reduce(1.0) { product, _ in product * (1 - gap) / 3 }
        let side = cell * (1 - gap)
        let leafSide = self.leaf == .circle ? side / 2.0.squareRoot() : side
        return cell - leafSide > 0 ? min(leafSide, cell - leafSide) : leafSide
    }

    /// Levels drawn as one path inside the smallest symbol; each level above is eight instances of
    /// the one below.
    public static let batchedLevels = 3

    /// With a solid fill and no stroke, nested instances; otherwise one path.
    /// Drawn in the frame's centred square, whatever the frame's shape.
    public func shapeBox(in frame: Rect) -> Rect? { frame.centeredSquare }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        // Each of the eight outer cells holds the carpet one level down, scaled to the cell's content.
        let content = 1 - gap
        let children: [Affine] = (0..<9).filter { $0 != 4 }.map { (cell: Int) -> Affine in
            let x: Double = gap / 2 + Double(cell % 3) * content / 3
            let y: Double = gap / 2 + Double(cell / 3) * content / 3
            return Affine.scale(content / 3).then(.translate(x, y))
        }
        return SelfSimilar(
            name: "carpet \(angle.radians) \(gap)\(leaf == .cell ? " cell" : "")", level: level, batchedLevels: Self.batchedLevels, children: children
        ) {
            Carpet(level: $0, angle: angle, gap: gap, leaf: leaf).path(in: $1)
        }.items(in: frame, style: style)
    }
}
