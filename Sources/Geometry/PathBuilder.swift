import RealModule

/// Builds a `Path` verb by verb. `finish()` returns nil for empty or non-finite geometry.
public struct PathBuilder: Sendable {
    private var verbs: [PathVerb] = []
    private var points: [Point] = []
    private var subpathStart: Point?
    private var current: Point?
    private var finite = true

    public init() {}

    /// Room for `verbs` verbs and `points` points, so building a large path does not reallocate.
    public init(reservingVerbs verbCount: Int, points pointCount: Int) {
        verbs.reserveCapacity(verbCount)
        points.reserveCapacity(pointCount)
    }

    public var isEmpty: Bool { verbs.isEmpty }

    /// The end point of the last verb, if any.
    public var currentPoint: Point? { current }

    public mutating func move(to p: Point) {
        push(.move, p)
        subpathStart = p
    }

    /// A straight line; without a current point it starts a subpath at `p`, as cairo does.
    public mutating func line(to p: Point) {
        guard current != nil else { return move(to: p) }
        push(.line, p)
    }

    public mutating func quad(to p: Point, control c: Point) {
        if current == nil { move(to: c) }
        push(.quad, c, p)
    }

    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        if current == nil { move(to: c1) }
        push(.cubic, c1, c2, p)
    }

    public mutating func close() {
        guard let start = subpathStart, verbs.last != .close, verbs.last != nil else { return }
        verbs.append(.close)
        current = start
    }

    /// A circular arc from `start` turning by `sweep` (positive: clockwise on screen), lowered to cubics
    /// of at most a quarter turn each. A line joins the current point to the arc's start, if there is one.
    public mutating func arc(center: Point, radius: Double, start: Angle, sweep: Angle) {
        let first = center.moved(by: radius, toward: start)
        if current == nil { move(to: first) } else { line(to: first) }
        curves(center: center, radius: radius, start: start, sweep: sweep)
    }

    /// The cubics of an arc from the current point, its start.
    private mutating func curves(center: Point, radius: Double, start: Angle, sweep: Angle) {
        let pieces = max(1, Int((abs(sweep.radians) / (.pi / 2)).rounded(.up)))
        let step = sweep.radians / Double(pieces)
        let k = 4.0 / 3.0 * Double.tan(step / 4) * radius
        var angle = start.radians
        for _ in 0..<pieces {
            let a0 = Angle(radians: angle), a1 = Angle(radians: angle + step)
            let p0 = center.moved(by: radius, toward: a0), p1 = center.moved(by: radius, toward: a1)
            let c1 = p0 + Vector(-a0.sin, a0.cos) * k
            let c2 = p1 - Vector(-a1.sin, a1.cos) * k
            cubic(to: p1, control1: c1, control2: c2)
            angle += step
        }
    }

    /// A closed polygon through `vertices`.
    public mutating func polygon(_ vertices: [Point]) {
        guard let first = vertices.first else { return }
        move(to: first)
        for v in vertices.dropFirst() { line(to: v) }
        close()
    }

    public mutating func rect(_ r: Rect) {
        polygon([r.origin, Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)])
    }

    /// A full circle as a subpath of its own, clockwise on screen, starting at angle 0: four quarter-turn
    /// cubics.
    public mutating func circle(center: Point, radius: Double) {
        move(to: center.moved(by: radius, toward: .zero))
        curves(center: center, radius: radius, start: .zero, sweep: .degrees(360))
        close()
    }

    /// Every verb of `path`, with its points mapped through `transform`.
    public mutating func append(_ path: Path, transform: Affine = .identity) {
        var i = 0
        for verb in path.verbs {
            switch verb {
            case .move: move(to: transform.apply(path.points[i]))
            case .line: line(to: transform.apply(path.points[i]))
            case .quad: quad(to: transform.apply(path.points[i + 1]), control: transform.apply(path.points[i]))
            case .cubic:
                cubic(
                    to: transform.apply(path.points[i + 2]),
                    control1: transform.apply(path.points[i]), control2: transform.apply(path.points[i + 1]))
            case .close: close()
            }
            i += verb.pointCount
        }
    }

    /// The path built, or nil when it holds no drawing verb or any point is not finite.
    public func finish() -> Path? {
        guard finite, verbs.contains(where: { $0 != .move }) else { return nil }
        return Path(verbs: verbs, points: points)
    }

    private mutating func push(_ verb: PathVerb, _ p: Point) {
        verbs.append(verb)
        append(p)
    }

    private mutating func push(_ verb: PathVerb, _ p0: Point, _ p1: Point) {
        verbs.append(verb)
        append(p0)
        append(p1)
    }

    private mutating func push(_ verb: PathVerb, _ p0: Point, _ p1: Point, _ p2: Point) {
        verbs.append(verb)
        append(p0)
        append(p1)
        append(p2)
    }

    private mutating func append(_ p: Point) {
        finite = finite && p.isFinite
        points.append(p)
        current = p
    }
}

extension Path {
    /// The outline of `rect`, or nil when its corners are not finite.
    public static func rectangle(_ rect: Rect) -> Path? {
        var builder = PathBuilder()
        builder.rect(rect)
        return builder.finish()
    }
}
