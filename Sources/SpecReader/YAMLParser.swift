import CYAML
import SharedLibraries

/// A YAML parser that gives the same `SpecNode` tree as `JSONParser`, with the line and column of every value and key.
///
/// libyaml parses the text into events, which `YAMLComposer` builds the tree from; plain scalars are resolved by the
/// YAML 1.2 core schema (so `no`, `on` and `yes` stay strings), while quoted and block scalars are always strings.
/// Tags are ignored and aliases are replaced by the anchored value, which keeps the anchor's position.
public enum YAMLParser {
    /// Aliases can expand a small file into a huge tree; more values than this are refused.
    package static let maximumValues = 1_000_000

    /// The tree of the single document in `text`.
    public static func parse(_ text: String) throws(JSONParser.SyntaxError) -> SpecNode {
        let library = try YAMLLibrary.shared.opened { message in
            JSONParser.SyntaxError(position: SourcePosition(line: 1, column: 1), message: message)
        }
        return try YAMLComposer.compose(text, with: library)
    }

    /// A plain scalar by the YAML 1.2 core schema: null, a boolean, a finite number or else a string.
    static func resolve(_ text: String, at position: SourcePosition) throws(JSONParser.SyntaxError) -> SpecNode.Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            throw JSONParser.SyntaxError(position: position, message: "infinite or NaN numbers are not allowed")
        default: break
        }
        let number: Double
        if let radix = text.hasPrefix("0o") ? 8 : text.hasPrefix("0x") ? 16 : nil {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.hexDigitValue ?? radix) < radix }) else {
                return .string(text)
            }
            number = Int(digits, radix: radix).map(Double.init) ?? .infinity // Too many digits for an Int.
        } else if text.allSatisfy({ "0123456789+-.eE".contains($0) }), let decimal = Double(text) {
            // Over these characters Swift reads exactly the core schema's [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?
            number = decimal
        } else {
            return .string(text)
        }
        guard number.isFinite else {
            throw JSONParser.SyntaxError(position: position, message: "number \(text) is too large")
        }
        return .number(number)
    }
}
