/// Lengths in a spec: a number of points, or a string with a unit ("12mm", "0.5in", "3pt", "1.5cm", "96px").
package enum Length {
    /// Points per unit; px is the CSS pixel, 96 to the inch.
    package static let units: [(String, Double)] = [("pt", 1), ("mm", 72 / 25.4), ("cm", 72 / 2.54), ("in", 72), ("px", 0.75)]

    /// The strings `points` accepts, as a JSON Schema pattern.
    package static let pattern = "^ *([0-9]+(\\.[0-9]*)?|\\.[0-9]+) *(pt|mm|cm|in|px)? *$"

    package static let expectation = "a length (a number of points, or a string such as \"12mm\", \"0.5in\", \"3pt\")"

    /// The length in points, or nil when the text is not a plain decimal number with an optional unit.
    package static func points(_ text: String) -> Double? {
        var rest = Substring(text.trimmingSpaces)
        var factor = 1.0
        if let (unit, f) = units.first(where: { rest.hasSuffix($0.0) }) {
            rest = Substring(rest.dropLast(unit.count).trimmingSpaces)
            factor = f
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty)), let value = Double(rest.hasPrefix(".") ? "0" + rest : String(rest))
        else { return nil }
        return value * factor
    }

    /// Points as people read them: at most two decimals.
    package static func format(_ points: Double) -> String {
        SpecNode.format((points * 100).rounded() / 100)
    }

    /// A length written as a string; its range is checked by the decoder alone.
    package static var definition: Definition {
        Definition(
            name: "LengthString", summary: "a length with a unit: a decimal number then pt, mm, cm, in or px (points when none)", fields: [],
            schema: .object(["type": .string("string"), "pattern": .string(pattern)]))
    }

    /// A decoder for lengths within `range` (in points).
    package static func decoder(_ range: ClosedRange<Double>) -> ValueDecoder<Double> {
        let schema = JSONValue.object([
            "anyOf": .array([
                .object(["type": .string("number"), "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]),
                .object(["$ref": .string("#/$defs/LengthString")]),
            ])
        ])
        return ValueDecoder(expectation, schema: schema, definitions: [definition]) { node, path, d in
            let value: Double
            switch node.value {
            case .number(let n): value = n
            case .string(let s):
                // A minus sign is read, so that a negative length is told as such, not as something else.
                let trimmed = s.trimmingSpaces
                guard let v = trimmed.hasPrefix("-") ? points(String(trimmed.dropFirst())).map({ -$0 }) : points(s) else {
                    d.expected(expectation, at: node, path)
                    return nil
                }
                value = v
            default:
                d.expected(expectation, at: node, path)
                return nil
            }
            guard range.contains(value) else {
                let why = value < 0 && range.lowerBound >= 0 ? ": it cannot be negative here" : ""
                d.error(
                    "expected a length from \(format(range.lowerBound))pt to \(format(range.upperBound))pt, found \(node.kindDescription)\(why)", at: node, path
                )
                return nil
            }
            return value
        }
    }
}

extension Character {
    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    /// Without the spaces it starts and ends with; found in its UTF-8 bytes, so that a long string is not
    /// walked character by character.
    package var trimmingSpaces: String {
        let string = String(self)
        let bytes = string.utf8
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }), let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") }) else {
            return ""
        }
        return String(string[first...last])
    }
}
