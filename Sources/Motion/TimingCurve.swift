/// How an animated value moves from its start (0) to its end (1): the timing curves of CSS and SwiftUI.
///
/// A curve is read in one of two ways. In a sweep, against a normalised position, 0 at the first cell and
/// 1 at the last: a spring's whole motion, until it has settled, is spread over it, so the last cell gets
/// exactly the end value (a spring's duration changes nothing there: there is no time). In an animation,
/// against seconds: the other curves stretch over the run; a spring moves at its own pace, its duration
/// setting how fast it overshoots and settles, and rests exactly on the end once settled (SwiftUI's
/// settling duration).
public enum TimingCurve: Hashable, Sendable {
    case linear
    /// cubicBezier(0.42, 0, 1, 1).
    case easeIn
    /// cubicBezier(0, 0, 0.58, 1).
    case easeOut
    /// cubicBezier(0.42, 0, 0.58, 1).
    case easeInOut
    /// The unit cubic Bézier through (0, 0) and (1, 1) with control points (x1, y1) and (x2, y2);
    /// x1 and x2 belong in 0...1 (outside it they are clamped), y1 and y2 may overshoot.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// SwiftUI's spring: `duration` in seconds (above 0), `bounce` in -1 < bounce < 1, 0 for none.
    case spring(duration: Double, bounce: Double)

    /// SwiftUI's spring presets.
    private static let presets: [(name: String, curve: TimingCurve)] = [
        ("smooth", .spring(duration: 0.5, bounce: 0)), ("snappy", .spring(duration: 0.5, bounce: 0.15)),
        ("bouncy", .spring(duration: 0.5, bounce: 0.3)),
    ]

    /// Every curve known by name, in the order they are listed.
    private static let named = [TimingCurve.linear, .easeIn, .easeOut, .easeInOut].map { (name: $0.description, curve: $0) } + presets

    /// The names `parse` accepts without arguments.
    public static var names: [String] { named.map(\.name) }

    /// The value at the normalised position `t`: 0 at and before the start, 1 at and after the end.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        switch self {
        case .linear: return min(t, 1)
        case .easeIn: return UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: t)
        case .easeOut: return UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).value(at: t)
        case .easeInOut: return UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: t)
        case .cubicBezier(let x1, let y1, let x2, let y2): return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: t)
        case .spring(_, let bounce):
            let spring = Spring(bounce: bounce)
            return t >= 1 ? 1 : spring.value(at: t * spring.settlingProgress)
        }
    }

    /// The value `seconds` into a run lasting `duration` seconds: `value(at: seconds / duration)`, but a
    /// spring at its own pace, `seconds` over its own duration, exactly at its end once it has settled.
    /// A run of no duration is at its end from its start on.
    public func value(atSeconds seconds: Double, over duration: Double) -> Double {
        if case .spring(let springDuration, let bounce) = self {
            guard seconds > 0 else { return 0 }
            let spring = Spring(bounce: bounce), progress = seconds / springDuration
            return progress >= spring.settlingProgress ? 1 : spring.value(at: progress)
        }
        guard duration > 0 else { return seconds < 0 ? 0 : 1 }
        return value(at: seconds / duration)
    }

    /// The curve a spec string names: "linear", "easeIn", "easeOut", "easeInOut", "smooth", "snappy",
    /// "bouncy", "cubicBezier(x1, y1, x2, y2)" with x1 and x2 in 0...1, or "spring(duration, bounce)"
    /// with duration > 0 and -1 < bounce < 1; nil for anything else. Names are case-sensitive; spaces
    /// may surround the arguments. Numbers are plain decimals with at most three digits before the
    /// point and six after it, no leading zeros, and a sign only where negative values are allowed
    /// (y1, y2, bounce): "0", "0.25", ".5", "-0.5", "120".
    public static func parse(_ text: String) -> TimingCurve? {
        if let match = named.first(where: { $0.name == text }) { return match.curve }
        if let a = arguments(of: "cubicBezier", in: text, count: 4) {
            guard let x1 = decimal(a[0]), let y1 = decimal(a[1]), let x2 = decimal(a[2]), let y2 = decimal(a[3]),
                !a[0].hasPrefix("-"), !a[2].hasPrefix("-"), x1 <= 1, x2 <= 1
            else { return nil }
            return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        if let a = arguments(of: "spring", in: text, count: 2) {
            guard let duration = decimal(a[0]), let bounce = decimal(a[1]), duration > 0, bounce > -1, bounce < 1 else { return nil }
            return .spring(duration: duration, bounce: bounce)
        }
        return nil
    }

    /// The arguments of `name(...)` with the spaces around them removed, when there are `count`.
    private static func arguments(of name: String, in text: String, count: Int) -> [Substring]? {
        guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(name.count + 1).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { part in
            part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        }
        guard parts.count == count else { return nil }
        return parts.map { Substring(String($0)) }
    }

    /// The value of a number written `-?(0|[1-9][0-9]{0,2})(\.[0-9]{1,6})?` or `-?\.[0-9]{1,6}`.
    private static func decimal(_ text: Substring) -> Double? {
        let negative = text.hasPrefix("-")
        let parts = text.dropFirst(negative ? 1 : 0).split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : nil
        let isDigit = { (c: Character) in ("0"..."9").contains(c) }
        guard whole.count <= 3, whole.allSatisfy(isDigit), !(whole.count > 1 && whole.hasPrefix("0")) else { return nil }
        if let fraction {
            guard (1...6).contains(fraction.count), fraction.allSatisfy(isDigit) else { return nil }
        } else {
            guard !whole.isEmpty else { return nil }
        }
        let sign: String = negative ? "-" : ""
        let integral: Substring = whole.isEmpty ? "0" : whole
        let decimals: String = fraction.map { "." + $0 } ?? ""
        return Double(sign + integral + decimals)
    }

    /// A number as `parse` reads it back: plain decimal notation, without an exponent or a trailing ".0".
    private static func format(_ value: Double) -> String {
        guard value != 0 else { return "0" }
        let text = String(value)
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) else {
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        let mantissa = text[..<e]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        let unsigned = mantissa.drop { $0 == "-" }
        let digits = unsigned.filter { $0 != "." }
        let point = (unsigned.firstIndex(of: ".").map { unsigned.distance(from: unsigned.startIndex, to: $0) } ?? unsigned.count) + exponent
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }
}

extension TimingCurve: CustomStringConvertible {
    /// The spec string for the curve, which `parse` reads back as the same curve (for every curve
    /// `parse` can return): a name where the curve has one, else "cubicBezier(...)" or "spring(...)".
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2): "cubicBezier(\([x1, y1, x2, y2].map(Self.format).joined(separator: ", ")))"
        case .spring(let duration, let bounce):
            Self.presets.first { $0.curve == self }?.name ?? "spring(\(Self.format(duration)), \(Self.format(bounce)))"
        }
    }
}
