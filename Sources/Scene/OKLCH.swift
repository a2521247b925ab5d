import Glibc

/// A colour in OKLCH, Björn Ottosson's perceptual space (lightness, chroma, hue in degrees): equal steps
/// look about equally different, so colours made between others stay evenly distinguishable.
public struct OKLCH: Hashable, Sendable {
    public var lightness, chroma, hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        (self.lightness, self.chroma, self.hue) = (lightness, chroma, hue)
    }

    /// The colour's OKLCH coordinates (sRGB, D65).
    public init(_ color: Color) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        let bb = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        let hue = atan2(bb, a) * 180 / .pi
        self.init(lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s, chroma: (a * a + bb * bb).squareRoot(), hue: hue < 0 ? hue + 360 : hue)
    }

    /// The sRGB colour, each component clipped to 0...1.
    public var color: Color {
        let a = chroma * cos(hue * .pi / 180), b = chroma * sin(hue * .pi / 180)
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        func encoded(_ c: Double) -> Double {
            let v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
            return min(max(v, 0), 1)
        }
        return Color(
            red: encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            green: encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            blue: encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }

    /// The colour `t` of the way to `other`: lightness and chroma straight, hue the shorter way round.
    public func mixed(with other: OKLCH, _ t: Double) -> OKLCH {
        var turn = other.hue - hue
        if turn > 180 { turn -= 360 } else if turn < -180 { turn += 360 }
        let hue = (self.hue + turn * t).truncatingRemainder(dividingBy: 360)
        return OKLCH(lightness: lightness + (other.lightness - lightness) * t, chroma: chroma + (other.chroma - chroma) * t, hue: hue < 0 ? hue + 360 : hue)
    }

    /// The Euclidean distance in OKLab, about how different two colours look (0.02 is barely seen).
    public func distance(to other: OKLCH) -> Double {
        let (a1, b1) = (chroma * cos(hue * .pi / 180), chroma * sin(hue * .pi / 180))
        let (a2, b2) = (other.chroma * cos(other.hue * .pi / 180), other.chroma * sin(other.hue * .pi / 180))
        let dl = lightness - other.lightness
        return (dl * dl + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }
}
