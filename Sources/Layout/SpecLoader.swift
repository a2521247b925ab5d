import Scene

/// Reads a spec file and turns it into a document, or into every problem found in it.
public enum SpecLoader {
    public struct Result {
        /// The document, when the spec has no errors (and was not loaded to be streamed).
        public var document: Document?
        /// The pages to lay out one at a time, when the spec has no errors and was loaded to be streamed.
        public var streamed: StreamedDocument?
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
    /// With `streamed`, every problem is found as well, but the pages are laid out only as a writer
    /// asks for them (`Result.streamed`), for writing a long document once without holding it whole.
    public static func load(path: String, displayName: String? = nil, options: LoadOptions = LoadOptions(), streamed: Bool = false) -> Result {
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
        return load(text: text, diagnostics: Diagnostics(file: name, folder: Diagnostics.folder(of: path)), options: options, streamed: streamed)
    }

    /// Whether `file` is read as YAML (by its extension) rather than JSON.
    public static func isYAML(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".yaml") || file.lowercased().hasSuffix(".yml")
    }

    /// Loads a spec from its text, JSON or YAML as `file`'s extension says; `file` names it in diagnostics.
    public static func load(text: String, file: String, options: LoadOptions = LoadOptions()) -> Result {
        load(text: text, diagnostics: Diagnostics(file: file), options: options)
    }

    private static func load(text: String, diagnostics: Diagnostics, options: LoadOptions, streamed: Bool = false) -> Result {
        let file = diagnostics.file
        let node: SpecNode
        do {
            node = try isYAML(file) ? YAMLParser.parse(text) : JSONParser.parse(text)
        } catch {
            diagnostics.error(error.message, at: error.position, nil)
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        // The block is checked, and its problems reported, with the rest of the spec.
        let animation = animationSpec(node, Diagnostics(file: file))
        return decode(node, file: file, options: options, animated: animation.map { ($0.parameter, $0.value(atProgress: 0)) }, diagnostics, streamed: streamed)
    }

    /// The animation of the spec at `path`, or why there is none (no `animate` block, or errors).
    public static func animation(path: String, options: LoadOptions = LoadOptions()) -> (animation: Animation?, diagnostics: [Diagnostic]) {
        let diagnostics = Diagnostics(file: path)
        let text: String
        do throws(SourceFile.ReadError) {
            guard let decoded = String(validating: try SourceFile.read(path), as: UTF8.self) else {
                diagnostics.error("the file is not UTF-8 text", at: nil, nil)
                return (nil, diagnostics.sorted)
            }
            text = decoded
        } catch {
            diagnostics.error(error.message, at: nil, nil)
            return (nil, diagnostics.sorted)
        }
        let node: SpecNode
        do {
            node = try isYAML(path) ? YAMLParser.parse(text) : JSONParser.parse(text)
        } catch {
            diagnostics.error(error.message, at: error.position, nil)
            return (nil, diagnostics.sorted)
        }
        guard let spec = animationSpec(node, diagnostics) else {
            if !diagnostics.hasErrors { diagnostics.error("the spec has no \"animate\" block to make frames of", at: node.position, .root) }
            return (nil, diagnostics.sorted)
        }
        return (Animation(node: node, spec: spec, file: path, options: options), diagnostics.sorted)
    }

    /// The `animate` block, when the spec has one (errors in it are recorded).
    private static func animationSpec(_ node: SpecNode, _ diagnostics: Diagnostics) -> AnimationSpec? {
        guard case .object(let members) = node.value, let block = members.first(where: { $0.key == "animate" }) else { return nil }
        return AnimationSpec.object.decode(block.value, SpecPath.root.appending("animate"), diagnostics)
    }

    /// Decodes and lays out a parsed spec, the animated parameter (if any) set to its value.
    static func decode(
        _ node: SpecNode, file: String, options: LoadOptions, animated: (name: String, value: Double)?, _ given: Diagnostics? = nil,
        streamed: Bool = false
    ) -> Result {
        let diagnostics = given ?? Diagnostics(file: file)
        diagnostics.allowOutside = options.allowOutside
        var node = node
        if let animated {
            let placeholders = Placeholders(columns: [animated.name], strict: false)
            node = (try? placeholders.fill(node, at: .root, with: [animated.name: SpecNode(.number(animated.value))]).node) ?? node
        }
        guard let spec = Spec.object.decode(node, .root, diagnostics) else {
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        let elements = ElementBudget.check(spec, limit: options.maximumElements, diagnostics)
        if options.raster { PixelLimit.check(spec, dpi: options.dpi, at: node.position, diagnostics) }
        let summary = Summary(pages: spec.pages.count, figures: ElementBudget.figures(of: spec).count, estimatedElements: elements)
        guard !diagnostics.hasErrors else { return Result(document: nil, diagnostics: diagnostics.sorted, summary: summary) }
        // Streamed, the spec is laid out here only for its problems (no figure built) and again page by page when written.
        let laidOut = Composer(spec: spec, options: options, diagnostics: diagnostics, buildsFigures: !streamed).document()
        guard !diagnostics.hasErrors else { return Result(diagnostics: diagnostics.sorted, summary: summary) }
        return streamed
            ? Result(streamed: StreamedDocument(spec: spec, options: options, file: file), diagnostics: diagnostics.sorted, summary: summary)
            : Result(document: laidOut, diagnostics: diagnostics.sorted, summary: summary)
    }
}
