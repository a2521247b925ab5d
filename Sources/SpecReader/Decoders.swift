import FoundationEssentials
import Glibc

/// The value decoders spec objects are declared with.
package enum Decoders {
    /// The longest string a spec may hold (a caption is a line, not a book).
    package static let maximumTextLength = 10_000

    package static let string: ValueDecoder<String> = ValueDecoder(
        "a string", schema: .object(["type": .string("string"), "maxLength": .number(Double(maximumTextLength))])
    ) { node, path, d in
        guard case .string(let s) = node.value else {
            d.expected("a string", at: node, path)
            return nil
        }
        // A string of no more bytes than the limit has no more characters (a long one is counted once).
        guard s.utf8.count <= maximumTextLength || s.count <= maximumTextLength else {
            d.error("expected at most \(maximumTextLength) characters, found \(s.count)", at: node, path)
            return nil
        }
        return s
    }

    package static let bool: ValueDecoder<Bool> = ValueDecoder("true or false", schema: .object(["type": .string("boolean")])) { node, path, d in
        guard case .bool(let b) = node.value else {
            d.expected("true or false", at: node, path)
            return nil
        }
        return b
    }

    package static func number(_ range: ClosedRange<Double>) -> ValueDecoder<Double> {
        let what = "a number from \(SpecNode.format(range.lowerBound)) to \(SpecNode.format(range.upperBound))"
        let schema = JSONValue.object(["type": .string("number"), "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
        return ValueDecoder(what, schema: schema) { node, path, d in
            guard case .number(let n) = node.value, range.contains(n) else {
                d.expected(what, at: node, path)
                return nil
            }
            return n
        }
    }

    package static func integer(_ range: ClosedRange<Int>) -> ValueDecoder<Int> {
        let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        let schema = JSONValue.object(["type": .string("integer"), "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))])
        return ValueDecoder(what, schema: schema) { node, path, d in
            guard case .number(let n) = node.value, n == n.rounded(), abs(n) < 1e15, range.contains(Int(n)) else {
                d.expected(what, at: node, path)
                return nil
            }
            return Int(n)
        }
    }

    /// An angle in degrees, within ten turns either way.
    package static let degrees: ValueDecoder<Double> = {
        let range = number(-3600...3600)
        return ValueDecoder("an angle in degrees, from -3600 to 3600", schema: range.schema, decode: range.decode)
    }()

    /// One of the named options, decoded to its value, with a suggestion for a near miss.
    package static func choice<Choice: Sendable>(named options: [(name: String, value: Choice)]) -> ValueDecoder<Choice> {
        let names = options.map(\.name)
        let what = "one of \(quoted(names))"
        return ValueDecoder(what, schema: .object(["enum": .array(names.map(JSONValue.string))])) { node, path, d in
            guard case .string(let s) = node.value else {
                d.expected(what, at: node, path)
                return nil
            }
            guard let match = options.first(where: { $0.name == s }) else {
                d.error("unknown value \"\(s)\": expected \(what)\(EditDistance.hint(for: s, among: names))", at: node, path)
                return nil
            }
            return match.value
        }
    }

    /// One of an enum's cases, named by its raw value.
    package static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable>(of type: Choice.Type) -> ValueDecoder<Choice> {
        choice(named: Choice.allCases.map { ($0.rawValue, $0) })
    }

    /// Exactly `value`.
    package static func constant(_ value: String) -> ValueDecoder<String> {
        ValueDecoder("\"\(value)\"", schema: .object(["const": .string(value)])) { node, path, d in
            guard case .string(value) = node.value else {
                d.expected("\"\(value)\"", at: node, path)
                return nil
            }
            return value
        }
    }

    /// An array of `count` `element` values, each a `noun` (singular, as messages name them). Every
    /// invalid element is reported; the array decodes only when none is.
    package static func array<Element>(_ element: ValueDecoder<Element>, of noun: String, count: ClosedRange<Int> = 0...100_000) -> ValueDecoder<[Element]> {
        let what = count.lowerBound == count.upperBound ? "an array of \(amount(count.lowerBound, noun))" : "an array of \(plural(noun))"
        var members: [JSONValue.Member] = [JSONValue.Member("type", .string("array")), JSONValue.Member("items", element.schema)]
        if count.lowerBound > 0 { members.append(JSONValue.Member("minItems", .number(Double(count.lowerBound)))) }
        members.append(JSONValue.Member("maxItems", .number(Double(count.upperBound))))
        let schema = JSONValue.object(members)
        return ValueDecoder(what, schema: schema, definitions: element.definitions) { node, path, d in
            guard case .array(let items) = node.value else {
                d.expected(what, at: node, path)
                return nil
            }
            guard count.contains(items.count) else {
                let bound =
                    count.lowerBound == count.upperBound ? "exactly" : items.count < count.lowerBound ? "at least" : "at most"
                let limit = items.count < count.lowerBound ? count.lowerBound : count.upperBound
                d.error("expected \(bound) \(amount(limit, noun)), found \(items.isEmpty ? "none" : String(items.count))", at: node, path)
                return nil
            }
            // An item the same in every use of a template (a fixed badge item in each row) is decoded once.
            let decoded = items.enumerated().map { offset, item -> Element? in
                let at = path.appending(offset)
                return d.memoized(what, at: at) { element.decode(item, at, d) }
            }
            // Every element is checked and reported; the array is valid only when all of them are.
            guard decoded.allSatisfy({ $0 != nil }) else { return nil }
            return decoded.map { $0! }
        }
    }

    /// The first of `choices` whose `accepts` takes the node decodes it; the schema allows any of them.
    package static func union<Value>(_ what: String, _ choices: [(accepts: @Sendable (SpecNode) -> Bool, decoder: ValueDecoder<Value>)]) -> ValueDecoder<Value>
    {
        ValueDecoder(what, schema: .object(["anyOf": .array(choices.map(\.decoder.schema))]), definitions: choices.flatMap(\.decoder.definitions)) {
            node, path, d in
            guard let choice = choices.first(where: { $0.accepts(node) }) else {
                d.expected(what, at: node, path)
                return nil
            }
            return choice.decoder.decode(node, path, d)
        }
    }

    /// "one page", "2 colours", "2 lengths or shares".
    package static func amount(_ n: Int, _ noun: String) -> String {
        n == 1 ? "one \(noun)" : "\(n) \(plural(noun))"
    }

    /// "colours"; "lengths or shares" for "length or share": the last word of each alternative takes an s.
    /// Split on spaces by the standard library: Foundation's `components(separatedBy:)` builds regular
    /// expression types on its first call, which every spec's decoders made.
    package static func plural(_ noun: String) -> String {
        let words = noun.split(separator: " ", omittingEmptySubsequences: false)
        return words.indices.map { i in
            String(words[i]) + (words[i] != "or" && (i == words.count - 1 || words[i + 1] == "or") ? "s" : "")
        }.joined(separator: " ")
    }

    /// A regular expression matching `word` in any case: "A4" becomes "[aA]4".
    package static func anyCase(_ word: String) -> String {
        word.map { c in c.isLetter ? "[\(c.lowercased())\(c.uppercased())]" : String(c) }.joined()
    }

    package static func quoted(_ words: [String]) -> String {
        words.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension SpecNode {
    package var isString: Bool { if case .string = value { true } else { false } }
    package var isNumber: Bool { if case .number = value { true } else { false } }
    package var isObject: Bool { if case .object = value { true } else { false } }
    package var isArray: Bool { if case .array = value { true } else { false } }
}
