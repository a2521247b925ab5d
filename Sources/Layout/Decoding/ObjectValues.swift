/// The decoded members of one spec object, handed to the code that builds the typed value.
struct ObjectValues {
    let node: SpecNode
    let path: SpecPath
    let diagnostics: Diagnostics
    private let values: [String: Any]
    private let nodes: [String: SpecNode]

    init(node: SpecNode, path: SpecPath, diagnostics: Diagnostics, values: [String: Any], nodes: [String: SpecNode]) {
        self.node = node
        self.path = path
        self.diagnostics = diagnostics
        self.values = values
        self.nodes = nodes
    }

    /// The field's value, else its default; nil when it has none and is absent or was invalid (already reported).
    subscript<Value>(_ field: Field<Value>) -> Value? {
        values[field.name] as? Value ?? field.fallback
    }

    /// Whether the key is present and its value decoded.
    func decoded<Value>(_ field: Field<Value>) -> Bool { values[field.name] is Value }

    /// The node the key's value came from, if present.
    func node<Value>(of field: Field<Value>) -> SpecNode? { nodes[field.name] }

    /// Whether the spec wrote the key at all (valid or not).
    func has<Value>(_ field: Field<Value>) -> Bool { nodes[field.name] != nil }

    /// Records an error at the field's value (or at the object, when the key is absent).
    func error<Value>(_ message: String, at field: Field<Value>) {
        diagnostics.error(message, at: nodes[field.name] ?? node, nodes[field.name] == nil ? path : path.appending(field.name))
    }

    /// Records a warning at the field's value (or at the object).
    func warning<Value>(_ message: String, at field: Field<Value>) {
        let at = nodes[field.name] ?? node
        diagnostics.warning(message, at: at.position, nodes[field.name] == nil ? path : path.appending(field.name))
    }
}
