import FileIO
import Layout
import SpecReader

/// Reading manifests back: a `JSONValue` from a parsed file, and its parts by type.
extension JSONValue {
    /// The value of a parsed JSON file, keys in their order.
    init(_ node: SpecNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members): self = .object(members.map { Member($0.key, JSONValue($0.value)) })
        }
    }

    /// The JSON in the file at `path`; nil when it cannot be read (it must be a regular file) or parsed.
    static func read(_ path: String) -> JSONValue? {
        guard let text = try? SourceFile.readText(path), let node = try? JSONParser.parse(text) else { return nil }
        return JSONValue(node)
    }

    var string: String? {
        if case .string(let s) = self { s } else { nil }
    }

    var number: Double? {
        if case .number(let n) = self { n } else { nil }
    }

    /// A number that is a whole number.
    var integer: Int? {
        guard let n = number, n == n.rounded(), abs(n) < 1e15 else { return nil }
        return Int(n)
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }
}
