import Geometry
import Scene

/// The Sierpinski carpet: level n puts level n-1 in the eight outer cells of a 3x3 grid, leaving the
/// centre empty. Each leaf is a square inscribed in its cell's circle, turned by `angle`, so rotated
/// leaves never overlap. Spacing is a fraction of each cell, so deep levels stay aligned.
public struct Carpet: Figure, Hashable {
    public static let levelRange = 0...8

    public var level: Int
    public var angle: Angle
    /// The fraction of each cell left empty around its content (0 for none).
    public var gap: Double

    public init(level: Int, angle: Angle = .zero, gap: Double = 0) {
        self.level = level
        self.angle = angle
        self.gap = gap
    }

    public var leafCount: Int { Self.power(8, level) }

    /// The centres of the leaves and the side of the square each leaf is inscribed in (its cell less
    /// the gap), for a carpet in the largest square centred in `frame`.
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
        let corners = Polygon.vertices(sides: 4, center: .zero, radius: side / 2, angle: .degrees(45) + angle)
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

    /// A leaf's side.
    public func finestDetail(in frame: Rect) -> Double? {
        frame.minSide * (1 - gap) / Double(Self.power(3, level)) / 2.0.squareRoot()
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }

    static func power(_ base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { acc, _ in acc * base }
    }
}
