import Geometry
import Typesetting

/// The text of an SVG page as text: cairo writes glyphs as outlines, so every line drawn is also
/// written as an invisible `<text>` over its glyphs, in logical order, for selecting, searching and
/// reading the page back (as a PDF's text is).
final class SVGTextLayer {
    private(set) var lines: [TextLine] = []

    func add(_ drawn: [TextLine]) {
        lines += drawn
    }

    /// `svg` with the lines written before its closing tag.
    func inserted(into svg: [UInt8]) -> [UInt8] {
        guard !lines.isEmpty, let close = Self.lastClosingTag(in: svg) else { return svg }
        var layer = "<g fill-opacity=\"0\" stroke=\"none\">\n"
        for line in lines {
            let t = line.transform
            layer +=
                "<text transform=\"matrix(\(Self.number(t.a)) \(Self.number(t.b)) \(Self.number(t.c)) \(Self.number(t.d)) \(Self.number(t.tx)) \(Self.number(t.ty)))\""
            layer += " x=\"\(Self.number(line.origin.x))\" y=\"\(Self.number(line.origin.y))\" font-family=\"\(Self.escaped(line.family))\""
            layer += " font-size=\"\(Self.number(line.size))\" textLength=\"\(Self.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\">"
            layer += Self.escaped(line.string) + "</text>\n"
        }
        layer += "</g>\n"
        return Array(svg[..<close]) + Array(layer.utf8) + Array(svg[close...])
    }

    private static func lastClosingTag(in svg: [UInt8]) -> Int? {
        let tag = Array("</svg>".utf8)
        guard svg.count >= tag.count else { return nil }
        return stride(from: svg.count - tag.count, through: 0, by: -1).first { Array(svg[$0..<($0 + tag.count)]) == tag }
    }

    /// A coordinate to a thousandth of a unit, without a trailing ".0".
    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
