import FileIO
import Glibc

/// The font sizes an SVG sets, followed as librsvg will resolve them, so that no text is set at a size
/// that makes librsvg panic (`SVGLimits.fontSize`). A `font-size` attribute or inline `style` is
/// resolved element by element (em and % multiply the parent's size); a style sheet's sizes apply by
/// selector, so its relative sizes are taken as if every rule applied at every level of text.
struct SVGFontSizes {
    /// A size as written: pixels, or a share of the parent's size.
    enum Value: Equatable {
        case pixels(Double)
        case relative(Double)
    }

    /// librsvg's size when none is set: 12pt.
    static let initial = 16.0
    /// The resolved size at each depth of the elements open now.
    private var open: [Double] = []
    /// The largest size resolved from attributes and inline styles, and written in style sheets.
    private var largest = initial
    /// The largest factor a style sheet's relative size multiplies by (1: none enlarges).
    private var sheetFactor = 1.0
    /// The deepest text element (text, tspan, textPath).
    private var textDepth = 0

    /// Resolves the size of the element at `depth` from its attribute and inline style; nil past the limit.
    mutating func element(_ name: String, depth: Int, attribute: String?, style: String?) -> Double? {
        open.removeSubrange(min(depth, open.count)...)
        var size = open.last ?? Self.initial
        for value in (attribute.flatMap(Self.value).map { [$0] } ?? []) + Self.declarations(in: style ?? "") {
            switch value {
            case .pixels(let pixels): size = pixels
            case .relative(let factor): size *= factor
            }
        }
        while open.count < depth { open.append(open.last ?? Self.initial) }
        open.append(size)
        largest = max(largest, size)
        if ["text", "tspan", "textPath"].contains(name) { textDepth = max(textDepth, depth + 1) }
        return size <= SVGLimits.fontSize ? nil : size
    }

    /// Notes the sizes a style sheet sets.
    mutating func styleSheet(_ text: String) {
        for value in Self.declarations(in: text) {
            switch value {
            case .pixels(let pixels): largest = max(largest, pixels)
            case .relative(let factor): sheetFactor = max(sheetFactor, factor)
            }
        }
    }

    /// The largest size text may be set at once the style sheets' relative sizes are applied at every
    /// level of text, when it is over the limit.
    var worstCase: Double? {
        let worst = largest * pow(sheetFactor, Double(textDepth))
        return worst <= SVGLimits.fontSize ? nil : worst
    }

    /// The sizes `font-size` and `font` declarations set in CSS text: each `font` or `font-size` (in any
    /// case) followed by a colon, its value what runs to the next `;`, `}`, quote or `!`. Read by hand, in
    /// one pass: a regular expression built here for each element's style made the check of an SVG of
    /// 100,000 elements take 17 s.
    static func declarations(in css: String) -> [Value] {
        let bytes = Array(css.utf8)
        var values: [Value] = []
        var i = 0
        while i + 4 <= bytes.count {
            guard Self.startsWith(bytes, at: i, "font") else {
                i += 1
                continue
            }
            let afterFont = i + 4
            let sized = Self.startsWith(bytes, at: afterFont, "-size") ? Self.colon(bytes, after: afterFont + 5) : nil
            guard let start = sized ?? Self.colon(bytes, after: afterFont) else {
                i += 1
                continue
            }
            var end = start
            while end < bytes.count, !Self.valueEnds.contains(bytes[end]) { end += 1 }
            let text = String(decoding: bytes[start..<end], as: UTF8.self).trimmed
            // In the `font` shorthand, the size is the first token that is one (before any "/line-height").
            let found =
                sized != nil ? value(text) : text.split(whereSeparator: { $0 == " " || $0 == "/" }).lazy.compactMap { value(String($0)) }.first
            if let found { values.append(found) }
            i = end
        }
        return values
    }

    /// The bytes that end a declaration's value: `;`, `}`, `"`, `'` and `!`.
    private static let valueEnds: Set<UInt8> = [0x3B, 0x7D, 0x22, 0x27, 0x21]

    /// Whether `bytes` hold the lowercase ASCII `word` at `index`, its letters in either case.
    private static func startsWith(_ bytes: [UInt8], at index: Int, _ word: StaticString) -> Bool {
        guard index + word.utf8CodeUnitCount <= bytes.count else { return false }
        for k in 0..<word.utf8CodeUnitCount {
            let byte = bytes[index + k]
            guard ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == word.utf8Start[k] else { return false }
        }
        return true
    }

    /// The index after the colon that follows `index` past any white space, nil when none does.
    private static func colon(_ bytes: [UInt8], after index: Int) -> Int? {
        var j = index
        while j < bytes.count, Self.isSpace(bytes[j]) { j += 1 }
        return j < bytes.count && bytes[j] == 0x3A ? j + 1 : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// A size as CSS writes it: a number and a unit, or a keyword.
    static func value(_ text: String) -> Value? {
        let trimmed = text.trimmed.lowercased()
        switch trimmed {
        case "larger": return .relative(1.2)
        case "smaller": return .relative(1 / 1.2)
        case "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large": return .pixels(48)
        default: break
        }
        guard let (number, unit) = Self.number(trimmed), number >= 0 else { return nil }
        switch unit {
        case "", "px": return .pixels(number)
        case "pt": return .pixels(number * 4 / 3)
        case "pc": return .pixels(number * 16)
        case "mm": return .pixels(number * 96 / 25.4)
        case "cm": return .pixels(number * 96 / 2.54)
        case "q": return .pixels(number * 96 / 101.6)
        case "in": return .pixels(number * 96)
        case "em", "rem": return .relative(number)
        case "ex", "ch": return .relative(number / 2)
        case "%": return .relative(number / 100)
        case "vw", "vh", "vmin", "vmax": return .pixels(number / 100 * SVGLimits.side)
        default: return nil
        }
    }

    /// `text` (lowercase) as a CSS number (an optional sign, digits with or without a point, or a point
    /// and digits, an optional exponent) and a unit of letters or `%` after any white space; nil when it
    /// is not all that.
    private static func number(_ text: String) -> (Double, String)? {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
            return i - start
        }
        func take(_ byte: UInt8) -> Bool {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
            return true
        }
        if !take(0x2B) { _ = take(0x2D) }
        let whole = digits()
        let point = take(0x2E)
        let fraction = digits()
        guard whole > 0 || (point && fraction > 0) else { return nil }
        let mantissaEnd = i
        if take(0x65) {
            if !take(0x2B) { _ = take(0x2D) }
            if digits() == 0 { i = mantissaEnd }
        }
        guard let number = Double(String(decoding: bytes[..<i], as: UTF8.self)) else { return nil }
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        let unit = bytes[i...]
        guard unit.allSatisfy({ (0x61...0x7A).contains($0) || $0 == 0x25 }) else { return nil }
        return (number, String(decoding: unit, as: UTF8.self))
    }
}
