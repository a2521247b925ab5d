import Geometry
import TestSupport
import Testing

@Suite struct PathTests {
    @Test func builderRejectsEmptyPaths() {
        #expect(PathBuilder().finish() == nil)
        var onlyMove = PathBuilder()
        onlyMove.move(to: Point(1, 1))
        #expect(onlyMove.finish() == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func builderRejectsNonFinitePoints(_ bad: Double) {
        var b = PathBuilder()
        b.move(to: .zero)
        b.line(to: Point(10, 0))
        b.line(to: Point(bad, 5))
        b.close()
        #expect(b.finish() == nil)
    }

    @Test func pathIsStoredAsVerbsAndPoints() throws {
        var b = PathBuilder()
        b.move(to: Point(0, 0))
        b.line(to: Point(10, 0))
        b.quad(to: Point(10, 10), control: Point(15, 5))
        b.cubic(to: Point(0, 10), control1: Point(7, 12), control2: Point(3, 12))
        b.close()
        let path = try #require(b.finish())
        #expect(path.verbs == [.move, .line, .quad, .cubic, .close])
        #expect(path.points.count == 1 + 1 + 2 + 3)
        #expect(path.subpathCount == 1)
    }

    @Test func rectangleBoundsAndArea() throws {
        var b = PathBuilder()
        b.rect(Rect(x: 2, y: 3, width: 10, height: 4))
        let path = try #require(b.finish())
        #expect(path.bounds == Rect(x: 2, y: 3, width: 10, height: 4))
        #expect(approx(path.signedArea, 40))
    }

    @Test func curveBoundsAreTight() throws {
        var b = PathBuilder()
        b.move(to: Point(0, 0))
        b.quad(to: Point(10, 0), control: Point(5, 10))
        let path = try #require(b.finish())
        // The quadratic's peak is half way to its control point.
        #expect(approx(path.bounds, Rect(x: 0, y: 0, width: 10, height: 5)))
    }

    @Test(arguments: [1.0, 7.5, 100])
    func circleAreaAndBounds(_ r: Double) throws {
        var b = PathBuilder()
        b.circle(center: Point(r, 2 * r), radius: r)
        let path = try #require(b.finish())
        // Four cubic quarter arcs approximate the circle to about 2.7e-4 relative radius.
        #expect(approx(path.signedArea, .pi * r * r, tolerance: 1e-3))
        #expect(approx(path.bounds, Rect(x: 0, y: r, width: 2 * r, height: 2 * r), tolerance: 1e-3))
    }

    @Test func arcMeetsItsEndPoints() throws {
        var b = PathBuilder()
        b.arc(center: Point(5, 5), radius: 2, start: .degrees(0), sweep: .degrees(135))
        let path = try #require(b.finish())
        #expect(approx(path.points.first!, Point(7, 5)))
        #expect(approx(path.points.last!, Point(5, 5).moved(by: 2, toward: .degrees(135))))
        #expect(path.verbs.filter { $0 == .cubic }.count == 2)
    }

    @Test func transformMapsEveryPoint() throws {
        var b = PathBuilder()
        b.polygon([Point(0, 0), Point(4, 0), Point(0, 3)])
        let path = try #require(b.finish())
        let moved = path.transformed(by: .scale(2).then(.translate(1, 1)))
        #expect(moved.points == [Point(1, 1), Point(9, 1), Point(1, 7)])
        #expect(approx(moved.signedArea, path.signedArea * 4))
    }

    @Test func counterClockwiseOutlineHasNegativeArea() throws {
        var b = PathBuilder()
        b.polygon([Point(0, 0), Point(0, 3), Point(4, 0)])
        let path = try #require(b.finish())
        #expect(approx(path.signedArea, -6))
    }
}
