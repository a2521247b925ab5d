import Figures
import Foundation
import Geometry
import TestSupport
import Testing

@Suite struct CarpetTests {
    static let frame = Rect(x: 0, y: 0, width: 270, height: 300)

    @Test(arguments: 0...6)
    func leafCountIsEightToTheLevel(_ level: Int) throws {
        let carpet = Carpet(level: level, angle: .zero, gap: 0)
        let path = try #require(carpet.path(in: Self.frame))
        #expect(path.subpathCount == Int(pow(8.0, Double(level))))
        #expect(carpet.leafCount == path.subpathCount)
    }

    @Test(arguments: [0, 1, 3, 5])
    func leafAreaMatchesTheAnalyticValue(_ level: Int) throws {
        // Each leaf is a square inscribed in a circle of diameter s / 3^level: area (s / 3^level)^2 / 2.
        let s = Self.frame.minSide
        let cell = s / pow(3.0, Double(level))
        let expected = pow(8.0, Double(level)) * cell * cell / 2
        let path = try #require(Carpet(level: level, angle: .degrees(17), gap: 0).path(in: Self.frame))
        #expect(approx(path.signedArea, expected, tolerance: 1e-9))
    }

    @Test(arguments: [0.0, 10, 45, 73])
    func rotatedLeavesNeverOverlap(_ degrees: Double) {
        let (centers, side) = Carpet(level: 3, angle: .degrees(degrees), gap: 0).leafCells(in: Self.frame)
        // Every leaf lies in the circle of its cell; cells do not overlap, so neither do those circles.
        let radius = side / 2
        for i in centers.indices {
            for j in centers.indices where j > i {
                #expect(centers[i].distance(to: centers[j]) >= 2 * radius - 1e-9)
            }
        }
    }

    @Test func deepLevelsStayAlignedToTheGrid() {
        // The centres of level 6 lie exactly on the 3^6 grid of the square, however deep.
        let frame = Rect(x: 0, y: 0, width: 729, height: 729)
        let (centers, side) = Carpet(level: 6, angle: .zero, gap: 0).leafCells(in: frame)
        #expect(approx(side, 1))
        for c in centers.prefix(5000) {
            #expect(abs(c.x - 0.5 - (c.x - 0.5).rounded()) < 1e-6 && abs(c.y - 0.5 - (c.y - 0.5).rounded()) < 1e-6)
        }
    }

    @Test func gapShrinksEveryCellInProportion() throws {
        let plain = try #require(Carpet(level: 2, angle: .zero, gap: 0).path(in: Self.frame))
        let spaced = try #require(Carpet(level: 2, angle: .zero, gap: 0.1).path(in: Self.frame))
        #expect(approx(spaced.signedArea, plain.signedArea * pow(0.9, 6), tolerance: 1e-9))
        #expect(approx(spaced.bounds.center, plain.bounds.center))
    }
}
