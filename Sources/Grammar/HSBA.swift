import Glibc

/// A colour in hue (degrees), saturation, brightness and alpha, adjusted as Context Free adjusts it: a
/// positive change moves a part toward 1 (or its target) by that fraction, a negative one toward 0.
public struct HSBA: Hashable, Sendable {
    public var hue = 0.0, saturation = 0.0, brightness = 0.0, alpha = 1.0

    static func adjusted(_ base: Double, by change: Double) -> Double {
        if change == 0 { return base }
        return change < 0 ? base + base * change : base + (1 - base) * change
    }

    static func adjusted(_ base: Double, by change: Double, toward target: Double) -> Double {
        if change == 0 { return base }
        if change > 0, abs(base - target) < 0.00001 { return base }
        let edge = base < target ? 0.0 : 1.0
        return change < 0 ? base + (base - edge) * change : base + (target - base) * change
    }

    static func hue(_ base: Double, by change: Double, toward target: Double? = nil) -> Double {
        if change == 0 { return base }
        var h = base + change
        if var t = target {
            if change < 0 {
                if t > base { t -= 360 }
                h = base + (base - t) * change
            } else {
                if t < base { t += 360 }
                h = base + (t - base) * change
            }
        }
        return h < 0 ? fmod(h + 360, 360) : fmod(h, 360)
    }

    /// Red, green, blue and alpha, each 0 to 1.
    public var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        var scaled = hue / 60
        var whole = 0.0, part = 0.0
        for _ in 0..<2 {
            part = modf(scaled, &whole)
            if whole > -0.1, whole < 5.1, part >= 0 { break }
            scaled = fmod(scaled, 6)
            if scaled < 0 { scaled += 6 }
        }
        let (s, b) = (saturation, brightness)
        let p = b * (1 - s), q = b * (1 - s * part), t = b * (1 - s * (1 - part))
        switch Int(whole + 0.5) {
        case 0: return (b, t, p, alpha)
        case 1: return (q, b, p, alpha)
        case 2: return (p, b, t, alpha)
        case 3: return (p, q, b, alpha)
        case 4: return (t, p, b, alpha)
        default: return (b, p, q, alpha)
        }
    }
}
