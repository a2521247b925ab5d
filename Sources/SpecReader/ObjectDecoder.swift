/// Decodes a spec object from its declared fields: each present key is decoded by its field, a missing
/// required key and every unknown key are reported (with a "did you mean"), then, when all is well,
/// `build` makes the typed value from the fields' values, in the order the fields are given: a builder
/// reads no key it did not declare. The same declaration gives the object's JSON Schema.
package struct ObjectDecoder<Value>: Sendable {
    package let name: String
    package let summary: String
    /// What the reference says of the object besides its summary (how it maps to an original, say).
    package var details: String?
    package let fields: [FieldInfo]
    /// Rules across keys that the schema states besides the properties (such as "one of these keys").
    package let constraints: [JSONValue.Member]
    /// Where each key's field is in `fields`.
    private let positions: [String: Int]
    /// Makes the value from the decoded keys, by their fields' positions (nil: not written or not valid).
    private let build: @Sendable (ObjectContext, [Any?]) -> Value?

    /// `tags` are keys checked but not handed to `build` (a figure's "kind").
    package init<each Field: Sendable>(
        _ name: String, _ summary: String, tags: [FieldInfo] = [], _ fields: repeat SpecReader.Field<each Field>, constraints: [JSONValue.Member] = [],
        build: @escaping @Sendable (ObjectContext, repeat each Field) -> Value?
    ) {
        var infos = tags
        var fallbacks: [(any Sendable)?] = Array(repeating: nil, count: tags.count)
        for field in repeat each fields {
            infos.append(field.info)
            fallbacks.append(field.fallback.map { $0 as any Sendable })
        }
        // The builder's arguments are taken by position from plain arrays: the fields themselves, generic
        // values, are not touched per object (each would look its type up in the runtime's cache).
        let first = tags.count
        let defaults = fallbacks
        self.init(name, summary, fields: infos, constraints: constraints) { context, values in
            var index = first
            do throws(MissingField) {
                return build(context, repeat try Self.argument((each Field).self, values, defaults, &index))
            } catch {
                return nil
            }
        }
    }

    /// The value of the builder's argument at `index` (then advanced): the key's decoded value, else
    /// the field's fallback; a required key without a value throws.
    private static func argument<Argument>(_ type: Argument.Type, _ values: [Any?], _ fallbacks: [(any Sendable)?], _ index: inout Int) throws(MissingField)
        -> Argument
    {
        defer { index += 1 }
        if let decoded = values[index] as? Argument { return decoded }
        guard let fallback = fallbacks[index], let typed = fallback as? Argument else { throw MissingField() }
        return typed
    }

    private init(
        _ name: String, _ summary: String, fields: [FieldInfo], constraints: [JSONValue.Member], build: @escaping @Sendable (ObjectContext, [Any?]) -> Value?
    ) {
        self.name = name
        self.summary = summary
        self.fields = fields
        self.constraints = constraints
        self.build = build
        positions = Dictionary(fields.enumerated().map { ($1.name, $0) }) { first, _ in first }
    }

    /// The same object with its values turned into another type.
    package func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> ObjectDecoder<Other> {
        let build = self.build
        var other = ObjectDecoder<Other>(name, summary, fields: fields, constraints: constraints) { context, values in build(context, values).map(transform) }
        other.details = details
        return other
    }

    /// The same object with `details` for the reference.
    package func with(details: String) -> ObjectDecoder {
        var described = self
        described.details = details
        return described
    }

    /// This object's schema: its properties, the required ones, and no others.
    package var definition: Definition {
        var properties: [JSONValue.Member] = []
        for field in fields {
            var schema = field.schema
            if case .object(var members) = schema {
                members.insert(JSONValue.Member("description", .string(field.summary)), at: 0)
                schema = .object(members)
            }
            properties.append(JSONValue.Member(field.name, schema))
        }
        var members: [JSONValue.Member] = [
            JSONValue.Member("description", .string(summary)), JSONValue.Member("type", .string("object")),
            JSONValue.Member("properties", .object(properties)),
        ]
        let required = fields.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(JSONValue.Member("required", .array(required))) }
        members.append(JSONValue.Member("additionalProperties", .bool(false)))
        members += constraints
        return Definition(name: name, summary: summary, details: details, fields: fields, schema: .object(members))
    }

    /// A value decoder that refers to this object's definition.
    package var decoder: ValueDecoder<Value> {
        let object = self
        return ValueDecoder(
            "\(name.first.map { "AEIOU".contains($0) } == true ? "an" : "a") \(name) object", schema: .object(["$ref": .string("#/$defs/\(name)")]),
            definitions: [object.definition] + object.fields.flatMap(\.definitions)
        ) { node, path, d in
            decode(node, path, d)
        }
    }

    package func decode(_ node: SpecNode, _ path: SpecPath, _ d: SpecContext) -> Value? {
        guard case .object(let members) = node.value else {
            d.expected("an object", at: node, path)
            return nil
        }
        var values: [Any?] = Array(repeating: nil, count: fields.count)
        var nodes: [String: SpecNode] = [:]
        var complete = true
        for member in members {
            guard let position = positions[member.key] else {
                let hint = EditDistance.hint(for: member.key, among: fields.map(\.name))
                d.error("unknown key \"\(member.key)\"\(hint)", at: member.keyPosition, path.appending(member.key))
                complete = false
                continue
            }
            nodes[member.key] = member.value
            let at = path.appending(member.key)
            if let value = d.memoized(name, at: at, { fields[position].decode(member.value, at, d) }) {
                values[position] = value
            } else {
                complete = false
            }
        }
        for field in fields where field.required && nodes[field.name] == nil {
            d.error("missing required key \"\(field.name)\" (\(field.expectation))", at: node, path)
            complete = false
        }
        // Checks across keys run only on objects whose every key decoded, so they never report
        // consequences of a problem already reported.
        guard complete else { return nil }
        return build(ObjectContext(node: node, path: path, diagnostics: d, nodes: nodes), values)
    }
}
