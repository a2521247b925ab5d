import RealModule

/// An angle, stored in radians; measured from +x, clockwise on screen (y grows downwards).
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double

    public init(radians: Double) {
        self.radians = radians
    }

    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(radians: value * .pi / 180) }

    public var degrees: Double { radians * 180 / .pi }

    public static let zero = Angle(radians: 0)
    /// Straight up on screen: -90 degrees.
    public static let up = Angle.degrees(-90)

    /// Cosine and sine, exact at multiples of 90 degrees so that axis-aligned geometry stays exact.
    public var cos: Double { Angle.exactSine(halfTurns: radians / .pi + 0.5) ?? .cos(radians) }
    public var sin: Double { Angle.exactSine(halfTurns: radians / .pi) ?? .sin(radians) }

    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

    /// sin(pi t) when t is a whole multiple of 1/2, else nil.
    private static func exactSine(halfTurns t: Double) -> Double? {
        let quarters = t * 2
        guard abs(quarters - quarters.rounded()) < 1e-12, abs(quarters) < 1e15 else { return nil }
        switch ((Int(quarters.rounded()) % 4) + 4) % 4 {
        case 0, 2: return 0
        case 1: return 1
        default: return -1
        }
    }
}
