import Scene
import SpecReader

/// Colours in a spec: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, CSS names (any case),
/// `rgb(r, g, b)` and `rgba(r, g, b, a)` with whole channels 0...255 and alpha 0...1, and `cmyk(c, m, y, k)`
/// with inks 0...1 or 0%...100%, written as given to a CMYK PDF.
package enum ColorParser {
    package static let expectation = "a colour (\"#rrggbb\", \"#rgb\", \"#rrggbbaa\", a CSS name such as \"teal\", \"rgb(r, g, b)\" or \"cmyk(c, m, y, k)\")"

    private static let channel = "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
    private static let alpha = "(0(\\.[0-9]+)?|1(\\.0+)?|\\.[0-9]+)"
    private static let ink = "(0(\\.[0-9]+)?|1(\\.0+)?|\\.[0-9]+|(100(\\.0+)?|[1-9]?[0-9](\\.[0-9]+)?)%)"

    /// The strings `parse` accepts, as a JSON Schema pattern.
    package static var pattern: String {
        let names = CSSColors.table.keys.sorted().map(Decoders.anyCase)
        let hex = "#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})"
        let rgb = "rgb\\( *\(channel) *, *\(channel) *, *\(channel) *\\)"
        let rgba = "rgba\\( *\(channel) *, *\(channel) *, *\(channel) *, *\(alpha) *\\)"
        let cmyk = "cmyk\\( *\(ink) *, *\(ink) *, *\(ink) *, *\(ink) *\\)"
        return "^(\(hex)|\(rgb)|\(rgba)|\(cmyk)|\(names.joined(separator: "|")))$"
    }

    package static func parse(_ text: String) -> Color? {
        if text.hasPrefix("#") { return hex(text.dropFirst()) }
        if text.hasPrefix("rgb") { return functional(text) }
        if text.hasPrefix("cmyk(") { return inks(text) }
        return CSSColors.table[text.lowercased()].flatMap { hex(Substring($0)) }
    }

    package static var definition: Definition {
        Definition(
            name: "Color", summary: "a colour: " + expectation.dropFirst(9).dropLast(), fields: [],
            schema: .object(["type": .string("string"), "pattern": .string(pattern)]))
    }

    package static let decoder: ValueDecoder<Color> = ValueDecoder(expectation, schema: .object(["$ref": .string("#/$defs/Color")]), definitions: [definition])
    { node, path, d in
        guard case .string(let s) = node.value else {
            d.expected(expectation, at: node, path)
            return nil
        }
        guard let color = parse(s) else {
            let hint = s.hasPrefix("#") || s.hasPrefix("rgb") || s.hasPrefix("cmyk") ? "" : EditDistance.hint(for: s, among: CSSColors.table.keys.sorted())
            d.error("expected \(expectation), found \(node.kindDescription)\(hint)", at: node, path)
            return nil
        }
        return color
    }

    private static func hex(_ digits: Substring) -> Color? {
        let values = digits.compactMap(\.hexDigitValue).map(Double.init)
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 * 17 / 255 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        case 6, 8:
            let c: [Double] = stride(from: 0, to: values.count, by: 2).map { (k: Int) -> Double in (values[k] * 16 + values[k + 1]) / 255 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        default:
            return nil
        }
    }

    /// `rgb(239, 120, 221)` or `rgba(239, 120, 221, 0.5)`.
    private static func functional(_ s: String) -> Color? {
        let isRGBA = s.hasPrefix("rgba(")
        guard isRGBA || s.hasPrefix("rgb("), s.hasSuffix(")") else { return nil }
        let inside = s.dropFirst(isRGBA ? 5 : 4).dropLast()
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard parts.count == (isRGBA ? 4 : 3) else { return nil }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy(\.isASCIIDigit), part == "0" || !part.hasPrefix("0"),
                let v = Int(part), v <= 255
            else { return nil }
            channels.append(Double(v))
        }
        var a = 1.0
        if isRGBA {
            let text = parts[3]
            let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count), pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), !(pieces.count == 2 && pieces[1].isEmpty),
                ["", "0", "1"].contains(String(pieces[0])), !(pieces[0].isEmpty && pieces.count == 1),
                let value = Double(text.hasPrefix(".") ? "0" + text : text), value <= 1
            else { return nil }
            a = value
        }
        return Color(r255: channels[0], g255: channels[1], b255: channels[2], alpha: a)
    }

    /// `cmyk(0, 0, 0, 1)` or `cmyk(100%, 0%, 50%, 0%)`: each ink a fraction or a percentage.
    private static func inks(_ s: String) -> Color? {
        guard s.hasSuffix(")") else { return nil }
        let parts = s.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard parts.count == 4 else { return nil }
        var inks: [Double] = []
        for part in parts {
            let percent = part.hasSuffix("%")
            let number = percent ? part.dropLast() : Substring(part)
            let pieces = number.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count), pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), !(pieces.count == 2 && pieces[1].isEmpty),
                !(pieces[0].isEmpty && (pieces.count == 1 || percent)), pieces[0].count <= 3, pieces[0] == "0" || !pieces[0].hasPrefix("0"),
                let value = Double(number.hasPrefix(".") ? "0" + number : number), value <= (percent ? 100 : 1)
            else { return nil }
            inks.append(percent ? value / 100 : value)
        }
        return Color(cmyk: CMYK(cyan: inks[0], magenta: inks[1], yellow: inks[2], black: inks[3]))
    }
}
