/// An immutable outline stored compactly as a list of verbs and the points they consume.
///
/// A path is made only through `PathBuilder`, so it is never empty and holds only finite points.
public struct Path: Hashable, Sendable {
    public let verbs: [PathVerb]
    public let points: [Point]

    init(verbs: [PathVerb], points: [Point]) {
        self.verbs = verbs
        self.points = points
    }

    /// The verbs with their points, in order.
    public var elements: [PathElement] {
        var out: [PathElement] = []
        out.reserveCapacity(verbs.count)
        forEachElement { out.append($0) }
        return out
    }

    /// Calls `body` with every verb and its points, without allocating.
    public func forEachElement(_ body: (PathElement) -> Void) {
        var i = 0
        for verb in verbs {
            switch verb {
            case .move: body(.move(points[i]))
            case .line: body(.line(points[i]))
            case .quad: body(.quad(control: points[i], to: points[i + 1]))
            case .cubic: body(.cubic(control1: points[i], control2: points[i + 1], to: points[i + 2]))
            case .close: body(.close)
            }
            i += verb.pointCount
        }
    }

    /// The number of subpaths (one per `move`).
    public var subpathCount: Int { verbs.reduce(0) { $0 + ($1 == .move ? 1 : 0) } }

    /// The same path with every point mapped through `transform`.
    public func transformed(by transform: Affine) -> Path {
        if transform.isIdentity { return self }
        return Path(verbs: verbs, points: points.map(transform.apply))
    }

    /// The tight bounding box of the outline, curves included.
    public var bounds: Rect {
        var box = CurveBounds(start: points[0])
        var current = points[0]
        forEachElement { element in
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                box.addQuad(current, c, p)
                current = p
            case .cubic(let c1, let c2, let p):
                box.addCubic(current, c1, c2, p)
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    /// The signed area enclosed, positive for outlines that turn clockwise on screen. Every subpath is
    /// taken as closed. Curves are integrated exactly (Gauss-Legendre of an order that is exact for them).
    public var signedArea: Double {
        var area = 0.0
        var start = points[0], current = points[0]
        forEachElement { element in
            switch element {
            case .move(let p):
                area += Self.lineTerm(current, start)
                start = p
                current = p
            case .line(let p):
                area += Self.lineTerm(current, p)
                current = p
            case .quad(let c, let p):
                area += Self.cubicTerm(current, current.lerp(to: c, 2.0 / 3), p.lerp(to: c, 2.0 / 3), p)
                current = p
            case .cubic(let c1, let c2, let p):
                area += Self.cubicTerm(current, c1, c2, p)
                current = p
            case .close:
                area += Self.lineTerm(current, start)
                current = start
            }
        }
        area += Self.lineTerm(current, start)
        return area
    }

    private static func lineTerm(_ a: Point, _ b: Point) -> Double {
        (a.x * b.y - b.x * a.y) / 2
    }

    private static func cubicTerm(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Double {
        let nodes = [(0.5 - 0.3872983346207417, 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.3872983346207417, 5.0 / 18)]
        var sum = 0.0
        for (t, w) in nodes {
            let p = Bezier.cubicPoint(p0, p1, p2, p3, t)
            let v = Bezier.cubicDerivative(p0, p1, p2, p3, t)
            sum += w * (p.x * v.dy - p.y * v.dx)
        }
        return sum / 2
    }
}
