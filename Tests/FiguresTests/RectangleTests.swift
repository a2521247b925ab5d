import Figures
import Geometry
import TestSupport
import Testing

@Suite struct RectangleTests {
    static let frame = Rect(x: 10, y: 20, width: 200, height: 100)

    @Test func fillsItsWholeFrame() throws {
        let path = try #require(Rectangle(cornerRadius: 0).path(in: Self.frame))
        #expect(path.bounds == Self.frame)
        #expect(approx(path.signedArea, 20000))
    }

    @Test func roundedCornersCutTheCornersArea() throws {
        let path = try #require(Rectangle(cornerRadius: 0.25).path(in: Self.frame))
        let r = 25.0
        #expect(approx(path.bounds, Self.frame, tolerance: 1e-9))
        #expect(approx(path.signedArea, 20000 - (4 - .pi) * r * r, tolerance: 1e-3))
    }
}
