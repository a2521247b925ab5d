import Figures
import Foundation
import Geometry
import TestSupport
import Testing

@Suite struct TriangleTests {
    static let frame = Rect(x: 5, y: 5, width: 512, height: 512)

    @Test(arguments: 0...6)
    func leafCountIsThreeToTheLevel(_ level: Int) throws {
        let path = try #require(SierpinskiTriangle(level: level, angle: .zero).path(in: Self.frame))
        #expect(path.subpathCount == Int(pow(3.0, Double(level))))
    }

    @Test func levelZeroIsTheInscribedTriangleVertexUp() throws {
        let path = try #require(SierpinskiTriangle(level: 0, angle: .zero).path(in: Self.frame))
        #expect(path.points.contains { approx($0, Point(261, 5)) })
        let r = 256.0
        #expect(approx(path.signedArea, 3 * 3.0.squareRoot() / 4 * r * r, tolerance: 1e-9))
    }

    @Test func childrenSitOnTopAndSideBySide() {
        let (origins, side) = SierpinskiTriangle(level: 1, angle: .zero).leafCells(in: Self.frame)
        #expect(side == 256)
        #expect(origins == [Point(133, 5), Point(5, 261), Point(261, 261)])
    }

    @Test(arguments: [2, 5])
    func areaShrinksByThreeQuartersPerLevel(_ level: Int) throws {
        let zero = try #require(SierpinskiTriangle(level: 0, angle: .zero).path(in: Self.frame))
        let deep = try #require(SierpinskiTriangle(level: level, angle: .degrees(40)).path(in: Self.frame))
        #expect(approx(deep.signedArea, zero.signedArea * pow(0.75, Double(level)), tolerance: 1e-9))
    }

    /// Filling their cells, leaves meet at their corners: every corner of a leaf inside the figure is a
    /// corner of another leaf, and the leaves cover (3/4)^level of the whole triangle, half the square.
    @Test(arguments: [1, 3, 5])
    func leavesFillingTheirCellsMeetAtTheirCorners(_ level: Int) throws {
        let path = try #require(SierpinskiTriangle(level: level, angle: .zero, leaf: .cell).path(in: Self.frame))
        #expect(path.subpathCount == Int(pow(3.0, Double(level))))
        var corners: [Point: Int] = [:]
        for point in path.points { corners[point, default: 0] += 1 }
        let outer = [Point(261, 5), Point(5, 517), Point(517, 517)]
        #expect(outer.allSatisfy { corners[$0] == 1 })
        #expect(corners.filter { !outer.contains($0.key) }.allSatisfy { $0.value == 2 })
        #expect(approx(abs(path.signedArea), 512 * 512 / 2 * pow(0.75, Double(level)), tolerance: 1e-9))
    }
}
