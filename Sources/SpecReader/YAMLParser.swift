import Yams

/// A YAML parser that gives the same `SpecNode` tree as `JSONParser`, with the line and column of every value and key.
///
/// Yams composes the document; plain scalars are then resolved by the YAML 1.2 core schema (so `no`, `on` and `yes`
/// stay strings), while quoted and block scalars are always strings. Tags are ignored and aliases are replaced by the
/// anchored value, which keeps the anchor's position.
public enum YAMLParser {
    /// Aliases can expand a small file into a huge tree; more values than this are refused.
    package static let maximumValues = 1_000_000

    /// The tree of the single document in `text`.
    public static func parse(_ text: String) throws(JSONParser.SyntaxError) -> SpecNode {
        let document: Yams.Node?
        do {
            document = try Yams.Parser(yaml: text, resolver: .basic, encoding: .utf8).singleRoot()
        } catch {
            throw syntaxError(error, in: text)
        }
        guard let document else {
            let start = SourcePosition(line: 1, column: 1)
            throw JSONParser.SyntaxError(position: start, message: "expected a value, found end of file")
        }
        var budget = maximumValues
        return try convert(document, depth: 0, budget: &budget)
    }

    /// The `SpecNode` for a composed node, checking keys, nesting and the number of values on the way.
    private static func convert(_ node: Yams.Node, depth: Int, budget: inout Int) throws(JSONParser.SyntaxError) -> SpecNode {
        let position = place(node.mark)
        func error(_ message: String, at other: SourcePosition? = nil) -> JSONParser.SyntaxError {
            JSONParser.SyntaxError(position: other ?? position, message: message)
        }
        budget -= 1
        if budget < 0 { throw error("more than \(maximumValues) values once aliases are expanded") }
        if depth >= JSONParser.maximumDepth, node.scalar == nil {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain else { return SpecNode(.string(scalar.string), at: position) }
            return SpecNode(try resolve(scalar.string, at: position), at: position)
        case .sequence(let sequence):
            var elements: [SpecNode] = []
            for element in sequence {
                elements.append(try convert(element, depth: depth + 1, budget: &budget))
            }
            return SpecNode(.array(elements), at: position)
        case .mapping(let mapping):
            var members: [SpecNode.Member] = []
            var seen: [String: SourcePosition] = [:]
            for (key, value) in mapping {
                let keyPosition = place(key.mark)
                guard let name = key.scalar?.string else {
                    let kind = key.sequence == nil ? "an object" : "an array"
                    throw error("expected a string as the key, found \(kind)", at: keyPosition)
                }
                // Yams refuses most repeated keys itself; this catches those it tells apart by tag (`!!int 1`, `1`).
                if let first = seen[name] {
                    throw error("duplicate key \"\(name)\" (first at \(first))", at: keyPosition)
                }
                seen[name] = keyPosition
                let converted = try convert(value, depth: depth + 1, budget: &budget)
                members.append(SpecNode.Member(key: name, keyPosition: keyPosition, value: converted))
            }
            return SpecNode(.object(members), at: position)
        case .alias:
            throw error("unresolved alias") // Yams's composer already replaces aliases by the anchored node.
        }
    }

    /// A plain scalar by the YAML 1.2 core schema: null, a boolean, a finite number or else a string.
    private static func resolve(_ text: String, at position: SourcePosition) throws(JSONParser.SyntaxError) -> SpecNode.Value {
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

    /// A Yams error as a `SyntaxError` where Yams says it is (libyaml puts an unexpected end one line past the text).
    private static func syntaxError(_ error: any Error, in text: String) -> JSONParser.SyntaxError {
        let end = position(after: text[...])
        func at(_ mark: Mark, _ message: String) -> JSONParser.SyntaxError {
            JSONParser.SyntaxError(position: min(place(mark), end), message: message)
        }
        switch error as? YamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return at(mark, problem)
        case .composer(let context, let problem, let mark, _):
            return at(mark, [context?.text, problem].compactMap { $0 }.joined(separator: ", "))
        case .reader(let problem, let offset, _, _):
            return JSONParser.SyntaxError(position: position(after: text.prefix(offset ?? 0)), message: problem)
        case .duplicatedKeysInMapping(let keys, let context):
            // Yams names only the first of the repeated keys, so that is where the error is.
            return at(context.mark, "duplicate key \"\(keys.first ?? "")\" (repeated later in this mapping)")
        default:
            return JSONParser.SyntaxError(position: SourcePosition(line: 1, column: 1), message: "\(error)")
        }
    }

    /// Yams's marks are already 1-based and count Unicode scalars, like `SourcePosition`.
    private static func place(_ mark: Mark?) -> SourcePosition {
        SourcePosition(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// The position just after `prefix`, a prefix of the text.
    private static func position(after prefix: Substring) -> SourcePosition {
        let lines = prefix.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return SourcePosition(line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1)
    }
}
