/// Lengths in a spec: a number of points, or a string with a unit ("12mm", "0.5in", "3pt", "1.5cm", "96px").
enum Length {
    /// Points per unit; px is the CSS pixel, 96 to the inch.
    static let units: [(String, Double)] = [("pt", 1), ("mm", 72 / 25.4), ("cm", 72 / 2.54), ("in", 72), ("px", 0.75)]

    /// The length in points, or nil when the text is not a number with a known unit.
    static func points(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            let number = trimmed.dropLast(unit.count).trimmingSpaces
            guard let value = Double(number), value.isFinite else { return nil }
            return value * factor
        }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// Points as people read them: at most two decimals.
    static func format(_ points: Double) -> String {
        SpecNode.format((points * 100).rounded() / 100)
    }

    /// A decoder for lengths within `range` (in points).
    static func decoder(in range: ClosedRange<Double>) -> (SpecNode, SpecPath, Diagnostics) -> Double? {
        { node, path, d in
            let what = "a length (a number of points, or a string such as \"12mm\", \"0.5in\", \"3pt\")"
            let value: Double
            switch node.value {
            case .number(let n): value = n
            case .string(let s):
                guard let v = points(s) else {
                    d.error("expected \(what), found \(node.kindDescription)", at: node, path)
                    return nil
                }
                value = v
            default:
                d.expected(what, at: node, path)
                return nil
            }
            guard range.contains(value) else {
                d.error(
                    "expected a length from \(SpecNode.format(range.lowerBound))pt to \(SpecNode.format(range.upperBound))pt, found \(node.kindDescription)",
                    at: node, path)
                return nil
            }
            return value
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
