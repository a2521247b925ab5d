import SpecReader

/// Values set into text by `{field:format}`, the format one of Python's (`FormatSpec`): `.2f` (two
/// decimals), `d` (whole), `05d` (padded with zeros), `,` (thousands grouped), `>8` (right-aligned), ...
/// A number (or text that reads as one) takes the number formats, whole numbers the integer ones too;
/// other text takes alignment, width and precision only.
package enum ValueFormat {
    /// `value` as text, unformatted: a number as the spec would write it.
    package static func plain(_ value: SpecNode.Value) -> String {
        switch value {
        case .string(let s): s
        case .number(let n): SpecNode.format(n)
        case .bool(let b): b ? "true" : "false"
        case .null, .object, .array: ""
        }
    }

    /// `value` set by `format` (nil or empty: as it is).
    package static func text(_ value: SpecNode.Value, format: String?) throws(FormatSpec.Refusal) -> String {
        let plain = plain(value)
        guard let format, !format.isEmpty else { return plain }
        let spec = try FormatSpec(format)
        switch value {
        case .number(let n): return try spec.number(n, isWhole: n == n.rounded(.towardZero))
        case .string(let s):
            let trimmed = s.trimmingSpaces
            guard !trimmed.isEmpty, let node = try? JSONParser.parse(trimmed), case .number(let n) = node.value else { return try spec.text(s) }
            return try spec.number(n, isWhole: !trimmed.contains { $0 == "." || $0 == "e" || $0 == "E" })
        default: return try spec.text(plain)
        }
    }
}
