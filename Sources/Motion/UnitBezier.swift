/// The cubic Bézier timing function of CSS and SwiftUI: the curve from (0, 0) to (1, 1) with control
/// points (x1, y1) and (x2, y2), read as y against x. With x1 and x2 in 0...1 (they are clamped there)
/// x grows with the curve's parameter, so every x in 0...1 has exactly one y.
struct UnitBezier: Hashable, Sendable {
    // x(u) = ((ax u + bx) u + cx) u, and the same for y: the Bernstein form multiplied out.
    private let ax, bx, cx: Double
    private let ay, by, cy: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// y where x is `t`: exactly 0 at and before the start, exactly 1 at and after the end.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        let u = parameter(forX: t)
        return ((ay * u + by) * u + cy) * u
    }

    /// The parameter u in 0...1 with x(u) = `t`, by Newton's method kept inside a bracket around the
    /// root: a step that would leave the bracket, or one from a slope too flat to trust (x1 = 0 gives
    /// a zero slope at the start), is replaced by bisection, so the solve always converges.
    func parameter(forX t: Double) -> Double {
        var low = 0.0, high = 1.0, u = t
        for _ in 0..<100 {
            let error = ((ax * u + bx) * u + cx) * u - t
            if error == 0 { return u }
            if error < 0 { low = u } else { high = u }
            let slope = (3 * ax * u + 2 * bx) * u + cx
            let newton = u - error / slope
            let next = slope > 1e-9 && newton > low && newton < high ? newton : (low + high) / 2
            if abs(next - u) <= 1e-15 { return next }
            u = next
        }
        return u
    }
}
