/// Where a spec object was written and which of its keys were, for the checks an object's builder
/// makes across keys. The builder receives the keys' values as its arguments; this only locates them.
package struct ObjectContext {
    package let node: SpecNode
    package let path: SpecPath
    package let diagnostics: SpecContext
    private let nodes: [String: SpecNode]

    package init(node: SpecNode, path: SpecPath, diagnostics: SpecContext, nodes: [String: SpecNode]) {
        self.node = node
        self.path = path
        self.diagnostics = diagnostics
        self.nodes = nodes
    }

    /// Whether the spec wrote the key.
    package func has<Value>(_ field: Field<Value>) -> Bool { nodes[field.name] != nil }

    /// Where the key's value was written, or nil when the spec left it out.
    package func place<Value>(of field: Field<Value>) -> (position: SourcePosition, path: SpecPath)? {
        nodes[field.name].map { ($0.position, path.appending(field.name)) }
    }

    /// Records an error at the field's value (or at the object, when the key is absent).
    package func error<Value>(_ message: String, at field: Field<Value>) {
        diagnostics.error(message, at: nodes[field.name] ?? node, nodes[field.name] == nil ? path : path.appending(field.name))
    }
}
