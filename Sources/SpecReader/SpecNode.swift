/// A parsed spec value with the place it came from, so every problem can be reported where it is.
public struct SpecNode: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: SpecNode

        public init(key: String, keyPosition: SourcePosition, value: SpecNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public enum Value: Hashable, Sendable {
        case object([Member])
        case array([SpecNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var position: SourcePosition
    /// The text a data placeholder's value was written as, when the value was read as a number or a
    /// boolean: a field that takes text takes this.
    public var dataText: String?

    public init(_ value: Value, at position: SourcePosition = SourcePosition(line: 1, column: 1), dataText: String? = nil) {
        self.value = value
        self.position = position
        self.dataText = dataText
    }

    /// How the value is named in a message: "a number (3.5)", "a string (\"abc\")", "an object", ...
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string(let s): "a string (\"\(s.count > 40 ? String(s.prefix(40)) + "..." : s)\")"
        case .number(let n): "a number (\(SpecNode.format(n)))"
        case .bool(let b): "a boolean (\(b))"
        case .null: "null"
        }
    }

    /// A whole number with its thousands grouped, as messages write counts: 20000000 as "20,000,000".
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// A number as people write it: without a trailing ".0".
    public static func format(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }
}
