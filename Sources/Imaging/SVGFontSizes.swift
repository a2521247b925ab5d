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

    /// The sizes `font-size` and `font` declarations set in CSS text.
    static func declarations(in css: String) -> [Value] {
        css.matches(of: #/(?i)font(-size)?\s*:\s*([^;}"'!]*)/#).compactMap { match in
            let text = match.2.trimmed
            // In the `font` shorthand, the size is the first token that is one (before any "/line-height").
            guard match.1 == nil else { return value(text) }
            return text.split(whereSeparator: { $0 == " " || $0 == "/" }).lazy.compactMap { value(String($0)) }.first
        }
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
        guard let match = trimmed.wholeMatch(of: #/([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?)\s*([a-z%]*)/#), let number = Double(match.1),
            number >= 0
        else {
            return nil
        }
        switch match.2 {
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
}
