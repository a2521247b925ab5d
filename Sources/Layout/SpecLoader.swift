import Scene

/// Reads a spec file and turns it into a document, or into every problem found in it.
public enum SpecLoader {
    public struct Result: Sendable {
        /// The document, when the spec has no errors.
        public var document: Document?
        /// Every error and warning, in source order.
        public var diagnostics: [Diagnostic]
    }

    /// Loads the spec at `path`; `displayName` is how diagnostics name the file (default: the path).
    public static func load(path: String, displayName: String? = nil) -> Result {
        let name = displayName ?? path
        let diagnostics = Diagnostics(file: name)
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.read(path)
        } catch {
            diagnostics.error(error.message, at: nil, nil)
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            diagnostics.error("the file is not UTF-8 text", at: nil, nil)
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        return load(text: text, file: name)
    }

    /// Loads a spec from JSON text; `file` names it in diagnostics.
    public static func load(text: String, file: String) -> Result {
        let diagnostics = Diagnostics(file: file)
        let node: SpecNode
        do {
            node = try JSONParser.parse(text)
        } catch {
            diagnostics.error(error.message, at: error.position, nil)
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        let spec = Spec.decode(node, diagnostics)
        guard let spec, !diagnostics.hasErrors else { return Result(document: nil, diagnostics: diagnostics.sorted) }
        return Result(document: Composer.document(spec), diagnostics: diagnostics.sorted)
    }
}
