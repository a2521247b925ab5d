import FileIO
import Geometry
import Imposition
import Inputs
import Scene
import SpecModel
import SpecReader

/// Reads a spec file and turns it into a document, or into every problem found in it.
package enum SpecLoader {
    /// The most pages a document may have.
    package static let maximumPages = Spec.maximumPages

    package struct Result {
        /// The document, when the spec has no errors (and was not loaded to be streamed).
        package var document: Document?
        /// The pages to lay out one at a time, when the spec has no errors and was loaded to be streamed.
        package var streamed: StreamedDocument?
        /// Every error and warning, in source order.
        package var diagnostics: [Diagnostic]
        /// The number of pages, figures and estimated elements, when the spec decoded.
        package var summary: SpecSummary?
        /// The files the spec read besides itself (its data), as absolute paths, in the order first read.
        package var inputs: [String] = []
        /// The SHA-256 of each of `inputs` as it was read (one that could not be read has none).
        package var inputDigests: [String: String] = [:]
        /// Each of `inputs` as it was when first read (none where it was missing).
        package var inputStamps: [String: FileStamp] = [:]
        /// The tiling asked for (by the spec's `print.tile` and the command line), checked against every page,
        /// when the options draw tiles.
        package var tile: TileRequest?
        /// Each page's trimmed size, in points: what a tiling cuts into sheets.
        package var trimSizes: [Size] = []
        /// Why a tiling option from the command line cannot be used, as "--overlap: ...".
        package var tileOptionProblem: String?
        /// The layout check a streamed load left for its caller to run (`checkingLater`): what it returns is
        /// the whole result, with every problem. Until then, this one holds the problems found so far.
        package var check: LayoutCheck?
        /// The CMYK press the spec's PDF is written for (its `print.color`, which `--cmyk` sets); nil for RGB.
        package var cmyk: CMYKOutput?
        /// Whether the spec has an `animate` block (its document is then the animation's first frame).
        package var isAnimated = false
        /// How many errors and warnings were found, those `diagnostics` counts in a summary line included.
        package var counts: Counts {
            get { counted ?? Counts(errors: diagnostics.count { $0.severity == .error }, warnings: diagnostics.count { $0.severity == .warning }) }
            set { counted = newValue }
        }
        var counted: Counts?
    }

    /// How many errors and warnings a load found.
    package struct Counts: Hashable, Sendable {
        package var errors: Int
        package var warnings: Int
    }

    /// Loads the spec at `path` (`-` reads standard input, with relative paths starting from the
    /// current folder); `displayName` is how diagnostics name the file (default: the path, or `<stdin>`).
    /// With `streamed`, every problem is found as well, but the pages are laid out only as a writer
    /// asks for them (`Result.streamed`), for writing a long document once without holding it whole;
    /// `checkingLater` returns before the layout that finds the last problems, leaving it to the caller
    /// (`Result.check`), who may write the pages while it runs.
    package static func load(
        path: String, displayName: String? = nil, options: LoadOptions = LoadOptions(), streamed: Bool = false, checkingLater: Bool = false
    ) -> Result {
        load(
            contents: Swift.Result { () throws(SourceFile.ReadError) in try World.source(at: path) }, of: path, displayName: displayName, options: options,
            streamed: streamed, checkingLater: checkingLater)
    }

    /// The font files of the spec at `path` (its `fonts`; nil: no spec) and `options` (`--font-path`), as
    /// `load` reads them: the set its texts are set with, and the families they hold; nil with the
    /// diagnostics when one cannot be read.
    package static func fonts(ofSpecAt path: String?, options: LoadOptions = LoadOptions()) -> (
        fonts: (set: FontSet?, families: [String])?, diagnostics: [Diagnostic]
    ) {
        let diagnostics = SpecContext(file: path.map(displayName) ?? "--font-path", folder: path.map(folder(of:)) ?? ".")
        options.policy.apply(to: diagnostics.world)
        let node =
            path.map { path in parse(Swift.Result { () throws(SourceFile.ReadError) in try World.source(at: path) }, of: path, diagnostics) }
            ?? SpecNode(.object([]))
        guard let node else { return (nil, diagnostics.sorted) }
        return (FontFileInputs.fonts(node, options: options, diagnostics), diagnostics.sorted)
    }

    /// Loads the spec at `path` from `contents`, its bytes as already read (or why they could not be),
    /// for a caller that needs the very bytes the document was made from (a gallery hashes them).
    package static func load(
        contents: Swift.Result<[UInt8], SourceFile.ReadError>, of path: String, displayName: String? = nil, options: LoadOptions = LoadOptions(),
        streamed: Bool = false, checkingLater: Bool = false
    ) -> Result {
        let diagnostics = SpecContext(file: displayName ?? self.displayName(path), folder: folder(of: path))
        guard let node = parse(contents, of: path, diagnostics) else { return Result(document: nil, diagnostics: diagnostics.sorted) }
        return load(node, diagnostics: diagnostics, options: options, streamed: streamed, checkingLater: checkingLater)
    }

    /// How diagnostics name the spec at `path`.
    package static func displayName(_ path: String) -> String {
        path == SourceFile.standardInput ? "<stdin>" : path
    }

    /// The folder relative paths in the spec at `path` start from: the current folder for standard input.
    static func folder(of path: String) -> String {
        path == SourceFile.standardInput ? "." : World.folder(of: path)
    }

    /// The spec whose bytes are `contents` parsed as `path`'s name says (JSON or YAML by its extension;
    /// standard input is JSON when it starts with `{`, else YAML), or nil with the problem recorded.
    private static func parse(_ contents: Swift.Result<[UInt8], SourceFile.ReadError>, of path: String, _ diagnostics: SpecContext) -> SpecNode? {
        let text: String
        do throws(SourceFile.ReadError) {
            text = try SourceFile.text(contents.get())
        } catch {
            // /dev/stdin on a pipe is a FIFO: `-` is the way to read standard input.
            let hint = error.message.hasSuffix("not a regular file") && path.hasPrefix("/dev/") ? " (read standard input with -)" : ""
            // Text that is not UTF-8 is shown where it breaks, with the byte found (a Latin-1 letter, most often).
            if case .success(let bytes) = contents, let broken = SourceFile.firstNonUTF8(in: bytes) {
                let byte = "0x" + String(broken.byte, radix: 16, uppercase: true)
                diagnostics.error(
                    "\(error.message): byte \(byte) here is not UTF-8 (save the file as UTF-8)", at: SourcePosition(line: broken.line, column: broken.column),
                    nil)
                return nil
            }
            diagnostics.error(error.message + hint, at: nil, nil)
            return nil
        }
        let yaml = path == SourceFile.standardInput ? text.first(where: { !$0.isWhitespace }) != "{" : isYAML(path)
        do {
            return try yaml ? YAMLParser.parse(text) : JSONParser.parse(text)
        } catch {
            diagnostics.error(error.message, at: error.position, nil)
            return nil
        }
    }

    /// Whether `file` is read as YAML (by its extension) rather than JSON.
    package static func isYAML(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".yaml") || file.lowercased().hasSuffix(".yml")
    }

    /// Loads a spec from its text, JSON or YAML as `file`'s extension says; `file` names it in diagnostics.
    package static func load(text: String, file: String, options: LoadOptions = LoadOptions()) -> Result {
        load(text: text, diagnostics: SpecContext(file: file), options: options)
    }

    /// Loads a spec from its text (named `file`), reading its inputs from `world` (one of files held in
    /// memory, say).
    package static func load(text: String, file: String, world: World, options: LoadOptions = LoadOptions()) -> Result {
        load(text: text, diagnostics: SpecContext(file: file, world: world), options: options)
    }

    private static func load(text: String, diagnostics: SpecContext, options: LoadOptions) -> Result {
        let node: SpecNode
        do {
            node = try isYAML(diagnostics.file) ? YAMLParser.parse(text) : JSONParser.parse(text)
        } catch {
            diagnostics.error(error.message, at: error.position, nil)
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        return load(node, diagnostics: diagnostics, options: options, streamed: false)
    }

    private static func load(_ node: SpecNode, diagnostics: SpecContext, options: LoadOptions, streamed: Bool, checkingLater: Bool = false) -> Result {
        let original = node
        options.policy.apply(to: diagnostics.world)
        var options = options
        guard let node = CommandLineValues.apply(options, to: node, diagnostics).flatMap({ TemplateFiles.apply($0, options: options, diagnostics) }),
            let fonts = FontFileInputs.fonts(node, options: options, diagnostics)
        else {
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        options.addedFonts = fonts.set
        // The block is checked, and its problems reported, with the rest of the spec.
        let animation = animationSpec(node, diagnostics.branch())
        var result = decode(node, diagnostics: diagnostics, options: options, animated: animation.map { ($0.parameter, $0.range.from) }, streamed: streamed)
        // What `frames` would refuse of a spec valid at its start: its page, and the values frames take.
        if let animation, result.document != nil || result.streamed != nil {
            if let pages = result.summary?.pages, animation.page > pages {
                let path = SpecPath.root.appending("animate").appending("page")
                diagnostics.error("page \(animation.page) does not exist; the spec has \(pages)", at: path.value(in: node)?.position, path)
            }
            if diagnostics.hasErrors || !framesDecode(node, animation, diagnostics) {
                result = Result(document: nil, diagnostics: diagnostics.sorted, summary: result.summary)
            }
        }
        let reported = { (result: Result) -> Result in
            var result = result
            result.isAnimated = animation != nil
            let found = CommandLineValues.relocate(result.diagnostics, options, file: diagnostics.file, node: node, original: original)
            result.counts = Counts(errors: found.count { $0.severity == .error }, warnings: found.count { $0.severity == .warning })
            result.diagnostics = DiagnosticDigest.collapsed(found)
            return result
        }
        guard let check = result.check else { return reported(result) }
        check.then(reported)
        return checkingLater ? reported(result) : check.run()
    }

    /// The animation of the spec at `path`, or why there is none (no `animate` block, or errors).
    package static func animation(path: String, options: LoadOptions = LoadOptions()) -> (animation: Animation?, diagnostics: [Diagnostic]) {
        animation(contents: Swift.Result { () throws(SourceFile.ReadError) in try World.source(at: path) }, of: path, options: options)
    }

    /// The animation of the spec at `path` whose bytes are `contents`, or why there is none.
    package static func animation(
        contents: Swift.Result<[UInt8], SourceFile.ReadError>, of path: String, options: LoadOptions = LoadOptions()
    ) -> (animation: Animation?, diagnostics: [Diagnostic]) {
        let diagnostics = SpecContext(file: displayName(path), folder: folder(of: path))
        options.policy.apply(to: diagnostics.world)
        var options = options
        guard let parsed = parse(contents, of: path, diagnostics),
            let node = CommandLineValues.apply(options, to: parsed, diagnostics).flatMap({ TemplateFiles.apply($0, options: options, diagnostics) }),
            let fonts = FontFileInputs.fonts(node, options: options, diagnostics)
        else {
            return (nil, diagnostics.sorted)
        }
        options.addedFonts = fonts.set
        guard let spec = animationSpec(node, diagnostics) else {
            if !diagnostics.hasErrors { diagnostics.error("the spec has no \"animate\" block to make frames of", at: node.position, .root) }
            return (nil, diagnostics.sorted)
        }
        return (Animation(node: node, spec: spec, file: diagnostics.file, folder: diagnostics.world.folder, options: options), diagnostics.sorted)
    }

    /// Whether the spec decodes with its animated value where frames take it besides its start (a third
    /// of the way and more, and at its end): a value the spec cannot take there (a polygon's sides
    /// between whole numbers) is an error found by `check` as `frames` would find it, recorded saying
    /// the value.
    private static func framesDecode(_ node: SpecNode, _ animation: AnimationSpec, _ diagnostics: SpecContext) -> Bool {
        for t in [0.37, 1.0] {
            let value = animation.range.value(at: t)
            guard value != animation.range.from else { continue }
            let probe = diagnostics.branch()
            let placeholders = Placeholders(columns: [animation.parameter], strict: false, locatesValuesInTemplate: true)
            guard let filled = try? placeholders.fill(node, at: .root, with: [animation.parameter: SpecNode(.number(value))]).node else { continue }
            guard Spec.object.decode(filled, .root, probe) == nil || probe.hasErrors else { continue }
            for found in probe.all where found.severity == .error {
                var said = found
                said.message = "{\(animation.parameter)} at \(SpecNode.format(value)), as a frame takes it: \(found.message)"
                diagnostics.add(said)
            }
            return false
        }
        return true
    }

    /// The `animate` block, when the spec has one (errors in it are recorded).
    private static func animationSpec(_ node: SpecNode, _ diagnostics: SpecContext) -> AnimationSpec? {
        guard case .object(let members) = node.value, let block = members.first(where: { $0.key == "animate" }) else { return nil }
        return AnimationSpec.object.decode(block.value, SpecPath.root.appending("animate"), diagnostics)
    }

    /// Decodes and lays out a parsed spec, the animated parameter (if any) set to its value, with the
    /// files it read.
    static func decode(
        _ node: SpecNode, diagnostics: SpecContext, options: LoadOptions, animated: (name: String, value: Double)?, streamed: Bool = false
    ) -> Result {
        options.policy.apply(to: diagnostics.world)
        // A sheet's rows on no page written are bound without their figures (`DrawnRows`).
        diagnostics.world.drawnPages = options.pages.map(Set.init)
        let result = laidOut(node, diagnostics: diagnostics, options: options, animated: animated, streamed: streamed)
        let world = diagnostics.world
        let recorded = { (result: Result) -> Result in
            var result = result
            result.inputs = world.inputs
            result.inputDigests = world.inputDigests
            result.inputStamps = world.inputStamps
            return result
        }
        result.check?.then(recorded)
        return recorded(result)
    }

    private static func laidOut(
        _ node: SpecNode, diagnostics: SpecContext, options: LoadOptions, animated: (name: String, value: Double)?, streamed: Bool
    ) -> Result {
        var node = node
        if let animated {
            let placeholders = Placeholders(columns: [animated.name], strict: false, locatesValuesInTemplate: true)
            do {
                node = try placeholders.fill(node, at: .root, with: [animated.name: SpecNode(.number(animated.value))]).node
            } catch {
                diagnostics.error(error.message ?? "unknown placeholder {\(error.field)}", at: error.position, error.path)
                return Result(document: nil, diagnostics: diagnostics.sorted)
            }
        }
        guard let spec = Spec.object.decode(node, .root, diagnostics) else {
            return Result(document: nil, diagnostics: diagnostics.sorted)
        }
        if let cmyk = spec.cmyk {
            let path = SpecPath.root.appending("print").appending("color")
            let position = path.value(in: node)?.position
            if !options.writesPDF {
                diagnostics.warning("\"cmyk\" writes a PDF for a press: a PNG or SVG has no inks and is written in RGB", at: position, path)
            } else if cmyk.profile == nil {
                let condition = cmyk.condition
                diagnostics.note(
                    "CMYK through \(condition.name), \(condition.identifier) (chosen for \(cmyk.paper) paper; \"profile\" names a press's own)", at: position,
                    path)
            }
        }
        let tiling = TileResolution(spec, options: options, diagnostics)
        if let problem = tiling.optionProblem {
            var result = Result(diagnostics: diagnostics.sorted)
            result.tileOptionProblem = problem
            return result
        }
        var options = options
        // A tiled page is drawn as sheets: their pixels are limited (by the tiling), not the page's.
        let tiled = options.drawsTiles && tiling.request != nil
        if tiled, let grid = tiling.grids.first { options.printScale = grid.scale }
        // The spec's blocks flowed onto pages once, for every step below.
        let pages = Pagination.pages(of: spec)
        let figures = ElementBudget.figures(of: pages)
        let elements = ElementBudget.check(figures, limit: options.policy.maximumElements, diagnostics)
        PictureBudget.check(pages, budget: ImageLibrary.totalPixelBudget(diagnostics.world), diagnostics)
        if options.raster, !tiled { PixelLimit.check(spec, dpi: options.dpi, heldWhole: options.imagesHeldWhole, node: node, diagnostics) }
        var summary = SpecSummary(pages: pages.count, figures: figures.count, estimatedElements: elements)
        guard !diagnostics.hasErrors else { return Result(document: nil, diagnostics: diagnostics.sorted, summary: summary) }
        // An "auto" depth is chosen in its cell's frame: the spec's elements are known once it is laid out. Loaded
        // whole, it is laid out first without building figures (its problems reported by the layout that follows).
        if !streamed, ElementBudget.hasAutomaticDepth(figures) {
            let dry = Composer(spec: spec, pages: pages, options: options, diagnostics: diagnostics.branch(), buildsFigures: false)
            _ = dry.document()
            summary.estimatedElements = ElementBudget.check(dry.tally, limit: options.policy.maximumElements, diagnostics)
            guard !diagnostics.hasErrors else { return Result(document: nil, diagnostics: diagnostics.sorted, summary: summary) }
        }
        let composer = Composer(spec: spec, pages: pages, options: options, diagnostics: diagnostics, buildsFigures: !streamed)
        /// `result` with what the spec's print section says of its press, tiles and trim sizes.
        func withPrint(_ result: Result) -> Result {
            var result = result
            result.cmyk = spec.cmyk
            result.tile = options.drawsTiles ? tiling.request : nil
            result.trimSizes = spec.trimSizes
            return result
        }
        guard streamed else {
            let laidOut = composer.document()
            guard !diagnostics.hasErrors else { return Result(diagnostics: diagnostics.sorted, summary: summary) }
            return withPrint(Result(document: laidOut, diagnostics: diagnostics.sorted, summary: summary))
        }
        // Streamed, the spec is laid out by its check for its problems (no large figure built), each page handed
        // to the writer as it is laid out; a page is laid out again when written only when it was not kept whole.
        let handOff = PageHandOff()
        let document = StreamedDocument(
            spec: spec, pages: pages, options: options, diagnostics: diagnostics.branch(), handOff: handOff, runCaptions: composer.runCaptions)
        var result = withPrint(Result(streamed: document, diagnostics: diagnostics.sorted, summary: summary))
        result.check = LayoutCheck(handOff: handOff) { [result, summary] in
            handOff.layOut(by: composer, pages: options.pages)
            var summary = summary
            summary.estimatedElements = ElementBudget.check(composer.tally, limit: options.policy.maximumElements, diagnostics)
            guard !diagnostics.hasErrors else { return Result(diagnostics: diagnostics.sorted, summary: summary) }
            var checked = result
            checked.summary = summary
            checked.diagnostics = diagnostics.sorted
            return checked
        }
        return result
    }
}
