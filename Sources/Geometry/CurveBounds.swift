/// Accumulates the tight bounding box of points and curve segments.
struct CurveBounds {
    private var minX, minY, maxX, maxY: Double

    init(start: Point) {
        (minX, minY, maxX, maxY) = (start.x, start.y, start.x, start.y)
    }

    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    mutating func add(_ p: Point) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    mutating func addQuad(_ p0: Point, _ c: Point, _ p1: Point) {
        addCubic(p0, p0.lerp(to: c, 2.0 / 3), p1.lerp(to: c, 2.0 / 3), p1)
    }

    mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        add(p3)
        let ts = Bezier.cubicExtremes(p0.x, p1.x, p2.x, p3.x) + Bezier.cubicExtremes(p0.y, p1.y, p2.y, p3.y)
        for t in ts { add(Bezier.cubicPoint(p0, p1, p2, p3, t)) }
    }
}
