/// A JSON Schema and a Markdown reference made from one root object decoder, so the decoder, the
/// schema and the reference never disagree.
package struct SchemaDocument<Value> {
    package let root: ObjectDecoder<Value>
    package let title: String
    package let description: String

    package init(root: ObjectDecoder<Value>, title: String, description: String) {
        self.root = root
        self.title = title
        self.description = description
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
            "$defs": .object(definitions.map { JSONValue.Member($0.name, $0.schema) }),
        ])
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
                out += "| `\(field.name)` | \(Self.cell(field.expectation, linking: definitions)) | \(Self.cell(fallback, linking: definitions)) | \(Self.cell(field.summary, linking: definitions)) |\n"
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
