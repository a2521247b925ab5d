import Geometry
import TestSupport
import Testing

@Suite struct RegionTests {
    /// The region's own area and bounds agree with its outline's: exactly for straight outlines, within
    /// the four-cubic circle's error (under 0.03 % of the radius) for round ones.
    func expectConsistent(_ region: some Region, areaTolerance: Double) {
        #expect(region.path.signedArea > 0, "clockwise on screen")
        #expect(abs(region.path.signedArea - region.area) <= areaTolerance * region.area)
        #expect(approx(region.path.bounds, region.bounds, tolerance: 1e-9 * max(1, region.bounds.width)))
    }

    @Test(arguments: [0.5, 1, 40, 1e6])
    func diskAgreesWithItsOutline(radius: Double) throws {
        let disk = try #require(Disk(center: Point(3, -7), radius: radius))
        expectConsistent(disk, areaTolerance: 1e-3)
        #expect(approx(disk.area, .pi * radius * radius))
    }

    @Test func aCircleIsOneSubpathOfFourQuarterTurns() throws {
        let disk = try #require(Disk(center: .zero, radius: 10))
        #expect(disk.path.verbs == [.move, .cubic, .cubic, .cubic, .cubic, .close], "no zero-length line before the first curve")
        var builder = PathBuilder()
        builder.move(to: Point(100, 100))
        builder.line(to: Point(120, 100))
        builder.circle(center: .zero, radius: 10)
        let path = try #require(builder.finish())
        #expect(path.subpathCount == 2, "a circle after a line starts a subpath of its own")
        #expect(Array(path.verbs.suffix(6)) == disk.path.verbs)
    }

    @Test func inscribedDiskTouchesTheShorterSides() throws {
        let disk = try #require(Disk(inscribedIn: Rect(x: 10, y: 20, width: 300, height: 100)))
        #expect(disk.radius == 50 && disk.center == Point(160, 70))
    }

    @Test(arguments: [0.0, 5, 25, 80])
    func roundedRectAgreesWithItsOutline(radius: Double) throws {
        let rect = Rect(x: 10, y: 20, width: 120, height: 50)
        let region = try #require(RoundedRect(rect, cornerRadius: radius))
        expectConsistent(region, areaTolerance: 1e-3)
        #expect(region.cornerRadius == min(radius, 25), "a radius past half the shorter side is kept at it")
        #expect(region.bounds == rect)
        if radius == 0 { #expect(region.path.verbs == [.move, .line, .line, .line, .close]) }
    }

    @Test(arguments: [3, 4, 6, 64])
    func regularPolygonAgreesWithItsOutline(sides: Int) throws {
        let polygon = try #require(RegularPolygon(sides: sides, center: Point(5, 5), radius: 20, angle: .degrees(-90)))
        expectConsistent(polygon, areaTolerance: 1e-12)
        #expect(polygon.vertices.count == sides)
        #expect(polygon.vertices.allSatisfy { approx($0.distance(to: Point(5, 5)), 20) })
        #expect(approx(polygon.vertices[0], Point(5, -15)))
    }

    @Test func squareHasTheAreaOfItsSide() throws {
        let square = try #require(RegularPolygon(sides: 4, center: .zero, radius: 2.0.squareRoot(), angle: .degrees(45)))
        #expect(approx(square.area, 4))
        #expect(approx(square.bounds, Rect(x: -1, y: -1, width: 2, height: 2)))
    }

    @Test func measuresWithoutAFiniteOutlineMakeNoRegion() {
        #expect(Disk(center: .zero, radius: -1) == nil)
        #expect(Disk(center: .zero, radius: .nan) == nil)
        #expect(Disk(center: Point(.infinity, 0), radius: 1) == nil)
        #expect(Disk(center: Point(1e308, 0), radius: 1e308) == nil, "an outline overflowing to infinity")
        #expect(RoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .infinity) == nil)
        #expect(RoundedRect(Rect(x: 0, y: 0, width: .nan, height: 10), cornerRadius: 1) == nil)
        #expect(RegularPolygon(sides: 2, center: .zero, radius: 1, angle: .zero) == nil)
        #expect(RegularPolygon(sides: 5, center: .zero, radius: -1, angle: .zero) == nil)
        #expect(RegularPolygon(sides: 5, center: .zero, radius: .infinity, angle: .zero) == nil)
    }
}
