import Figures
import Geometry
import Scene
import TestSupport
import Testing

@Suite struct PolygonTests {
    static let frame = Rect(x: 10, y: 20, width: 300, height: 200)

    @Test(arguments: [3, 4, 5, 6, 12, 64])
    func verticesLieOnTheInscribedCircle(_ sides: Int) {
        let polygon = Polygon(sides: sides, angle: .degrees(17))
        let vertices = polygon.vertices(in: Self.frame)
        #expect(vertices.count == sides)
        for v in vertices {
            #expect(approx(v.distance(to: Self.frame.center), 100))
        }
        let first = Self.frame.center.moved(by: 100, toward: .degrees(17))
        #expect(approx(vertices[0], first))
    }

    @Test(arguments: [3, 4, 7, 20])
    func areaMatchesTheAnalyticValue(_ sides: Int) throws {
        let path = try #require(Polygon(sides: sides, angle: .zero).path(in: Self.frame))
        let n = Double(sides), r = 100.0
        #expect(approx(path.signedArea, n / 2 * r * r * Angle.radians(2 * .pi / n).sin, tolerance: 1e-9))
    }

    @Test func thirtyDegreesPutsATriangleVertexUp() {
        let vertices = Polygon(sides: 3, angle: .degrees(30)).vertices(in: Self.frame)
        #expect(vertices.contains { approx($0, Point(160, 20)) })
    }

    @Test func styleWithoutPaintDrawsNothing() {
        #expect(Polygon(sides: 5, angle: .zero).items(in: Self.frame, style: FigureStyle()).isEmpty)
        let filled = Polygon(sides: 5, angle: .zero).items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        #expect(filled.count == 1)
    }
}
