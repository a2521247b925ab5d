import Scene

/// Reads a spec file and turns it into a document, or into every problem found in it.
public enum SpecLoader {
    public struct Result: Sendable {
        /// The document, when the spec has no errors.
        public var document: Document?
        /// Every error and warning, in source order.
        public var diagnostics: [Diagnostic]
        /// The number of pages, figures and estimated elements, when the spec decoded.
        public var summary: Summary?
    }

    /// What a spec holds, as `poster check` reports it.
    public struct Summary: Hashable, Sendable {
        public var pages: Int
        public var figures: Int
        public var estimatedElements: Int
    }

    /// Loads the spec at `path`; `displayName` is how diagnostics name the file (default: the path).
    public static func load(path: String, displayName: String? = nil, options: LoadOptions = LoadOptions()) -> Result {
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
        return load(text: text, file: name, options: options)
    }

    /// Whether `file` is read as YAML (by its extension) rather than JSON.
    public static func isYAML(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".yaml") || file.lowercased().hasSuffix(".yml")
    }

    /// Loads a spec from its text, JSON or YAML as `file`'s extension says; `file` names it in diagnostics.
    public static func load(text: String, file: String, options: LoadOptions = LoadOptions()) -> Result {
        let diagnostics = Diagnostics(file: file)
        let node: SpecNode
        do {
            node = try isYAML(file) ? YAMLParser.parse(text) : JSONParser.parse(text)
        } catch {
            diagnostics.error(error.message, at: error.position, nil)
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        guard let spec = Spec.object.decode(node, .root, diagnostics) else {
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        let elements = ElementBudget.check(spec, limit: options.maximumElements, diagnostics)
        let summary = Summary(pages: spec.pages.count, figures: ElementBudget.figures(of: spec).count, estimatedElements: elements)
        guard !diagnostics.hasErrors else { return Result(document: nil, diagnostics: diagnostics.sorted, summary: summary) }
        let document = Composer(spec: spec, options: options, diagnostics: diagnostics).document()
        return Result(document: diagnostics.hasErrors ? nil : document, diagnostics: diagnostics.sorted, summary: summary)
    }
}
