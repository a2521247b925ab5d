/// Evaluation of Bezier curves and the extremes of their coordinates.
enum Bezier {
    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(
            w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
            w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    static func cubicDerivative(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Vector {
        let u = 1 - t
        let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
        return Vector(
            w0 * (p1.x - p0.x) + w1 * (p2.x - p1.x) + w2 * (p3.x - p2.x),
            w0 * (p1.y - p0.y) + w1 * (p2.y - p1.y) + w2 * (p3.y - p2.y))
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
    static func cubicExtremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // derivative / 3 = A t^2 + B t + C
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa))
                roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
