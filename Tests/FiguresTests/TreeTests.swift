import Figures
import Foundation
import Geometry
import TestSupport
import Testing

@Suite struct TreeTests {
    static let frame = Rect(x: 0, y: 0, width: 400, height: 300)

    @Test(arguments: 0...6)
    func segmentCountIsThreeTimesThreeToTheNMinusOneOverTwo(_ n: Int) {
        let tree = Tree(step: Double(n), angle: .degrees(120), ratio: 0.5, branches: 3)
        let expected = 3 * (Int(pow(3.0, Double(n))) - 1) / 2
        #expect(tree.segments(in: Self.frame).count == expected)
        #expect(tree.segmentCount == expected)
    }

    @Test func firstSegmentsLeaveTheLoweredCentreAtMinSideOverFour() {
        let segments = Tree(step: 1, angle: .degrees(120), ratio: 0.5, branches: 3).segments(in: Self.frame)
        let origin = Point(200, 150 + 50)
        #expect(segments.count == 3)
        for s in segments {
            #expect(approx(s.start, origin))
            #expect(approx(s.length, 75))
        }
        #expect(segments.map(\.direction.degrees).map { ($0 * 1e6).rounded() / 1e6 } == [-210, -90, 30])
        #expect(approx(segments[1].end, Point(200, 125)))
    }

    /// The original is shown fitted (`.aspectRatio(contentMode: .fit)`): in a 300 x 600 cell it grows in the
    /// centred 300-point square, its trunk from y = 300 + 300 / 6 = 350, not from 300 + 600 / 6.
    @Test func aTallCellGrowsTheTreeInItsCentredSquare() {
        let segments = Tree(step: 1, angle: .degrees(120), ratio: 0.5, branches: 3).segments(in: Rect(x: 0, y: 0, width: 300, height: 600))
        for s in segments {
            #expect(approx(s.start, Point(150, 350)))
            #expect(approx(s.length, 75))
        }
    }

    @Test func breadthFirstChildrenStartAtTheirParentsEnd() {
        let segments = Tree(step: 2, angle: .degrees(120), ratio: 0.5, branches: 3).segments(in: Self.frame)
        for (i, child) in segments.dropFirst(3).enumerated() {
            let parent = segments[i / 3]
            #expect(approx(child.start, parent.end))
            #expect(approx(child.length, parent.length * 0.5))
        }
    }

    @Test func fractionalStepGrowsTheLastLevelByTheFraction() {
        let half = Tree(step: 2.5, angle: .degrees(120), ratio: 0.5, branches: 3).segments(in: Self.frame)
        let whole = Tree(step: 3, angle: .degrees(120), ratio: 0.5, branches: 3).segments(in: Self.frame)
        #expect(half.count == whole.count)
        for (a, b) in zip(half.suffix(27), whole.suffix(27)) {
            #expect(approx(a.length, b.length / 2))
            #expect(approx(a.start, b.start))
        }
        for (a, b) in zip(half.prefix(12), whole.prefix(12)) { #expect(a == b) }
    }

    @Test func branchesSpreadFromMinusAngleToPlusAngle() {
        let two = Tree(step: 1, angle: .degrees(30), ratio: 0.5, branches: 2).turns.map(\.degrees)
        #expect(two.count == 2 && approx(two[0], -30) && approx(two[1], 30))
        #expect(Tree(step: 1, angle: .degrees(30), ratio: 0.5, branches: 1).turns.map(\.degrees) == [0])
        #expect(Tree(step: 3, angle: .degrees(120), ratio: 0.5, branches: 2).segmentCount == 2 + 4 + 8)
    }
}

/// The reach found level by level is the box of every branch, counted branch by branch.
@Suite struct TreeReachTests {
    @Test(arguments: [(0.5, 120.0, 3, 6.0), (0.7, 25, 3, 7), (0.75, 10, 2, 9), (0.6, 170, 4, 5), (0.9, 45, 5, 4), (1, 60, 1, 5)])
    func theBoundsAreThoseOfTheBranches(_ sample: (Double, Double, Int, Double)) {
        let frame = Rect(x: 10, y: 20, width: 300, height: 200)
        let tree = Tree(step: sample.3, angle: .degrees(sample.1), ratio: sample.0, branches: sample.2)
        let points = tree.segments(in: frame).flatMap { [$0.start, $0.end] }
        let box = tree.bounds(in: frame)
        #expect(approx(box.minX, points.map(\.x).min()!, tolerance: 1e-9) && approx(box.maxX, points.map(\.x).max()!, tolerance: 1e-9))
        #expect(approx(box.minY, points.map(\.y).min()!, tolerance: 1e-9) && approx(box.maxY, points.map(\.y).max()!, tolerance: 1e-9))
    }

    /// The original's framing keeps the default tree inside its frame: it is drawn as before.
    @Test func theDefaultTreeIsNotMoved() {
        #expect(Tree(step: 6, angle: .degrees(120), ratio: 0.5, branches: 3).fitting(in: Rect(x: 0, y: 0, width: 100, height: 100), margin: 0.25) == nil)
    }
}
