/// A displacement in the plane.
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public init(_ dx: Double, _ dy: Double) {
        self.init(dx: dx, dy: dy)
    }

    public static let zero = Vector(0, 0)

    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(a.dx + b.dx, a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(a.dx - b.dx, a.dy - b.dy) }
    public static func * (v: Vector, k: Double) -> Vector { Vector(v.dx * k, v.dy * k) }
    public static prefix func - (v: Vector) -> Vector { Vector(-v.dx, -v.dy) }
}
