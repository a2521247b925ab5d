import SpecReader

/// Numbers set into text by `{field:format}`: `.2f` (two decimals), `d` (whole), `05d` (padded with
/// zeros), `,` (thousands grouped), `,.1f`; anything that is not a number is set as it is.
package enum ValueFormat {
    package static func text(_ value: SpecNode.Value, format: String?) -> String {
        let plain: String
        switch value {
        case .string(let s): plain = s
        case .number(let n): plain = SpecNode.format(n)
        case .bool(let b): plain = b ? "true" : "false"
        case .null: plain = ""
        case .object, .array: plain = ""
        }
        guard let format, !format.isEmpty else { return plain }
        let number: Double? =
            switch value {
            case .number(let n): n
            case .string(let s): Double(s.trimmingSpaces)
            default: nil
            }
        guard let number, number.isFinite else { return plain }
        return formatted(number, format) ?? plain
    }

    /// nil when `format` is not one of the forms above.
    package static func formatted(_ number: Double, _ format: String) -> String? {
        var spec = Substring(format)
        let grouped = spec.first == ","
        if grouped { spec = spec.dropFirst() }
        var decimals = 0
        var width = 0
        var zeroPad = false
        if spec.hasSuffix("f") {
            spec = spec.dropLast()
            guard spec.first == ".", let d = Int(spec.dropFirst()), (0...12).contains(d) else { return nil }
            decimals = d
        } else if spec.hasSuffix("d") {
            spec = spec.dropLast()
            zeroPad = spec.first == "0"
            guard spec.isEmpty || (Int(spec).map { (0...64).contains($0) } ?? false) else { return nil }
            width = Int(spec) ?? 0
        } else if !spec.isEmpty {
            return nil
        }
        let scale = (0..<decimals).reduce(1.0) { acc, _ in acc * 10 }
        let rounded = (abs(number) * scale).rounded()
        // Beyond 2^53 a double has no exact digits to format: such a number is set as it is.
        guard rounded < 9e15 else { return nil }
        var whole = String(Int64(rounded / scale).description)
        if grouped {
            var out = ""
            for (i, c) in whole.enumerated() {
                if i > 0, (whole.count - i) % 3 == 0 { out.append(",") }
                out.append(c)
            }
            whole = out
        }
        var text = whole
        if decimals > 0 {
            let fraction = Int64(rounded.truncatingRemainder(dividingBy: scale))
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        if zeroPad, text.count < width { text = String(repeating: "0", count: width - text.count) + text }
        return (number < 0 && rounded != 0 ? "-" : "") + text
    }
}
