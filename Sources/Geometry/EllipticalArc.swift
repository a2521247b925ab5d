import RealModule

/// An SVG elliptical arc given by its end points (SVG 2, appendix B.2.4): radii, the x-axis' rotation
/// and which of the four arcs through both points is meant. Radii too small to reach the end point are
/// scaled up as SVG says; a zero radius, or an end point equal to the start, is a straight line.
public struct EllipticalArc {
    public var from: Point
    public var to: Point
    public var rx: Double
    public var ry: Double
    public var rotation: Angle
    public var large: Bool
    public var sweep: Bool

    public init(from: Point, to: Point, rx: Double, ry: Double, rotation: Angle, large: Bool, sweep: Bool) {
        self.from = from
        self.to = to
        self.rx = abs(rx)
        self.ry = abs(ry)
        self.rotation = rotation
        self.large = large
        self.sweep = sweep
    }

    /// Appends the arc to `builder` as cubics (a line in the degenerate cases), from its current point.
    public func append(to builder: inout PathBuilder) {
        guard from != to else { return }
        guard rx > 0, ry > 0 else { return builder.line(to: to) }
        let cosPhi = rotation.cos, sinPhi = rotation.sin
        // The midpoint between the ends, in the ellipse's axes.
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        var rx = self.rx, ry = self.ry
        let reach = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if reach > 1 {
            rx *= reach.squareRoot()
            ry *= reach.squareRoot()
        }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let k = (large == sweep ? -1.0 : 1.0) * (numerator / denominator).squareRoot()
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let center = Point(cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2, sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        let start = Self.angle(Vector((x1 - cx1) / rx, (y1 - cy1) / ry))
        var delta = Self.angle(Vector((-x1 - cx1) / rx, (-y1 - cy1) / ry)) - start
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        // The arc of the unit circle, scaled to the radii, turned and moved to the centre. The builder is
        // at its start already; its last point is `to` exactly, not as rounding puts it.
        var unit = PathBuilder()
        unit.arc(center: .zero, radius: 1, start: Angle(radians: start), sweep: Angle(radians: delta))
        let placed = Affine.scale(rx, ry).then(.rotate(rotation)).then(.translate(center.x, center.y))
        var cubics: [(Point, Point, Point)] = []
        unit.finish()?.forEachElement { element in
            if case .cubic(let c1, let c2, let p) = element { cubics.append((placed.apply(c1), placed.apply(c2), placed.apply(p))) }
        }
        guard !cubics.isEmpty else { return builder.line(to: to) }
        for (k, (c1, c2, p)) in cubics.enumerated() {
            builder.cubic(to: k == cubics.count - 1 ? to : p, control1: c1, control2: c2)
        }
    }

    /// The angle of `v` from +x, from -π to π.
    private static func angle(_ v: Vector) -> Double {
        Double.atan2(y: v.dy, x: v.dx)
    }
}
