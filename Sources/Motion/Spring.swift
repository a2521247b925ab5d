import Glibc

/// The spring of SwiftUI's `spring(duration:bounce:)`: a mass of 1 on a spring of stiffness
/// k = (2π / duration)² with damping ratio ζ = 1 - bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0),
/// released at rest at 0 and pulled towards 1. Read against progress = time / duration, ω₀·time is
/// 2π·progress whatever the duration, so only the damping ratio shapes the curve, and the duration
/// only sets the pace in seconds.
package struct Spring: Hashable, Sendable {
    /// ζ: below 1 the spring overshoots and rings, at 1 (critical) and above it creeps in from below.
    let dampingRatio: Double

    /// A spring of `bounce` in -1 < bounce < 1.
    package init(bounce: Double) {
        dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// How close to its end the spring must stay to count as settled.
    package static let settledWithin = 0.001

    /// The progress from which the spring stays within `settledWithin` of 1 for ever (SwiftUI's settling
    /// duration over the duration): from the envelope e^(-ζφ)/ω of an under-damped spring, else where
    /// the monotone approach crosses it.
    package var settlingProgress: Double {
        let z = dampingRatio
        if z < 1 {
            let omega = (1 - z * z).squareRoot()
            return max(0, log(1 / (Self.settledWithin * omega)) / z) / (2 * Double.pi)
        }
        var (low, high) = (0.0, 1.0)
        while 1 - value(at: high) > Self.settledWithin { high *= 2 }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if 1 - value(at: middle) > Self.settledWithin { low = middle } else { high = middle }
        }
        return high
    }

    /// The closed-form position at `progress` ≥ 0.
    package func value(at progress: Double) -> Double {
        let z = dampingRatio
        let phase = 2 * Double.pi * progress
        if z < 1 {
            // Under-damped: 1 - e^(-ζφ) (cos ωφ + ζ/ω sin ωφ) with ω = √(1 - ζ²).
            let omega = (1 - z * z).squareRoot()
            return 1 - exp(-z * phase) * (cos(omega * phase) + z * sin(omega * phase) / omega)
        }
        if z == 1 {
            return 1 - exp(-phase) * (1 + phase)
        }
        // Over-damped: 1 - e^(-ζφ) (cosh βφ + ζ/β sinh βφ) with β = √(ζ² - 1), written with
        // e^((β-ζ)φ) and expm1(-2βφ) so it neither overflows for large ζ nor cancels for ζ near 1.
        let beta = (z * z - 1).squareRoot()
        let slow = exp((beta - z) * phase)
        let fade = expm1(-2 * beta * phase)
        return 1 - slow * ((2 + fade) / 2 - z * fade / (2 * beta))
    }

    /// The closed-form velocity, in positions per unit of progress, at `progress` ≥ 0: 2π e^(-ζφ) sin(ωφ) / ω
    /// (under-damped), 2π φ e^(-φ) (critical), 2π e^(-ζφ) sinh(βφ) / β (over-damped).
    package func velocity(at progress: Double) -> Double {
        let z = dampingRatio
        let phase = 2 * Double.pi * progress
        if z < 1 {
            let omega = (1 - z * z).squareRoot()
            return 2 * Double.pi * exp(-z * phase) * sin(omega * phase) / omega
        }
        if z == 1 { return 2 * Double.pi * phase * exp(-phase) }
        let beta = (z * z - 1).squareRoot()
        return 2 * Double.pi * exp((beta - z) * phase) * -expm1(-2 * beta * phase) / (2 * beta)
    }
}
