/// Decodes one kind of spec value and says what it accepts, both in words (for messages and the
/// reference) and as JSON Schema, so the decoder, the schema and docs/spec.md never disagree.
/// The spec's types declare their decoders as `static let`: made once a process, the first time a spec
/// needs them, and shared by every spec and thread after (making them anew for every use was a quarter
/// of a one-cell `poster render`).
package struct ValueDecoder<Value>: Sendable {
    /// What the value must be, as messages say it: "a whole number from 1 to 1000".
    package let expectation: String
    package let decode: @Sendable (SpecNode, SpecPath, SpecContext) -> Value?
    /// Made only when asked for (by `poster schema`), not on every decode.
    private let makeSchema: @Sendable () -> JSONValue
    private let makeDefinitions: @Sendable () -> [Definition]

    package init(
        _ expectation: String, schema: @autoclosure @escaping @Sendable () -> JSONValue,
        definitions: @autoclosure @escaping @Sendable () -> [Definition] = [], decode: @escaping @Sendable (SpecNode, SpecPath, SpecContext) -> Value?
    ) {
        self.expectation = expectation
        self.makeSchema = schema
        self.makeDefinitions = definitions
        self.decode = { node, path, d in
            guard let text = node.dataText else { return decode(node, path, d) }
            return Self.decodeData(node, text: text, path, d, decode)
        }
    }

    /// A value a data placeholder filled in, read as a number or a boolean: where that fails, the text it
    /// was written as is tried (a number set in a text field is text); the first reading's problems are
    /// reported when neither fits.
    private static func decodeData(
        _ node: SpecNode, text: String, _ path: SpecPath, _ d: SpecContext, _ decode: (SpecNode, SpecPath, SpecContext) -> Value?
    ) -> Value? {
        let typed = d.branch()
        if let value = decode(node, path, typed), !typed.hasErrors {
            typed.all.forEach(d.add)
            return value
        }
        let textual = d.branch()
        if let value = decode(SpecNode(.string(text), at: node.position), path, textual), !textual.hasErrors {
            textual.all.forEach(d.add)
            return value
        }
        typed.all.forEach(d.add)
        return nil
    }

    /// The value's JSON Schema.
    package var schema: JSONValue { makeSchema() }

    /// The object definitions the schema refers to (`#/$defs/NAME`), its own and those of its parts.
    package var definitions: [Definition] { makeDefinitions() }

    /// The same decoder with its values turned into another type.
    package func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> ValueDecoder<Other> {
        ValueDecoder<Other>(expectation, schema: makeSchema(), definitions: makeDefinitions()) { node, path, d in decode(node, path, d).map(transform) }
    }

    /// The same decoder with its values turned into another type knowing where each was written.
    package func mapLocated<Other>(_ transform: @escaping @Sendable (Value, SpecNode, SpecPath) -> Other) -> ValueDecoder<Other> {
        ValueDecoder<Other>(expectation, schema: makeSchema(), definitions: makeDefinitions()) { node, path, d in
            decode(node, path, d).map { transform($0, node, path) }
        }
    }

    /// The same decoder with a warning about a value it takes all the same: `note` returns the warning, or
    /// nil; it hears whether the value was filled in from a template (its context has a memo).
    package func noting(_ note: @escaping @Sendable (Value, _ isFilled: Bool) -> String?) -> ValueDecoder<Value> {
        ValueDecoder(expectation, schema: makeSchema(), definitions: makeDefinitions()) { node, path, d in
            guard let value = decode(node, path, d) else { return nil }
            if let warning = note(value, d.memo != nil) { d.warning(warning, at: node.position, path) }
            return value
        }
    }

    /// The same decoder with a further check; `check` returns an error message, or nil when the value is fine.
    package func checked(_ check: @escaping @Sendable (Value) -> String?) -> ValueDecoder<Value> {
        ValueDecoder(expectation, schema: makeSchema(), definitions: makeDefinitions()) { node, path, d in
            guard let value = decode(node, path, d) else { return nil }
            if let problem = check(value) {
                d.error(problem, at: node, path)
                return nil
            }
            return value
        }
    }
}

/// A named object type of the spec, listed under `$defs` in the schema and as a section of the reference.
package struct Definition: Sendable {
    package let name: String
    package let summary: String
    /// Paragraphs the reference prints after the summary.
    package let details: String?
    package let fields: [FieldInfo]
    package let schema: JSONValue

    package init(name: String, summary: String, details: String? = nil, fields: [FieldInfo], schema: JSONValue) {
        self.name = name
        self.summary = summary
        self.details = details
        self.fields = fields
        self.schema = schema
    }
}
