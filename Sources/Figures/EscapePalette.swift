import Scene

/// The colours of an escape-time picture: stops evenly spread from 0 to 1, a position between two blended
/// linearly (in the colours' own sRGB values), as cairo's premultiplied ARGB32 pixels.
struct EscapePalette: Hashable, Sendable {
    /// Each stop's red, green, blue and alpha, one after the other.
    private let stops: [Double]

    init(_ colors: [Color]) {
        stops = colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    }

    /// The pixel at `position` (clamped to 0...1).
    @inline(__always)
    func pixel(at position: Double) -> UInt32 {
        let last = stops.count / 4 - 1
        guard last > 0 else { return Self.pixel(stops[0], stops[1], stops[2], stops[3]) }
        let place = min(max(position, 0), 1) * Double(last)
        let k = min(Int(place), last - 1)
        let f = place - Double(k)
        let i = 4 * k
        let (r0, g0, b0, a0) = (stops[i], stops[i + 1], stops[i + 2], stops[i + 3])
        return Self.pixel(r0 + (stops[i + 4] - r0) * f, g0 + (stops[i + 5] - g0) * f, b0 + (stops[i + 6] - b0) * f, a0 + (stops[i + 7] - a0) * f)
    }

    /// A straight-alpha colour as a premultiplied ARGB32 pixel, each channel rounded to the nearest level.
    @inline(__always)
    static func pixel(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> UInt32 {
        let a = level(alpha)
        return a << 24 | level(red * alpha) << 16 | level(green * alpha) << 8 | level(blue * alpha)
    }

    /// `color` as a premultiplied ARGB32 pixel.
    static func pixel(_ color: Color) -> UInt32 {
        pixel(color.red, color.green, color.blue, color.alpha)
    }

    /// A component from 0 to 1 as the nearest of 256 levels.
    @inline(__always)
    private static func level(_ value: Double) -> UInt32 {
        UInt32(min(max(value, 0), 1) * 255 + 0.5)
    }
}
