/// Collects every problem of one spec, so a run reports them all rather than the first.
public final class Diagnostics {
    public let file: String
    public private(set) var all: [Diagnostic] = []

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public func error(_ message: String, at node: SpecNode, _ path: SpecPath) {
        add(.error, message, position: node.position, path: path)
    }

    public func error(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        add(.error, message, position: position, path: path)
    }

    public func warning(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        add(.warning, message, position: position, path: path)
    }

    /// Records what poster chose for the spec, once however many cells made the same choice.
    public func note(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        let note = Diagnostic(.note, file: file, position: position, path: path, message: message)
        if !all.contains(note) { all.append(note) }
    }

    /// "expected ..., found ..." at the node.
    public func expected(_ what: String, at node: SpecNode, _ path: SpecPath) {
        error("expected \(what), found \(node.kindDescription)", at: node, path)
    }

    /// Records a diagnostic found elsewhere, such as in a data file the spec reads.
    package func add(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Problems of the spec `file`, as messages name it.
    public init(file: String) {
        self.file = file
    }

    private func add(_ severity: Diagnostic.Severity, _ message: String, position: SourcePosition?, path: SpecPath?) {
        all.append(Diagnostic(severity, file: file, position: position, path: path, message: message))
    }

    /// Every diagnostic in source order (those without a place first).
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            let pa = a.element.position ?? SourcePosition(line: 0, column: 0)
            let pb = b.element.position ?? SourcePosition(line: 0, column: 0)
            return pa == pb ? a.offset < b.offset : pa < pb
        }.map(\.element)
    }
}
