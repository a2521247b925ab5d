/// A JSON Schema and a Markdown reference made from one root object decoder, so the decoder, the
/// schema and the reference never disagree.
package struct SchemaDocument<Value> {
    package let root: ObjectDecoder<Value>
    package let title: String
    package let description: String
    /// What a value other than free text may also be written as (such as a `{name}` a template fills
    /// in): every number, true/false, patterned string and choice accepts these definitions too.
    package let scalarAlternatives: [Definition]

    package init(root: ObjectDecoder<Value>, title: String, description: String, scalarAlternatives: [Definition] = []) {
        self.root = root
        self.title = title
        self.description = description
        self.scalarAlternatives = scalarAlternatives
    }

    /// Every object definition reachable from the root, each once, in the order first met.
    package var definitions: [Definition] {
        var seen: Set<String> = []
        return root.decoder.definitions.filter { seen.insert($0.name).inserted }
    }

    /// The JSON Schema (draft 2020-12).
    package var schema: JSONValue {
        .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "title": .string(title),
            "description": .string(description),
            "$ref": .string("#/$defs/\(root.name)"),
            "$defs": .object(
                definitions.map { JSONValue.Member($0.name, admittingAlternatives($0.schema)) }
                    + scalarAlternatives.map { JSONValue.Member($0.name, $0.schema) }),
        ])
    }

    /// `schema` with every number, whole number, true/false, patterned string and choice in it also
    /// accepting `scalarAlternatives`.
    private func admittingAlternatives(_ schema: JSONValue) -> JSONValue {
        switch schema {
        case .object(let members):
            let type = members.first { $0.key == "type" }?.value
            let scalar =
                [JSONValue.string("number"), .string("integer"), .string("boolean")].contains(type)
                || (type == .string("string") && members.contains { $0.key == "pattern" }) || members.contains { $0.key == "enum" }
            guard scalar, !scalarAlternatives.isEmpty else {
                return .object(members.map { JSONValue.Member($0.key, admittingAlternatives($0.value)) })
            }
            let description = members.filter { $0.key == "description" }
            let alternatives = scalarAlternatives.map { JSONValue.object(["$ref": .string("#/$defs/\($0.name)")]) }
            return .object(description + [JSONValue.Member("anyOf", .array([.object(members.filter { $0.key != "description" })] + alternatives))])
        case .array(let items):
            return .array(items.map(admittingAlternatives))
        default:
            return schema
        }
    }

    /// `introduction` followed by a section per object: each key with what it accepts, its default and what it does.
    package func reference(introduction: String) -> String {
        var out = introduction
        let definitions = self.definitions
        for definition in definitions {
            out += "\n## \(definition.name)\n\n\(Self.capitalized(definition.summary)).\n"
            if let details = definition.details { out += "\n\(details)\n" }
            guard !definition.fields.isEmpty else { continue }
            out += "\n"
            out += "| key | accepts | default | what it does |\n|---|---|---|---|\n"
            for field in definition.fields {
                let fallback = field.required ? "required" : field.defaultText.map { "`\($0)`" } ?? ""
                out +=
                    "| `\(field.name)` | \(Self.cell(field.expectation, linking: definitions)) | \(Self.cell(fallback, linking: definitions)) | \(Self.cell(field.summary, linking: definitions)) |\n"
            }
        }
        return out
    }

    /// A table cell: pipes escaped, and "Page object" linked to the Page section.
    private static func cell(_ text: String, linking definitions: [Definition]) -> String {
        var out = text.replacing("|", with: "\\|")
        for name in definitions.map(\.name) {
            out = out.replacing(" \(name) object", with: " [\(name)](#\(name.lowercased())) object")
        }
        return out
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
