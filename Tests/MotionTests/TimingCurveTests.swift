import Foundation
import Motion
import TestSupport
import Testing

@Suite struct TimingCurveTests {
    /// y where x(u) = t on the cubic Bézier, by bisection on its parametric form (in its Bernstein form,
    /// independent of the solver under test), to far below the tolerance asserted.
    static func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(x1, x2, middle) < t { low = middle } else { high = middle }
        }
        return bernstein(y1, y2, (low + high) / 2)
    }

    static let curves: [(x1: Double, y1: Double, x2: Double, y2: Double)] = [
        (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.68, -0.6, 0.32, 1.6),
        (0.1, 0.7, 1, 0.1), (0, 0, 1, 1), (1, 0, 1, 0), (0, 1, 0, 1), (0.5, 0, 0.5, 1), (0.05, 2, 0.95, -1),
    ]

    @Test(arguments: curves)
    func cubicBezierMatchesTheParametricCurve(_ c: (x1: Double, y1: Double, x2: Double, y2: Double)) {
        let curve = TimingCurve.cubicBezier(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2)
        for i in 1..<200 {
            let t = Double(i) / 200
            let expected = Self.reference(c.x1, c.y1, c.x2, c.y2, at: t)
            #expect(abs(curve.value(at: t) - expected) < 1e-6, "\(curve) at \(t)")
        }
    }

    /// CSS `ease` at a quarter and a half, as published (and checked to 12 digits with mpmath).
    @Test func easeMatchesPublishedValues() {
        let ease = TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        #expect(abs(ease.value(at: 0.25) - 0.408510591355) < 1e-9)
        #expect(abs(ease.value(at: 0.5) - 0.802403387585) < 1e-9)
        #expect(abs(ease.value(at: 0.75) - 0.960458978349) < 1e-9)
    }

    @Test func namedCurvesAreTheirBeziers() {
        #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
        #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.315356812573) < 1e-9)
        #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.684643187427) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.129161931047) < 1e-9)
        for i in 0...100 {
            let t = Double(i) / 100
            #expect(TimingCurve.linear.value(at: t) == t)
            #expect(TimingCurve.easeIn.value(at: t) == TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: t))
            #expect(approx(TimingCurve.easeIn.value(at: t), 1 - TimingCurve.easeOut.value(at: 1 - t)))
        }
    }

    @Test(arguments: [
        TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
    ])
    func endpointsAreExactAndOutsideIsClamped(_ curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
    }

    @Test(arguments: [
        TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
        .cubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
    ])
    func curvesWithYInTheUnitIntervalStayMonotone(_ curve: TimingCurve) {
        var previous = 0.0
        for i in 1...2000 {
            let value = curve.value(at: Double(i) / 2000)
            #expect(value >= previous - 1e-12, "\(curve) at \(Double(i) / 2000)")
            #expect((0...1).contains(value))
            previous = value
        }
    }

    /// (1, 0, 0, 1) has x'(1/2) = 0 and (0, 0, 0, 1) has x'(0) = 0: Newton alone would stall there.
    @Test func flatSlopesStillSolve() {
        let s = TimingCurve.cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(s.value(at: 0.5) == 0.5)
        let cube = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0, y2: 1)
        // x = 3(1-u)u² + u³ = 3u² - 2u³ and y = 3u - 3u² + u³ = 1 - (1 - u)³.
        for t in [1e-12, 1e-6, 0.01, 0.3] {
            #expect(abs(cube.value(at: t) - Self.reference(0, 0, 0, 1, at: t)) < 1e-9)
        }
        #expect(abs(s.value(at: 0.25) - Self.reference(1, 0, 0, 1, at: 0.25)) < 1e-9)
    }

    @Test func xControlPointsOutsideTheUnitIntervalAreClamped() {
        let wild = TimingCurve.cubicBezier(x1: -2, y1: 0.3, x2: 5, y2: 0.8)
        let clamped = TimingCurve.cubicBezier(x1: 0, y1: 0.3, x2: 1, y2: 0.8)
        for i in 0...20 {
            #expect(wild.value(at: Double(i) / 20) == clamped.value(at: Double(i) / 20))
        }
    }

    @Test func springWithoutBounceNeverOvershootsAndStandsAtItsCriticalValueAtItsDuration() {
        let smooth = Spring(bounce: 0)
        // 1 - (1 + 2π) e^(-2π), checked with mpmath: 0.986399068534425.
        #expect(abs(smooth.value(at: 1) - 0.986399068534425) < 1e-12)
        #expect(abs(smooth.value(at: 1) - (1 - (1 + 2 * Double.pi) * exp(-2 * Double.pi))) < 1e-15)
        var previous = 0.0
        for i in 1...4000 {
            let value = smooth.value(at: Double(i) / 1000)
            #expect(value < 1 && value >= previous)
            previous = value
        }
        #expect(smooth.value(at: 0) == 0)
        #expect(TimingCurve.spring(duration: 0.5, bounce: 0).value(at: -1) == 0)
        #expect(abs(smooth.value(at: 10) - 1) < 1e-12)
    }

    @Test func springWithBounceOvershootsByTheDampedPeak() {
        let bouncy = Spring(bounce: 0.3)
        // ζ = 0.7: the first peak is 1 + e^(-πζ/√(1-ζ²)) at progress 1/(2√(1-ζ²)).
        let z = 0.7, omega = (1 - z * z).squareRoot()
        let peak = 1 / (2 * omega)
        #expect(abs(bouncy.value(at: peak) - (1 + exp(-Double.pi * z / omega))) < 1e-12)
        #expect(abs(bouncy.value(at: peak) - 1.04598791026027) < 1e-12)
        let sampled = (1...3000).map { bouncy.value(at: Double($0) / 1000) }.max()!
        #expect(sampled > 1 && sampled <= bouncy.value(at: peak) + 1e-12)
        #expect(abs(bouncy.value(at: 20) - 1) < 1e-12)
    }

    /// In seconds a spring's duration sets its pace: twice the duration, the same motion twice as slow;
    /// different durations give different values at the same moment.
    @Test func springDurationSetsThePaceInSeconds() {
        for bounce in [-0.5, 0, 0.3] {
            let short = TimingCurve.spring(duration: 0.25, bounce: bounce), long = TimingCurve.spring(duration: 2, bounce: bounce)
            for i in 1...30 {
                let t = Double(i) / 100
                #expect(approx(short.value(atSeconds: 0.25 * t, over: 9), long.value(atSeconds: 2 * t, over: 1)))
                #expect(approx(long.value(atSeconds: 2 * t, over: 3), Spring(bounce: bounce).value(at: t)))
            }
        }
        #expect(
            TimingCurve.spring(duration: 0.1, bounce: 0).value(atSeconds: 0.05, over: 1) > TimingCurve.spring(duration: 2, bounce: 0).value(
                atSeconds: 0.05, over: 1) + 0.5)
    }

    /// The three closed forms meet at ζ = 1: bounces just either side of 0 agree with the critical spring.
    @Test func springIsContinuousAcrossCriticalDamping() {
        let critical = Spring(bounce: 0)
        for bounce in [1e-9, -1e-9, 1e-6, -1e-6] {
            let nearby = Spring(bounce: bounce)
            for i in 0...40 {
                let t = Double(i) / 10
                #expect(abs(nearby.value(at: t) - critical.value(at: t)) < 1e-5, "bounce \(bounce) at \(t)")
            }
        }
    }

    @Test(arguments: [-0.9, -0.5, -0.1, 0.15, 0.6, 0.95])
    func springsStartAtRestAndSettleAtOne(_ bounce: Double) {
        let spring = Spring(bounce: bounce)
        #expect(abs(spring.value(at: 1e-4)) < 1e-5)
        #expect(spring.value(at: 1e-4) >= 0)
        let late = spring.value(at: bounce < -0.5 ? 200 : 60)
        #expect(abs(late - 1) < 1e-6)
        if bounce < 0 {
            for i in 1...300 { #expect(spring.value(at: Double(i) / 50) < 1) }
        }
    }

    @Test func secondsAreProgressTimesDuration() {
        #expect(TimingCurve.easeIn.value(atSeconds: 1, over: 4) == TimingCurve.easeIn.value(at: 0.25))
        #expect(TimingCurve.linear.value(atSeconds: 3, over: 2) == 1)
        #expect(TimingCurve.easeOut.value(atSeconds: 0, over: 0) == 1)
        #expect(TimingCurve.easeOut.value(atSeconds: -1, over: 0) == 0)
    }

    static let specStrings: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("cubicBezier(0.25, 0.1, 0.25, 1)", .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        ("cubicBezier(0,0,1,1)", .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)),
        ("cubicBezier( .5 , -0.5 , 1.0 , 120.125 )", .cubicBezier(x1: 0.5, y1: -0.5, x2: 1, y2: 120.125)),
        ("spring(0.5, 0.3)", .spring(duration: 0.5, bounce: 0.3)),
        ("spring(2, -.25)", .spring(duration: 2, bounce: -0.25)),
        ("spring(0.000001, 0.999999)", .spring(duration: 0.000001, bounce: 0.999999)),
        ("smooth", .spring(duration: 0.5, bounce: 0)), ("snappy", .spring(duration: 0.5, bounce: 0.15)),
        ("bouncy", .spring(duration: 0.5, bounce: 0.3)),
    ]

    @Test(arguments: specStrings)
    func specStringsParseAndRoundTrip(_ sample: (String, TimingCurve)) throws {
        let curve = try #require(TimingCurve.parse(sample.0))
        #expect(curve == sample.1)
        #expect(TimingCurve.parse(curve.description) == curve, "\(curve.description)")
    }

    @Test func descriptionsAreTheSpecForms() {
        #expect(TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).description == "cubicBezier(0.25, 0.1, 0.25, 1)")
        #expect(TimingCurve.spring(duration: 0.5, bounce: 0.3).description == "bouncy")
        #expect(TimingCurve.spring(duration: 0.5, bounce: -0.0).description == "smooth")
        #expect(TimingCurve.spring(duration: 1.25, bounce: 0.3).description == "spring(1.25, 0.3)")
        #expect(TimingCurve.spring(duration: 0.000001, bounce: -0.00005).description == "spring(0.000001, -0.00005)")
        #expect(TimingCurve.names == ["linear", "easeIn", "easeOut", "easeInOut", "smooth", "snappy", "bouncy"])
    }

    /// Every number with up to six decimals that `parse` accepts comes back from `description` unchanged.
    @Test func everyDecimalRoundTrips() throws {
        for numerator in [1, 7, 10, 99, 123, 5000, 999_999] {
            let value = Double(numerator) / 1_000_000
            let curve = TimingCurve.cubicBezier(x1: value, y1: -value, x2: Double(1_000_000 - numerator) / 1_000_000, y2: Double(numerator) / 1000)
            let parsed = try #require(TimingCurve.parse(curve.description), "\(curve.description)")
            #expect(parsed == curve)
        }
    }

    @Test(arguments: [
        "cubicBezier(2,0,0,1)", "cubicBezier(0, 0, 1.01, 1)", "cubicBezier(-0.1, 0, 1, 1)", "cubicBezier(-0, 0, 1, 1)",
        "cubicBezier(0.25, 0.1, 0.25)", "cubicBezier(0.25, 0.1, 0.25, 1, 1)", "cubicBezier(0.25,, 0.25, 1)",
        "cubicBezier(0.25, 1e2, 0.25, 1)", "cubicBezier(0.25, 1000, 0.25, 1)", "cubicBezier(0.25, 0.1234567, 0.25, 1)",
        "cubicBezier(0.25, 01, 0.25, 1)", "cubicBezier(0.25, 1., 0.25, 1)", "cubicBezier (0.25, 0.1, 0.25, 1)",
        "spring(0, 0.3)", "spring(1, 1)", "spring(1, -1)", "spring(-0.5, 0)", "spring(0.0, 0)", "spring(0.5)",
        "spring(0.5, 0.3", "spring(0.5,\t0.3)", "ease-in", "EaseIn", "ease", "", " linear", "linear ", "smooth()",
        "spring(nan, 0)", "spring(inf, 0)",
    ])
    func badStringsAreRefused(_ text: String) {
        #expect(TimingCurve.parse(text) == nil)
    }
}
