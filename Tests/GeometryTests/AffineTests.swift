import Geometry
import TestSupport
import Testing

@Suite struct AffineTests {
    static let transforms: [Affine] = [
        .translate(3, -7),
        .scale(2, 0.5),
        .rotate(.degrees(33)),
        .rotate(.degrees(90), about: Point(10, 20)),
        .scale(0.25, 0.25, about: Point(150, 0)).then(.translate(0, 75)),
        Affine(a: 1.5, b: 0.2, c: -0.7, d: 0.9, tx: 12, ty: -4),
    ]

    @Test(arguments: transforms)
    func inverseRoundTrip(_ t: Affine) throws {
        let inverse = try #require(t.inverse)
        #expect(approx(t.then(inverse), .identity))
        #expect(approx(inverse.then(t), .identity))
        let p = Point(12.5, -3.25)
        #expect(approx(inverse.apply(t.apply(p)), p))
    }

    @Test func singularHasNoInverse() {
        #expect(Affine.scale(0, 1).inverse == nil)
    }

    @Test func thenAppliesSelfFirstAndPreAppliesArgumentFirst() {
        let move = Affine.translate(10, 0), turn = Affine.rotate(.degrees(90))
        // move then turn: (0,0) -> (10,0) -> (0,10) on screen (clockwise).
        #expect(approx(move.then(turn).apply(.zero), Point(0, 10)))
        #expect(approx(move.pre(turn).apply(.zero), Point(10, 0)))
    }

    @Test func rotationIsExactAtQuarterTurns() {
        let p = Affine.rotate(.degrees(90)).apply(Point(1, 0))
        #expect(p == Point(0, 1))
        #expect(Affine.rotate(.degrees(180)).apply(Point(2, 3)) == Point(-2, -3))
    }

    @Test func rotateAboutKeepsTheCentreFixed() {
        let c = Point(5, 5)
        #expect(approx(Affine.rotate(.degrees(47), about: c).apply(c), c))
    }
}
