import Geometry
import Scene

/// The Sierpinski triangle: level n puts level n-1 once on top, centred, at half the width, and twice
/// side by side below. Each leaf is a regular triangle inscribed in its square cell's circle, one
/// vertex up, then turned by `angle`.
public struct SierpinskiTriangle: RecursiveFigure, Hashable {
    public static let levelRange = 0...12
    public static var depths: ClosedRange<Int> { levelRange }

    public var level: Int
    public var angle: Angle

    public init(level: Int, angle: Angle) {
        self.level = level
        self.angle = angle
    }

    public func drawn(toDepth depth: Int) -> SierpinskiTriangle {
        SierpinskiTriangle(level: depth, angle: angle)
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
        let corners = RegularPolygon.vertices(sides: 3, center: Point(side / 2, side / 2), radius: side / 2, angle: .degrees(30) + angle)
        var builder = PathBuilder(reservingVerbs: origins.count * 5, points: origins.count * 3)
        for o in origins {
            builder.move(to: Point(o.x + corners[0].x, o.y + corners[0].y))
            builder.line(to: Point(o.x + corners[1].x, o.y + corners[1].y))
            builder.line(to: Point(o.x + corners[2].x, o.y + corners[2].y))
            builder.close()
        }
        return builder.finish()
    }

    public var estimatedElements: Int { leafCount }

    /// A leaf's side.
    public func finestDetail(in frame: Rect) -> Double? {
        frame.minSide / Double(WholePower.of(2, level)) * 3.0.squareRoot() / 2
    }

    /// Levels drawn as one path inside the smallest symbol; each level above is three instances of
    /// the one below.
    public static let batchedLevels = 5

    /// With a solid fill and no stroke, nested instances; otherwise one path.
    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let children = [Point(0.25, 0), Point(0, 0.5), Point(0.5, 0.5)].map { Affine.scale(0.5).then(.translate($0.x, $0.y)) }
        return SelfSimilar(name: "triangle \(angle.radians)", level: level, batchedLevels: Self.batchedLevels, children: children) {
            SierpinskiTriangle(level: $0, angle: angle).path(in: $1)
        }.items(in: frame, style: style)
    }
}
