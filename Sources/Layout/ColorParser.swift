import Scene

/// Colours in a spec: `#rgb`, `#rrggbb`, `#rrggbbaa`, CSS names, `rgb(r, g, b)` and `rgba(r, g, b, a)`.
enum ColorParser {
    static let expectation = "a colour (\"#rrggbb\", \"#rgb\", \"#rrggbbaa\", a CSS name such as \"teal\", or \"rgb(r, g, b)\")"

    static func parse(_ text: String) -> Color? {
        let s = text.trimmingSpaces.lowercased()
        if s.hasPrefix("#") { return hex(String(s.dropFirst())) }
        if s.hasPrefix("rgb") { return functional(s) }
        return CSSColors.table[s].flatMap { hex($0) }
    }

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Color? {
        guard case .string(let s) = node.value else {
            d.expected(expectation, at: node, path)
            return nil
        }
        guard let color = parse(s) else {
            let hint = s.hasPrefix("#") ? "" : EditDistance.hint(for: s, among: Array(CSSColors.table.keys).sorted())
            d.error("expected \(expectation), found \(node.kindDescription)\(hint)", at: node, path)
            return nil
        }
        return color
    }

    private static func hex(_ digits: String) -> Color? {
        let values = digits.compactMap(\.hexDigitValue).map(Double.init)
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 * 17 / 255 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { (values[$0] * 16 + values[$0 + 1]) / 255 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        default:
            return nil
        }
    }

    /// `rgb(239, 120, 221)` or `rgba(239, 120, 221, 0.5)`: channels 0...255, alpha 0...1.
    private static func functional(_ s: String) -> Color? {
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let name = s[..<open].trimmingSpaces
        let parts = s[s.index(after: open)..<s.index(before: s.endIndex)].split(separator: ",").map { Double($0.trimmingSpaces) }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        let v = parts.map { $0! }
        guard v.prefix(3).allSatisfy({ (0...255).contains($0) }) else { return nil }
        switch (name, v.count) {
        case ("rgb", 3): return Color(r255: v[0], g255: v[1], b255: v[2])
        case ("rgba", 4) where (0...1).contains(v[3]): return Color(r255: v[0], g255: v[1], b255: v[2], alpha: v[3])
        default: return nil
        }
    }
}
