/// A location in a plane whose y axis grows downwards (the convention of SwiftUI and Cairo).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point(0, 0)

    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point at `distance` from this one, in the direction `angle` (measured from +x, clockwise on screen).
    public func moved(by distance: Double, toward angle: Angle) -> Point {
        Point(x + distance * angle.cos, y + distance * angle.sin)
    }

    public func distance(to other: Point) -> Double {
        (other - self).length
    }

    public static func + (p: Point, v: Vector) -> Point { Point(p.x + v.dx, p.y + v.dy) }
    public static func - (p: Point, v: Vector) -> Point { Point(p.x - v.dx, p.y - v.dy) }
    public static func - (a: Point, b: Point) -> Vector { Vector(a.x - b.x, a.y - b.y) }

    /// Linear interpolation: `t = 0` gives `self`, `t = 1` gives `other`.
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}
