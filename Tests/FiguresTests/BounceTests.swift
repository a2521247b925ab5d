import Figures
import Geometry
import Scene
import TestSupport
import Testing

@Suite struct BounceTests {
    static let frame = Rect(x: 10, y: 20, width: 300, height: 200)

    static let cases: [Bounce] = Bounce.Direction.allCases.flatMap { direction in
        [Point(0.2, 0.7), Point(0.5, 0.5), Point(0, 0), Point(1, 0.3)].map {
            Bounce(
                direction: direction, start: $0, bounces: 25, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 16, seed: 1,
                contained: false, time: nil)
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
        let bounce = Bounce(
            direction: .topRight, start: Point(0, 1), bounces: 2, symbol: .polygon(sides: 3), size: 0.01, rotationSpeed: 2, velocity: 0.5, copies: 16, seed: 1,
            contained: false, time: nil)
        let area = bounce.motionArea(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let points = bounce.collisionPoints(in: Rect(x: 0, y: 0, width: 100, height: 100))
        // From the bottom-left corner up-right, the diagonal ends in the opposite corner: both walls at once.
        #expect(approx(points[1], Point(area.maxX, area.minY)))
        #expect(approx(points[2], Point(area.minX, area.maxY)))
    }

    @Test func copiesAreAtEqualStepsAndTurnWithTime() {
        let bounce = Bounce(
            direction: .bottomRight, start: Point(0.1, 0.1), bounces: 3, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 7,
            seed: 9, contained: false, time: nil)
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

    /// The items inside the group that cuts the bounce off at its cell.
    static func clipped(_ items: [Item]) throws -> [Item] {
        guard items.count == 1, case .group(let group) = items[0], let clip = group.clip else {
            Issue.record("the bounce is not one group clipped to its cell")
            return []
        }
        #expect(clip.bounds == frame)
        return group.items
    }

    @Test func aMomentShowsThePathSoFarAndOneSymbolWhereItIs() throws {
        // Speed 0.5 x 200 = 100 pt/s; after 0.5 s the symbol has gone 50 pt along the first leg.
        let bounce = Bounce(
            direction: .bottomRight, start: Point(0, 0), bounces: 3, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 9, seed: 1,
            contained: false, time: 0.5)
        let items = try Self.clipped(bounce.items(in: Self.frame, style: FigureStyle(fill: .solid(.black))))
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
        let bounce = Bounce(
            direction: .topRight, start: Point(0.2, 0.7), bounces: 2, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 16,
            seed: 1, contained: false, time: 1e6)
        let points = bounce.collisionPoints(in: Self.frame)
        let items = try Self.clipped(bounce.items(in: Self.frame, style: FigureStyle(fill: .solid(.black))))
        guard case .shape(let trail) = items[0] else {
            Issue.record("no trail")
            return
        }
        #expect(approx(try #require(trail.path.points.last), points.last!))
    }
}

/// The original view: the image's centre reaches the view's edges, and each image spins one way for ever.
@Suite struct BounceOriginalTests {
    static let frame = Rect(x: 0, y: 0, width: 300, height: 200)

    static func bounce(seed: UInt64, contained: Bool) -> Bounce {
        Bounce(
            direction: .topRight, start: Point(0.2, 0.7), bounces: 9, symbol: .polygon(sides: 3), size: 0.2, rotationSpeed: 2, velocity: 0.5, copies: 40,
            seed: seed, contained: contained, time: nil)
    }

    @Test func theCentreReachesTheCellsEdges() {
        let points = Self.bounce(seed: 1, contained: false).collisionPoints(in: Self.frame)
        for p in points.dropFirst() {
            #expect(min(abs(p.x), abs(p.x - 300), abs(p.y), abs(p.y - 200)) < 1e-9, "\(p) is on the cell's edge")
        }
        // Contained, the walls stop the symbol's edge: its centre stays half the symbol (20 pt) inside.
        for p in Self.bounce(seed: 1, contained: true).collisionPoints(in: Self.frame).dropFirst() {
            #expect(min(abs(p.x - 20), abs(p.x - 280), abs(p.y - 20), abs(p.y - 180)) < 1e-9)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func aSymbolSpinsOneWayForEver(_ seed: UInt64) {
        let placements = Self.bounce(seed: seed, contained: false).copyPlacements(in: Self.frame)
        let turns = zip(placements, placements.dropFirst()).map { $1.angle.degrees - $0.angle.degrees }
        // Equal time steps, equal turns, all the same way: 100 pt/s over steps of the path's length / 39.
        #expect(turns.allSatisfy { approx($0, turns[0], tolerance: 1e-9) } && turns[0] != 0)
    }

    @Test func seedsChooseBothDirections() {
        let ways = Set(
            (1...16).map { seed -> Bool in
                let placements = Self.bounce(seed: UInt64(seed), contained: false).copyPlacements(in: Self.frame)
                return placements[1].angle.degrees > placements[0].angle.degrees
            })
        #expect(ways == [true, false])
    }
}
