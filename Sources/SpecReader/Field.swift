/// A key of a spec object: its name, how its value decodes, whether it is required or what it
/// defaults to, and what it does. `Value` is what the object's builder receives: the decoded value
/// itself for a required or defaulted key, an optional for a key that may be left out.
package struct Field<Value> {
    package let info: FieldInfo
    /// The value when the key is absent: nil only for a required key, whose absence is reported
    /// before any builder runs.
    package let fallback: Value?

    package var name: String { info.name }

    package static func required(_ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Value>, _ summary: String) -> Field {
        Field(info: FieldInfo(name, decoder(), required: true, defaultText: nil, summary), fallback: nil)
    }

    package static func optional<Wrapped>(_ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Wrapped>, _ summary: String) -> Field
    where Value == Wrapped? {
        Field(info: FieldInfo(name, decoder(), required: false, defaultText: nil, summary), fallback: .some(nil))
    }

    package static func defaulted(
        _ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Value>, _ value: Value, shown: String, _ summary: String
    )
        -> Field
    {
        Field(info: FieldInfo(name, decoder(), required: false, defaultText: shown, summary), fallback: value)
    }
}

/// A required key without a value: the object decoder reports it and never builds such an object.
struct MissingField: Error {}

extension Field where Value == Int {
    package static func defaulted(_ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Int>, _ value: Int, _ summary: String) -> Field
    {
        defaulted(name, decoder(), value, shown: String(value), summary)
    }
}

extension Field where Value == Double {
    package static func defaulted(_ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Double>, _ value: Double, _ summary: String)
        -> Field
    {
        defaulted(name, decoder(), value, shown: SpecNode.format(value), summary)
    }
}

extension Field where Value == Bool {
    package static func defaulted(_ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Bool>, _ value: Bool, _ summary: String)
        -> Field
    {
        defaulted(name, decoder(), value, shown: String(value), summary)
    }
}

extension Field where Value == String {
    package static func defaulted(_ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<String>, _ value: String, _ summary: String)
        -> Field
    {
        defaulted(name, decoder(), value, shown: "\"\(value)\"", summary)
    }
}

extension Field where Value: RawRepresentable<String> {
    /// A key whose value is one of an enum's cases, named by their raw values.
    package static func defaulted(_ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Value>, _ value: Value, _ summary: String)
        -> Field
    {
        defaulted(name, decoder(), value, shown: "\"\(value.rawValue)\"", summary)
    }
}

/// A field without its value type, as an object decoder and the reference hold it. Its decoder is made
/// the first time the field is used (a spec that writes the key, a message, the schema): declaring an
/// object no longer makes the decoders of every object under it, so a spec without "print" or "theme"
/// never makes theirs.
package struct FieldInfo: Sendable {
    package let name: String
    package let required: Bool
    package let defaultText: String?
    package let summary: String
    private let decoder: any FieldDecoding

    package init<Decoded>(
        _ name: String, _ decoder: @autoclosure @escaping @Sendable () -> ValueDecoder<Decoded>, required: Bool, defaultText: String?, _ summary: String
    ) {
        self.name = name
        self.required = required
        self.defaultText = defaultText
        self.summary = summary
        self.decoder = DeferredDecoder(decoder)
    }

    package var expectation: String { decoder.expectation }
    package var schema: JSONValue { decoder.schema }
    package var definitions: [Definition] { decoder.definitions }

    package func decode(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> Any? {
        decoder.decode(node, path, d)
    }
}
