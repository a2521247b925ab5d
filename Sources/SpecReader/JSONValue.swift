/// A JSON value whose objects keep their keys in order, for output that must be byte-stable:
/// the JSON Schema, manifests.
/// Not `indirect`: arrays already hold their elements out of line, and LeakSanitizer cannot follow the
/// pointers to an indirect case's box (Swift keeps the case in the pointer's spare bits), so the decoders'
/// schemas, kept for the life of the process, were reported as leaks.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key-value pairs, in the order given.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Pretty-printed with two-space indentation and a final newline.
    public var rendered: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += SpecNode.format(n)
        case .string(let s): out += Self.quoted(s)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            if items.allSatisfy(\.isScalar) {
                out +=
                    "["
                    + items.map { item -> String in
                        var s = ""
                        item.write(into: &s, indent: "")
                        return s
                    }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += indent + "  "
                item.write(into: &out, indent: indent + "  ")
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += indent + "  " + Self.quoted(member.key) + ": "
                member.value.write(into: &out, indent: indent + "  ")
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A JSON string literal, escaping what JSON requires.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count) + String(c.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
