import Figures
import Geometry
import Scene
import TestSupport
import Testing

/// The shape kinds: each outline's area and bounds against the analytic values, as kurbo checks its
/// shapes. Circles and ellipses are drawn as four cubics (the usual 4/3 tan(θ/4) handles), within
/// 0.03 % of the true area.
@Suite struct ShapeTests {
    static let frame = Rect(x: 10, y: 20, width: 300, height: 200)

    @Test func aCircleIsInscribedInItsFrame() throws {
        let path = try #require(Circle().path(in: Self.frame))
        #expect(approx(path.bounds, Rect(x: 60, y: 20, width: 200, height: 200), tolerance: 1e-9))
        #expect(approx(path.signedArea, .pi * 100 * 100, tolerance: 3e-4))
    }

    @Test func anEllipseFillsItsFrame() throws {
        let path = try #require(Ellipse().path(in: Self.frame))
        #expect(approx(path.bounds, Self.frame, tolerance: 1e-9))
        #expect(approx(path.signedArea, .pi * 150 * 100, tolerance: 3e-4))
        #expect(Ellipse().paintArea(in: Self.frame) == Self.frame)
    }

    @Test(arguments: [(3, 0.3), (5, 0.382), (5, 0.5), (8, 0.7), (64, 0.95)])
    func aStarsAreaIsPointsTimesBothRadiiTimesTheSineOfHalfItsStep(_ points: Int, _ inner: Double) throws {
        let star = Star(points: points, innerRatio: inner, angle: .degrees(-90))
        let path = try #require(star.path(in: Self.frame))
        let n = Double(points), r = 100.0
        #expect(approx(path.signedArea, n * r * (r * inner) * Angle(radians: .pi / n).sin, tolerance: 1e-9))
        let vertices = star.vertices(in: Self.frame)
        #expect(vertices.count == 2 * points)
        // The first tip points up from the centre; tips on the circle, corners at the inner radius.
        #expect(approx(vertices[0], Point(160, 20)))
        for (k, v) in vertices.enumerated() {
            #expect(approx(v.distance(to: Self.frame.center), k.isMultiple(of: 2) ? r : r * inner))
        }
    }

    @Test func aLineRunsBetweenItsSharesOfTheFrame() throws {
        let line = Line(from: Point(0, 0.5), to: Point(1, 0.5), width: 2, arrows: .none)
        let items = line.items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        #expect(items.count == 1)
        guard case .shape(let shape) = try #require(items.first) else {
            Issue.record("a stroked line expected")
            return
        }
        #expect(shape.fill == nil)
        #expect(shape.stroke?.width == 2)
        #expect(approx(shape.path.bounds, Rect(x: 10, y: 120, width: 300, height: 0)))
    }

    @Test func arrowHeadsEndAtTheLinesEndsAndTheLineStopsAtTheirBases() throws {
        let line = Line(from: Point(0, 0), to: Point(1, 1), width: 3, arrows: .both)
        let items = line.items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        #expect(items.count == 3)
        let shapes = items.compactMap { item -> Shape? in
            if case .shape(let shape) = item { return shape }
            return nil
        }
        let stroked = try #require(shapes.first { $0.stroke != nil })
        let heads = shapes.filter { $0.fill != nil }
        #expect(heads.count == 2)
        let (start, end) = line.ends(in: Self.frame)
        let tips = heads.map { $0.path.elements.first }
        #expect(tips.contains(.move(start)) && tips.contains(.move(end)))
        // Each head is 4 pen widths long: the line keeps 12 points clear of each end.
        let length = start.distance(to: end)
        let drawn = stroked.path.bounds
        #expect(approx((drawn.width * drawn.width + drawn.height * drawn.height).squareRoot(), length - 24, tolerance: 1e-9))
        // Each head's area: half its base (3.5 pen widths) times its length.
        for head in heads { #expect(approx(abs(head.path.signedArea), 0.5 * 10.5 * 12)) }
    }

    @Test func aLineOfNoLengthDrawsNothing() {
        #expect(
            Line(from: Point(0.5, 0.5), to: Point(0.5, 0.5), width: 2, arrows: .both).items(in: Self.frame, style: FigureStyle(fill: .solid(.black))).isEmpty)
    }

    @Test func aPathIsFittedToItsFrameKeepingItsShape() throws {
        // A 40 x 10 rectangle: scaled by 7.5 to the frame's width, centred vertically.
        let figure = PathFigure(data: "M 0 0 h 40 v 10 h -40 z", outline: try SVGPathData.path("M 0 0 h 40 v 10 h -40 z"))
        let path = figure.path(in: Self.frame)
        #expect(approx(path.bounds, Rect(x: 10, y: 82.5, width: 300, height: 75)))
        #expect(approx(path.signedArea, 300 * 75))
        #expect(figure.paintArea(in: Self.frame) == path.bounds)
    }

    @Test func aStraightPathIsScaledByItsLongSide() throws {
        let figure = PathFigure(data: "M 0 0 L 0 10", outline: try SVGPathData.path("M 0 0 L 0 10"))
        #expect(approx(figure.path(in: Self.frame).bounds, Rect(x: 160, y: 20, width: 0, height: 200)))
    }
}
