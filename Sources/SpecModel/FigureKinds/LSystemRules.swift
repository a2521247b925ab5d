import Figures
import SpecReader

/// How a spec writes an L-system's axiom and rules: strings of ASCII symbols, and an object from each
/// symbol to its replacement, or to several, each a string or `{ "to", "weight" }`, chosen by weight.
package enum LSystemRules {
    /// The symbols a grammar may hold: printable ASCII, the space included.
    static let printable = UInt8(ascii: " ")...UInt8(ascii: "~")

    /// A string of at most `count` symbols.
    package static func symbols(count: ClosedRange<Int>) -> ValueDecoder<String> {
        let what = "turtle symbols (printable ASCII characters), \(count.lowerBound == 0 ? "at most" : "1 to") \(count.upperBound)"
        let schema = JSONValue.object([
            "type": .string("string"), "pattern": .string("^[ -~]*$"), "minLength": .number(Double(count.lowerBound)),
            "maxLength": .number(Double(count.upperBound)),
        ])
        return ValueDecoder(what, schema: schema) { node, path, d in
            guard case .string(let text) = node.value else {
                d.expected(what, at: node, path)
                return nil
            }
            if let bad = text.unicodeScalars.enumerated().first(where: { !$0.element.isASCII || !printable.contains(UInt8($0.element.value)) }) {
                d.error(
                    "expected \(what): character \(bad.offset + 1), \(JSONValue.quoted(String(bad.element))), is not a turtle symbol", at: node, path)
                return nil
            }
            guard count.contains(text.utf8.count) else {
                d.expected(what, at: node, path)
                return nil
            }
            return text
        }
    }

    static let replacement = symbols(count: 0...1000)

    package static var to: Field<String> { .required("to", replacement, "the symbols that replace the rule's symbol") }
    package static var weight: Field<Double> {
        .defaulted("weight", Decoders.number(0.001...1_000_000), 1, "the chance of this replacement, over the others' weights")
    }

    static let production: ObjectDecoder<LSystemGrammar.Production> = ObjectDecoder(
        "LSystemProduction", "one of a symbol's replacements, taken with a chance in proportion to its weight", to, weight
    ) { _, to, weight in
        LSystemGrammar.Production(to, weight: weight)
    }

    /// A replacement, or several to choose from.
    static let productions: ValueDecoder<[LSystemGrammar.Production]> = {
        let one = replacement.map { [LSystemGrammar.Production($0)] }
        let item = Decoders.union(
            "a replacement, or { \"to\", \"weight\" }", [(\.isString, replacement.map { LSystemGrammar.Production($0) }), (\.isObject, production.decoder)])
        return Decoders.union(
            "a replacement, or an array of replacements to choose from",
            [(\.isString, one), (\.isArray, Decoders.array(item, of: "replacement", count: 1...100))])
    }()

    /// An object from each symbol (one character) to its productions.
    package static let rules: ValueDecoder<[UInt8: [LSystemGrammar.Production]]> = {
        let what = "an object from symbols (one character each) to their replacements"
        let schema = JSONValue.object([
            "type": .string("object"), "propertyNames": .object(["pattern": .string("^[!-~]$")]), "additionalProperties": productions.schema,
        ])
        return ValueDecoder(what, schema: schema, definitions: productions.definitions) { node, path, d in
            guard case .object(let members) = node.value else {
                d.expected(what, at: node, path)
                return nil
            }
            var rules: [UInt8: [LSystemGrammar.Production]] = [:]
            var valid = true
            for member in members {
                let at = path.appending(member.key)
                guard member.key.utf8.count == 1, let symbol = member.key.utf8.first, symbol != UInt8(ascii: " "), printable.contains(symbol) else {
                    d.error(
                        "a rule's key is one symbol, a printable ASCII character other than the space: found \(JSONValue.quoted(member.key))",
                        at: member.keyPosition, at)
                    valid = false
                    continue
                }
                guard let decoded = productions.decode(member.value, at, d) else {
                    valid = false
                    continue
                }
                rules[symbol] = decoded
            }
            return valid ? rules : nil
        }
    }()
}
