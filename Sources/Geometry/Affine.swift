/// An affine transform: x' = a x + c y + tx, y' = b x + d y + ty (the layout of cairo's matrix).
///
/// Composition is named by order: `t.then(u)` applies `t` first and `u` second; `t.pre(u)` applies
/// `u` first and `t` second.
public struct Affine: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translate(_ dx: Double, _ dy: Double) -> Affine {
        Affine(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    public static func translate(_ v: Vector) -> Affine { translate(v.dx, v.dy) }

    public static func scale(_ sx: Double, _ sy: Double) -> Affine {
        Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public static func scale(_ k: Double) -> Affine { scale(k, k) }

    /// A rotation about the origin; positive angles turn clockwise on screen.
    public static func rotate(_ angle: Angle) -> Affine {
        let (cs, sn) = (angle.cos, angle.sin)
        return Affine(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public static func rotate(_ angle: Angle, about p: Point) -> Affine {
        translate(-p.x, -p.y).then(rotate(angle)).then(translate(p.x, p.y))
    }

    public static func scale(_ sx: Double, _ sy: Double, about p: Point) -> Affine {
        translate(-p.x, -p.y).then(scale(sx, sy)).then(translate(p.x, p.y))
    }

    /// This transform followed by `next`.
    public func then(_ next: Affine) -> Affine {
        Affine(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    /// `first` followed by this transform.
    public func pre(_ first: Affine) -> Affine { first.then(self) }

    public var determinant: Double { a * d - b * c }

    /// The transform that undoes this one, or nil when it is singular.
    public var inverse: Affine? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    public var isIdentity: Bool { self == .identity }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    public func apply(_ v: Vector) -> Vector {
        Vector(a * v.dx + c * v.dy, b * v.dx + d * v.dy)
    }
}
