import Figures
import Geometry
import TestSupport
import Testing

@Suite struct BounceTests {
    static let frame = Rect(x: 10, y: 20, width: 300, height: 200)

    static let cases: [Bounce] = Bounce.Direction.allCases.flatMap { direction in
        [Point(0.2, 0.7), Point(0.5, 0.5), Point(0, 0), Point(1, 0.3)].map {
            Bounce(direction: direction, start: $0, bounces: 25, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 16, seed: 1, time: nil)
        }
    }

    @Test(arguments: cases)
    func collisionsLieOnTheBoundaryAndThePathStaysInside(_ bounce: Bounce) {
        let area = bounce.motionArea(in: Self.frame)
        let points = bounce.collisionPoints(in: Self.frame)
        #expect(points.count == 26)
        for p in points.dropFirst() {
            let onWall = [abs(p.x - area.minX), abs(p.x - area.maxX), abs(p.y - area.minY), abs(p.y - area.maxY)].min()!
            #expect(onWall < 1e-9, "\(p) is not on the wall of \(area)")
        }
        for (a, b) in zip(points, points.dropFirst()) {
            // Every leg runs at 45 degrees, so the path between collisions never leaves the area.
            #expect(approx(abs(b.x - a.x), abs(b.y - a.y), tolerance: 1e-9))
            #expect(area.contains(a, tolerance: 1e-9) && area.contains(b, tolerance: 1e-9))
        }
    }

    @Test func reflectionFlipsTheComponentOfTheWallHit() {
        let bounce = Bounce(direction: .topRight, start: Point(0, 1), bounces: 2, symbol: .polygon(sides: 3), size: 0.01, rotationSpeed: 2, velocity: 0.5, copies: 16, seed: 1, time: nil)
        let area = bounce.motionArea(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let points = bounce.collisionPoints(in: Rect(x: 0, y: 0, width: 100, height: 100))
        // From the bottom-left corner up-right, the diagonal ends in the opposite corner: both walls at once.
        #expect(approx(points[1], Point(area.maxX, area.minY)))
        #expect(approx(points[2], Point(area.minX, area.maxY)))
    }

    @Test func copiesAreAtEqualStepsAndTurnWithTime() {
        let bounce = Bounce(direction: .bottomRight, start: Point(0.1, 0.1), bounces: 3, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 7, seed: 9, time: nil)
        let placements = bounce.copyPlacements(in: Self.frame)
        #expect(placements.count == 7)
        let points = bounce.collisionPoints(in: Self.frame)
        #expect(approx(placements.first!.center, points.first!))
        #expect(approx(placements.last!.center, points.last!))
        // The copies are equally far apart along the path (the first leg holds the first two).
        let step = placements[0].center.distance(to: placements[1].center)
        #expect(step > 0)
        // Speed: 0.5 x 200 pt per second, so one step takes step / 100 s and turns 180 degrees per second.
        #expect(approx(abs(placements[1].angle.degrees - placements[0].angle.degrees), step / 100 * 180, tolerance: 1e-9))
        #expect(placements == bounce.copyPlacements(in: Self.frame))
    }
}

@Suite struct BounceMomentTests {
    static let frame = Rect(x: 0, y: 0, width: 200, height: 200)

    @Test func aMomentShowsThePathSoFarAndOneSymbolWhereItIs() throws {
        // Speed 0.5 x 200 = 100 pt/s; after 0.5 s the symbol has gone 50 pt along the first leg.
        let bounce = Bounce(direction: .bottomRight, start: Point(0, 0), bounces: 3, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 9, seed: 1, time: 0.5)
        let items = bounce.items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        guard case .shape(let trail) = items[0], case .shape(let symbol) = items[1] else {
            Issue.record("expected the trail and one symbol")
            return
        }
        #expect(symbol.path.subpathCount == 1)
        let start = bounce.collisionPoints(in: Self.frame)[0]
        let end = try #require(trail.path.points.last)
        #expect(approx(start.distance(to: end), 50, tolerance: 1e-9))
        #expect(approx(symbol.path.bounds.center.x, end.x, tolerance: 2))
    }

    @Test func aMomentPastTheEndStopsAtTheLastWall() throws {
        let bounce = Bounce(direction: .topRight, start: Point(0.2, 0.7), bounces: 2, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 16, seed: 1, time: 1e6)
        let points = bounce.collisionPoints(in: Self.frame)
        let items = bounce.items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        guard case .shape(let trail) = items[0] else {
            Issue.record("no trail")
            return
        }
        #expect(approx(try #require(trail.path.points.last), points.last!))
    }
}
