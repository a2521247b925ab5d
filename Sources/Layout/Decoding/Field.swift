/// A key of a spec object: its name, how its value decodes, whether it is required or what it
/// defaults to, and what it does.
struct Field<Value> {
    let name: String
    let decoder: ValueDecoder<Value>
    let required: Bool
    /// The value when the key is absent (or invalid, which is reported).
    let fallback: Value?
    /// The default as the reference shows it.
    let defaultText: String?
    let summary: String

    static func required(_ name: String, _ decoder: ValueDecoder<Value>, _ summary: String) -> Field {
        Field(name: name, decoder: decoder, required: true, fallback: nil, defaultText: nil, summary: summary)
    }

    static func optional(_ name: String, _ decoder: ValueDecoder<Value>, _ summary: String) -> Field {
        Field(name: name, decoder: decoder, required: false, fallback: nil, defaultText: nil, summary: summary)
    }

    static func defaulted(_ name: String, _ decoder: ValueDecoder<Value>, _ value: Value, shown: String, _ summary: String) -> Field {
        Field(name: name, decoder: decoder, required: false, fallback: value, defaultText: shown, summary: summary)
    }

    var info: FieldInfo {
        let decoder = self.decoder
        return FieldInfo(
            name: name, expectation: decoder.expectation, makeSchema: { decoder.schema }, makeDefinitions: { decoder.definitions },
            required: required, defaultText: defaultText, summary: summary
        ) { node, path, d in decoder.decode(node, path, d) }
    }
}

extension Field where Value == Int {
    static func defaulted(_ name: String, _ decoder: ValueDecoder<Int>, _ value: Int, _ summary: String) -> Field {
        defaulted(name, decoder, value, shown: String(value), summary)
    }
}

extension Field where Value == Double {
    static func defaulted(_ name: String, _ decoder: ValueDecoder<Double>, _ value: Double, _ summary: String) -> Field {
        defaulted(name, decoder, value, shown: SpecNode.format(value), summary)
    }
}

extension Field where Value == Bool {
    static func defaulted(_ name: String, _ decoder: ValueDecoder<Bool>, _ value: Bool, _ summary: String) -> Field {
        defaulted(name, decoder, value, shown: String(value), summary)
    }
}

extension Field where Value == String {
    static func defaulted(_ name: String, _ decoder: ValueDecoder<String>, _ value: String, _ summary: String) -> Field {
        defaulted(name, decoder, value, shown: "\"\(value)\"", summary)
    }
}

/// A field without its value type, as an object decoder holds it.
struct FieldInfo: @unchecked Sendable {
    let name: String
    let expectation: String
    let makeSchema: () -> JSONValue
    let makeDefinitions: () -> [Definition]
    let required: Bool
    let defaultText: String?
    let summary: String
    let decode: (SpecNode, SpecPath, Diagnostics) -> Any?

    var schema: JSONValue { makeSchema() }
    var definitions: [Definition] { makeDefinitions() }
}
