import SpecReader

/// A recursion depth as a spec writes it: a number, or "auto" for the deepest whose finest detail
/// shows at the output's resolution (chosen where the figure is laid out, see `AutomaticDepth`).
package enum Depth<Value: Hashable & Sendable>: Hashable, Sendable {
    /// "auto", where it is written (the choice is reported there).
    case automatic(SpecLocation)
    case fixed(Value)

    /// Whether the spec wrote a number.
    package var isFixed: Bool { if case .fixed = self { true } else { false } }

    /// Accepts what `base` accepts, or "auto".
    package static func decoder(_ base: ValueDecoder<Value>) -> ValueDecoder<Depth> {
        let what = "\(base.expectation), or \"auto\""
        let schema = JSONValue.object(["anyOf": .array([base.schema, .object(["const": .string("auto")])])])
        return ValueDecoder(what, schema: schema, definitions: base.definitions) { node, path, d in
            if case .string(let text) = node.value {
                guard text == "auto" else {
                    d.expected(what, at: node, path)
                    return nil
                }
                return .automatic(SpecLocation(path: path, position: node.position))
            }
            let attempt = d.branch()
            guard let value = base.decode(node, path, attempt), !attempt.hasErrors else {
                d.expected(what, at: node, path)
                return nil
            }
            attempt.all.forEach(d.add)
            return .fixed(value)
        }
    }
}

extension Field {
    /// A recursion depth defaulting to `value`.
    package static func depth<Number: Hashable>(_ name: String, _ base: ValueDecoder<Number>, _ value: Number, shown: String, _ summary: String) -> Field
    where Value == Depth<Number> {
        .defaulted(name, Depth.decoder(base), .fixed(value), shown: shown, summary)
    }
}
