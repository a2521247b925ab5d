import Geometry
import TestSupport
import Testing

/// SVG path data as SVG 2 reads it: what each command draws, checked by the outline's area and bounds,
/// and every fault refused at its character.
@Suite struct SVGPathDataTests {
    static func area(_ data: String) throws -> Double { try SVGPathData.path(data).signedArea }

    @Test func linesAbsoluteRelativeAndImplicit() throws {
        // A 10 x 20 rectangle written five ways: the same area and bounds.
        for data in ["M 0 0 L 10 0 L 10 20 L 0 20 Z", "m0,0 l10,0 0,20 -10,0z", "M0 0 H10 V20 H0 Z", "M 0 0 h 10 v 20 h -10 z", "M0 0 10 0 10 20 0 20z"] {
            let path = try SVGPathData.path(data)
            #expect(approx(path.signedArea, 200), "\(data)")
            #expect(path.bounds == Rect(x: 0, y: 0, width: 10, height: 20), "\(data)")
        }
    }

    @Test func numbersAsSVGWritesThem() throws {
        // Signs and points separate numbers; exponents; a comma between pairs.
        let path = try SVGPathData.path("M-.5.5L1e1-1.5e0,10,10l-10.5-0")
        #expect(path.elements == [.move(Point(-0.5, 0.5)), .line(Point(10, -1.5)), .line(Point(10, 10)), .line(Point(-0.5, 10))])
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        let path = try SVGPathData.path("M 0 0 C 0 10 10 10 10 0 S 20 -10 20 0 Q 25 10 30 0 T 40 0")
        #expect(
            path.elements == [
                .move(Point(0, 0)), .cubic(control1: Point(0, 10), control2: Point(10, 10), to: Point(10, 0)),
                .cubic(control1: Point(10, -10), control2: Point(20, -10), to: Point(20, 0)),
                .quad(control: Point(25, 10), to: Point(30, 0)), .quad(control: Point(35, -10), to: Point(40, 0)),
            ])
        // S after a line reflects nothing: its first control point is the current point.
        #expect(try SVGPathData.path("M 0 0 L 5 0 S 10 5 15 0").elements.last == .cubic(control1: Point(5, 0), control2: Point(10, 5), to: Point(15, 0)))
    }

    @Test func twoHalfArcsMakeACircle() throws {
        #expect(approx(try Self.area("M 0 0 A 10 10 0 0 1 20 0 A 10 10 0 0 1 0 0 Z"), .pi * 100, tolerance: 3e-4))
        let bounds = try SVGPathData.path("M 0 0 a 10 10 0 0 1 20 0 a 10 10 0 0 1 -20 0 z").bounds
        #expect(approx(bounds, Rect(x: 0, y: -10, width: 20, height: 20), tolerance: 1e-3))
    }

    @Test func theFlagsPickWhichOfTheFourArcs() throws {
        // Radius 10 between points 10 apart: the small arc bulges less than the radius, the large one more.
        let small = try SVGPathData.path("M 0 0 A 10 10 0 0 0 10 0").bounds
        let large = try SVGPathData.path("M 0 0 A 10 10 0 1 0 10 0").bounds
        #expect(small.size.height < 2 && large.size.height > 18)
        // The sweep flag puts the arc on one side or the other of the chord.
        let positive = try SVGPathData.path("M 0 0 A 10 10 0 0 1 10 0").bounds
        #expect(positive.maxY <= 1e-9 && small.minY >= -1e-9)
    }

    @Test func radiiTooSmallAreScaledUpToReach() throws {
        // Radius 1 between points 20 apart: a half circle of radius 10.
        let path = try SVGPathData.path("M 0 0 A 1 1 0 0 1 20 0 Z")
        #expect(approx(abs(path.signedArea), .pi * 100 / 2, tolerance: 3e-4))
    }

    @Test func aRotatedEllipticalArc() throws {
        // An ellipse of radii 20 and 10 turned 90°: 20 tall, 40 wide becomes 40 tall, 20 wide.
        let path = try SVGPathData.path("M 0 0 A 20 10 90 0 1 0 40 A 20 10 90 0 1 0 0 Z")
        #expect(approx(path.bounds, Rect(x: -10, y: 0, width: 20, height: 40), tolerance: 1e-3))
        #expect(approx(abs(path.signedArea), .pi * 200, tolerance: 3e-4))
    }

    @Test func aZeroRadiusArcIsALine() throws {
        #expect(try SVGPathData.path("M 0 0 A 0 5 0 0 1 10 0").elements == [.move(Point(0, 0)), .line(Point(10, 0))])
    }

    @Test(arguments: [
        ("", 0, "the path is empty: give commands such as \"M 0 0 L 10 10\""),
        ("L 10 10", 0, "a path begins with M (moveto), found \"L\""),
        ("M 0 0 L 10 x", 11, "expected a number, found \"x\""),
        ("M 0 0 L 10", 10, "the path ends where a number was expected"),
        ("M 0 0 X 5 5", 6, "\"X\" is not a path command (M L H V C S Q T A Z, or their lowercase)"),
        ("M 0 0 A 5 5 0 2 1 10 0", 14, "expected an arc's flag, 0 or 1, found \"2\""),
        ("M 0 0 Z 5 5", 8, "expected a command after Z"),
        ("5 5", 0, "expected a command (M to begin)"),
        ("M 0 0 L 1e999 0", 8, "1e999 is not a number from -1e9 to 1e9"),
        ("M 0 0", 0, "the path draws nothing"),
    ])
    func faultsAreRefusedAtTheirCharacter(_ data: String, _ offset: Int, _ message: String) {
        #expect(throws: SVGPathData.Failure(offset: offset, message: message)) { try SVGPathData.path(data) }
    }

    @Test func aPathOfTooManyNumbersIsRefused() {
        let data = "M 0 0" + String(repeating: " L 1 1", count: SVGPathData.maximumNumbers / 2)
        #expect(throws: SVGPathData.Failure.self) { try SVGPathData.path(data) }
    }
}
