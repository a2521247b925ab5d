import Foundation
import Figures
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
}
