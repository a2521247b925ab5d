import SpecReader

/// What a row of data must hold to be placed (a sheet's `filter`) or to show an item (`when`): for each
/// named column, one value, any of a list, anything but some values, or a number within a range. All
/// the columns named must match.
package struct RowCondition: Hashable, Sendable {
    /// What one column must hold.
    package enum Test: Hashable, Sendable {
        /// The values, as a set: a sheet asks each of its rows (100,000 at most) whether its value is
        /// among them, and a list scanned per row made 100,000 values against as many rows take a minute.
        case oneOf(Set<String>)
        case noneOf(Set<String>)
        case range(min: Double?, max: Double?)

        /// Whether a value, as text, passes.
        func passes(_ text: String) -> Bool {
            switch self {
            case .oneOf(let values): return values.contains(text)
            case .noneOf(let values): return !values.contains(text)
            case .range(let min, let max):
                guard let number = Double(text.trimmingSpaces) else { return false }
                return (min.map { number >= $0 } ?? true) && (max.map { number <= $0 } ?? true)
            }
        }
    }

    /// A column's test and where the column is named.
    package struct Clause: Hashable, Sendable {
        package var column: String
        package var test: Test
        package var position: SourcePosition
    }

    package var clauses: [Clause]

    /// Whether a row of `values` passes every clause (a column the row lacks holds "").
    package func matches(_ values: [String: SpecNode]) -> Bool {
        clauses.allSatisfy { $0.test.passes(ValueFormat.plain(values[$0.column]?.value ?? .string(""))) }
    }

    /// The clauses naming a column `columns` lacks.
    package func unknown(among columns: [String]) -> [Clause] {
        clauses.filter { !columns.contains($0.column) }
    }

    static let expectation =
        "an object of columns and what each must hold: a value, a list of values, or { \"in\": [...] }, { \"not\": ... }, { \"min\": n, \"max\": n }"

    /// What a column may be asked to hold, as the schema says it (a range's order and the columns
    /// themselves are checked against the data).
    private static var schema: JSONValue {
        let scalar: JSONValue = .object(["type": .array([.string("string"), .string("number"), .string("boolean")])])
        let list: JSONValue = .object(["type": .string("array"), "items": scalar, "minItems": .number(1)])
        let test: JSONValue = .object([
            "type": .string("object"), "minProperties": .number(1), "additionalProperties": .bool(false),
            "properties": .object([
                "in": list, "not": .object(["anyOf": .array([scalar, list])]), "min": .object(["type": .string("number")]),
                "max": .object(["type": .string("number")]),
            ]),
        ])
        return .object(["type": .string("object"), "minProperties": .number(1), "additionalProperties": .object(["anyOf": .array([scalar, list, test])])])
    }

    package static let decoder: ValueDecoder<RowCondition> = ValueDecoder(expectation, schema: schema) { node, path, d in
        guard case .object(let members) = node.value, !members.isEmpty else {
            d.expected(expectation, at: node, path)
            return nil
        }
        var clauses: [Clause] = []
        for member in members {
            guard let test = Self.test(member.value, path.appending(member.key), d) else { continue }
            clauses.append(Clause(column: member.key, test: test, position: member.keyPosition))
        }
        return clauses.count == members.count ? RowCondition(clauses: clauses) : nil
    }

    /// A column's test: a value, a list (any of them), or an object of "in", "not", "min" and "max".
    private static func test(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> Test? {
        switch node.value {
        case .string, .number, .bool: return .oneOf([ValueFormat.plain(node.value)])
        case .array: return values(node, path, d).map { .oneOf(Set($0)) }
        case .object(let keys):
            var found: Test?
            for key in keys {
                let at = path.appending(key.key)
                switch key.key {
                case "in": found = values(key.value, at, d).map { .oneOf(Set($0)) }
                case "not": found = (key.value.isArray ? values(key.value, at, d) : scalar(key.value, at, d).map { [$0] }).map { .noneOf(Set($0)) }
                case "min", "max":
                    guard case .number(let n) = key.value.value else {
                        d.expected("a number", at: key.value, at)
                        return nil
                    }
                    var (min, max): (Double?, Double?) = (nil, nil)
                    if case .range(let a, let b) = found { (min, max) = (a, b) }
                    if key.key == "min" { min = n } else { max = n }
                    found = .range(min: min, max: max)
                default:
                    d.error(
                        "unknown key \"\(key.key)\"\(EditDistance.hint(for: key.key, among: ["in", "not", "min", "max"])): expected \"in\", \"not\", \"min\" or \"max\"",
                        at: key.value, at)
                    return nil
                }
                guard found != nil else { return nil }
            }
            guard keys.count == 1 || keys.allSatisfy({ $0.key == "min" || $0.key == "max" }) else {
                d.error("give one of \"in\" and \"not\", or \"min\" and \"max\"", at: node, path)
                return nil
            }
            guard let found else {
                d.expected("\"in\", \"not\", \"min\" or \"max\"", at: node, path)
                return nil
            }
            if case .range(let min?, let max?) = found, min > max {
                d.error("min (\(SpecNode.format(min))) is over max (\(SpecNode.format(max))): no value is in that range", at: node, path)
                return nil
            }
            return found
        case .null:
            d.expected("a value, a list of values, or an object of \"in\", \"not\", \"min\", \"max\"", at: node, path)
            return nil
        }
    }

    private static func values(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> [String]? {
        guard case .array(let items) = node.value else {
            d.expected("a list of values", at: node, path)
            return nil
        }
        guard !items.isEmpty else {
            d.error("an empty list: expected one value or more", at: node, path)
            return nil
        }
        let texts = items.enumerated().map { scalar($1, path.appending($0), d) }
        return texts.contains(nil) ? nil : texts.compactMap { $0 }
    }

    private static func scalar(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> String? {
        switch node.value {
        case .string, .number, .bool: return ValueFormat.plain(node.value)
        default:
            d.expected("a string, a number or true or false", at: node, path)
            return nil
        }
    }
}
