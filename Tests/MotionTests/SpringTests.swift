import Foundation
import Motion
import TestSupport
import Testing

/// Springs against an independent integration of their equation, and the two readings of a spring: a
/// sweep's normalised position (ending exactly on its end) and an animation's seconds.
@Suite struct SpringTests {
    /// x'' = -k (x - 1) - c x' with mass 1, k = (2π / d)², c = 4π (1 - bounce) / d for bounce ≥ 0 (Apple's
    /// "Animate with springs"), c = 2 √k / (1 + bounce) below; from rest at 0, by fourth-order Runge-Kutta
    /// in steps of d / 20,000. The position and velocity (per second) at each of `times`.
    static func integrated(duration d: Double, bounce: Double, at times: [Double]) -> [(x: Double, v: Double)] {
        let k = pow(2 * Double.pi / d, 2)
        let c = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / d : 2 * k.squareRoot() / (1 + bounce)
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
        var (x, v, t) = (0.0, 0.0, 0.0)
        let h = d / 20_000
        var out: [(x: Double, v: Double)] = []
        for target in times {
            while t < target - h / 2 {
                let (k1x, k1v) = (v, acceleration(x, v))
                let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
                let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
                let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            out.append((x, v))
        }
        return out
    }

    @Test(arguments: [(0.5, 0.0), (0.5, 0.3), (0.1, 0.15), (2, 0.7), (1, -0.4)])
    func valuesAndVelocitiesMatchTheIntegratedEquation(_ duration: Double, _ bounce: Double) {
        let times = (1...24).map { Double($0) * duration / 8 }
        let spring = Spring(bounce: bounce)
        for (time, state) in zip(times, Self.integrated(duration: duration, bounce: bounce, at: times)) {
            #expect(abs(spring.value(at: time / duration) - state.x) < 1e-7, "position at \(time) s")
            #expect(abs(spring.velocity(at: time / duration) / duration - state.v) < 1e-5 * max(1, abs(state.v)), "velocity at \(time) s")
            if spring.value(at: time / duration) < 1 - Spring.settledWithin || time / duration < spring.settlingProgress {
                #expect(TimingCurve.spring(duration: duration, bounce: bounce).value(atSeconds: time, over: 99) == spring.value(at: time / duration))
            }
        }
    }

    /// In an animation the spring rests exactly on its end once settled, and never strays further than the
    /// settling tolerance from it after that moment.
    @Test(arguments: [0.0, 0.15, 0.3, 0.8, -0.5])
    func aSpringRestsOnItsEndOnceSettled(_ bounce: Double) {
        let spring = Spring(bounce: bounce), curve = TimingCurve.spring(duration: 0.4, bounce: bounce)
        let settled = spring.settlingProgress * 0.4
        #expect(curve.value(atSeconds: settled, over: 1) == 1)
        #expect(curve.value(atSeconds: settled * 5, over: 1) == 1)
        for i in 0...2000 {
            let progress = spring.settlingProgress * (1 + Double(i) / 100)
            #expect(abs(spring.value(at: progress) - 1) <= Spring.settledWithin)
        }
        // Just before, it is still moving: further than the tolerance at some moment in the last tenth.
        let before = (0..<100).map { spring.value(at: spring.settlingProgress * (0.9 + Double($0) / 1000)) }
        #expect(before.contains { abs($0 - 1) > Spring.settledWithin * 0.5 })
    }

    /// In a sweep the spring's motion to rest is spread over the cells: the last one is exactly the end,
    /// a bouncy spring overshoots on the way, and the duration changes nothing.
    @Test func aSweptSpringEndsExactlyOnItsEnd() {
        for bounce in [0.0, 0.3, -0.3] {
            let curve = TimingCurve.spring(duration: 0.5, bounce: bounce)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: 0) == 0)
            #expect(abs(curve.value(at: 0.999) - 1) < 0.002)
            #expect((0...100).allSatisfy { curve.value(at: Double($0) / 100) == TimingCurve.spring(duration: 3, bounce: bounce).value(at: Double($0) / 100) })
        }
        #expect((0...100).map { TimingCurve.spring(duration: 0.5, bounce: 0.3).value(at: Double($0) / 100) }.max()! > 1.04)
    }
}
