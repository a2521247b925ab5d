/// An axis-aligned rectangle given by its top-left corner and its size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x, y), size: Size(width, height))
    }

    /// The rectangle of `size` whose centre is `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }
    public var minSide: Double { size.minSide }

    /// The largest square centred in this rectangle.
    public var centeredSquare: Rect { Rect(center: center, size: Size(minSide, minSide)) }

    /// The rectangle moved inwards by `d` on every side (outwards for negative `d`).
    public func inset(by d: Double) -> Rect {
        inset(top: d, left: d, bottom: d, right: d)
    }

    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: minX + left, y: minY + top, width: width - left - right, height: height - top - bottom)
    }

    /// The point at unit coordinates (`u`, `v`) of this rectangle: (0, 0) is the top left, (1, 1) the bottom right.
    public func point(atUnit u: Double, _ v: Double) -> Point {
        Point(minX + u * width, minY + v * height)
    }

    public func contains(_ p: Point, tolerance: Double = 0) -> Bool {
        p.x >= minX - tolerance && p.x <= maxX + tolerance && p.y >= minY - tolerance && p.y <= maxY + tolerance
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
