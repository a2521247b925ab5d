import FileIO
import Foundation
import Geometry
import Inputs
import Output
import Pipeline
import Scene
import SpecReader
import Workers

/// One spec being previewed: loads it (with the values set from the page applied to its text), one load
/// at a time; a load asked for while another waits replaces it, so a dragged slider never piles up work.
/// A page is laid out and drawn as SVG only when the page asks for it (as it scrolls into view), and kept
/// until the next good load: an 844-page sheet shows its first page without drawing the others. Tells its
/// listeners the number of each finished load.
final class PreviewSession: Sendable {
    /// A value set from the page: the figure at `figure`'s `key`, as JSON text.
    private struct Override: Equatable {
        let figure: String
        let key: String
        let value: String
    }

    let specPath: String
    /// The spec's absolute path, for watching it.
    let absolutePath: String
    private let options: LoadPolicy
    private let yaml: Bool
    private let queue = DispatchQueue(label: "poster.preview.render")
    /// What the renders, the page's requests and the watcher share: read and changed only under the lock.
    private let shared: Locked<Shared>
    /// Held while a page is drawn: a streamed document lays its pages out one at a time.
    private let drawing = Locked(())

    private struct Shared {
        var overrides: [Override] = []
        /// The file's bytes as the page last saved them.
        var written: [UInt8]?
        /// The render last asked for; a render that is not it stops.
        var wanted = 0
        var current = PreviewState()
        /// The last good load's pages, and those of them drawn so far.
        var document: (any PageSource)?
        var drawn: [Int: [UInt8]] = [:]
        var animation: Animation?
        /// The spec and the files the last render read, each with its stamp when it was read.
        var readFiles: [String: FileStamp?]
        var listeners: [UUID: AsyncStream<Int>.Continuation] = [:]
    }

    init(specPath: String, options: LoadPolicy, duration: Double) {
        self.specPath = specPath
        absolutePath = RealPath.of(specPath) ?? (specPath.hasPrefix("/") ? specPath : FileManager.default.currentDirectoryPath + "/" + specPath)
        self.options = options
        yaml = Pipeline.isYAML(specPath)
        var current = PreviewState()
        current.duration = duration
        shared = Locked(Shared(current: current, readFiles: [absolutePath: FileStamp.of(absolutePath)]))
    }

    /// Asks for a render; it runs after the one drawing now, if no newer one is asked for first.
    func requestRender() {
        let generation = shared.withLock { shared in
            shared.wanted += 1
            return shared.wanted
        }
        queue.async { self.render(generation) }
    }

    /// What a save did.
    enum SaveOutcome: Equatable {
        case saved
        /// No value of that key was set from the page.
        case nothingToSave
        /// The value cannot be written there, and why.
        case refused(String)
    }

    /// Sets figure `figure`'s `key` (one of the parameters the page offers for it) to `value` without touching
    /// the file, and renders; nil takes back a value set before. False when the spec has no such figure or
    /// parameter, or the number is not finite.
    func set(figure: String, key: String, value: ChangeRequest.Value?) -> Bool {
        let text: String?
        switch value {
        case .flag(let flag): text = flag ? "true" : "false"
        case .number(let number) where number.isFinite: text = SpecNode.format(number)
        case .text(let string): text = JSONValue.quoted(string)
        case .number: return false
        case nil: text = nil
        }
        let offered = current(with: shared.withLock { $0.overrides }).flatMap { try? SpecEditor(text: $0, yaml: yaml) }.map(FigureControls.of) ?? []
        guard offered.contains(where: { $0.figure == figure && $0.parameters.contains { $0.name == key } }) else { return false }
        shared.withLock { shared in
            shared.overrides.removeAll { $0.figure == figure && $0.key == key }
            if let text { shared.overrides.append(Override(figure: figure, key: key, value: text)) }
        }
        requestRender()
        return true
    }

    /// Writes the value set from the page for figure `figure`'s `key` into the spec file, where the key is
    /// written (or into the figure's object), the rest of the file as it was (a byte order mark included).
    /// A value the spec's decoder refuses there is not written. A spec that is a symbolic link stays one:
    /// the file it leads to is replaced.
    func save(figure: String, key: String) throws -> SaveOutcome {
        guard let override = shared.withLock({ $0.overrides.first { $0.figure == figure && $0.key == key } }) else { return .nothingToSave }
        guard let original = try? World.source(at: specPath), let text = try? SourceFile.text(original),
            let editor = try? SpecEditor(text: text, yaml: yaml), let saved = editor.setting(key, to: override.value, inFigure: figure)
        else { return .refused("\(figure).\(key) is not written where it can be edited in place (a YAML anchor, alias, tag or block scalar)") }
        let bytes = Array(original.prefix(original.count - text.utf8.count)) + Array(saved.utf8)
        let problems = Pipeline.load(job(.success(bytes))).diagnostics.filter {
            $0.severity == .error && ($0.path == nil || $0.path?.description.hasPrefix(figure) == true)
        }
        if let problem = problems.first { return .refused(problem.description) }
        try AtomicFile.write(bytes, to: RealPath.of(specPath) ?? specPath)
        shared.withLock { shared in
            shared.overrides.removeAll { $0 == override }
            shared.written = bytes
        }
        requestRender()
        return .saved
    }

    /// Files the spec reads changed on disk (`paths`): unless the spec is what the page saved, the file wins
    /// and the values set from the page are let go; renders. The files are watched as they are now from
    /// here on, so that the render asked for is not asked for again while it runs.
    func fileChanged(_ paths: [String]) {
        let stamps = paths.map { ($0, FileStamp.of($0)) }
        let bytes = try? World.source(at: specPath)
        shared.withLock { shared in
            for (path, stamp) in stamps { shared.readFiles[path] = stamp }
            if bytes != shared.written { shared.overrides.removeAll() }
        }
        requestRender()
    }

    /// The state of the last render.
    var state: PreviewState { shared.withLock { $0.current } }

    /// Page `number` of the last good render, as SVG (drawn now if it was not yet); nil when there is no
    /// such page or it cannot be drawn.
    func page(_ number: Int) -> [UInt8]? {
        drawing.withLock { _ in
            guard let (document, good, svg) = shared.withLock({ shared in shared.document.map { ($0, shared.current.goodVersion, shared.drawn[number]) } }),
                number >= 1, number <= document.pageCount
            else { return nil }
            if let svg { return svg }
            guard let svg = try? Pipeline.svg(document.page(number)) else { return nil }
            shared.withLock { shared in if shared.current.goodVersion == good { shared.drawn[number] = svg } }
            return svg
        }
    }

    /// The animated page at `progress` (0 to 1) of the last good render's animation, as SVG.
    func frame(atProgress progress: Double) throws -> [UInt8]? {
        guard let (animation, duration) = shared.withLock({ shared in shared.animation.map { ($0, shared.current.duration) } }) else { return nil }
        guard let document = Pipeline.frame(of: animation, atProgress: min(max(progress, 0), 1), duration: duration).document(),
            document.pages.indices.contains(animation.page - 1)
        else { return nil }
        return try Pipeline.svg(document.pages[animation.page - 1])
    }

    /// The spec and the files the last render read (its data and pictures, as absolute paths), each with
    /// its stamp when it was read: what the watcher compares.
    var watched: [String: FileStamp?] { shared.withLock { $0.readFiles } }

    /// The number of every render from now on, until the stream's reader stops.
    func updates() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        shared.withLock { $0.listeners[id] = continuation }
        continuation.onTermination = { [weak self] _ in self?.shared.withLock { $0.listeners[id] = nil } }
        return stream
    }

    /// The spec's text with `overrides` applied, or nil when the file cannot be read.
    private func current(with overrides: [Override]) -> String? {
        guard let bytes = try? World.source(at: specPath), let text = try? SourceFile.text(bytes) else { return nil }
        return applying(overrides, to: text)
    }

    private func applying(_ overrides: [Override], to text: String) -> String {
        overrides.reduce(text) { text, override in
            (try? SpecEditor(text: text, yaml: yaml))?.setting(override.key, to: override.value, inFigure: override.figure) ?? text
        }
    }

    private func render(_ generation: Int) {
        guard shared.withLock({ $0.wanted == generation }) else { return }
        let applied = shared.withLock { $0.overrides }
        var text = ""
        let contents: Swift.Result<[UInt8], SourceFile.ReadError>
        // Taken before the spec is read, so that a save while it is read is a change to render again.
        let specStamp = FileStamp.of(absolutePath)
        do throws(SourceFile.ReadError) {
            text = applying(applied, to: try SourceFile.text(try World.source(at: specPath)))
            contents = .success(Array(text.utf8))
        } catch {
            contents = .failure(error)
        }
        let loaded = Pipeline.load(job(contents))
        let editor = try? SpecEditor(text: text, yaml: yaml)
        let animated = editor?.isAnimated == true ? Pipeline.animation(job(contents)).animation : nil
        var next = shared.withLock { $0.current }
        next.problems = loaded.diagnostics.map(PreviewState.Problem.init)
        next.controls = editor.map(FigureControls.of) ?? []
        next.unsaved = applied.map { "\($0.figure).\($0.key)" }
        next.valid = false
        let document = try? loaded.pages.get()
        if let document {
            let sizes = (0..<document.pageCount).map { document.pageSize($0 + 1) }
            next.valid = true
            next.pages = document.pageCount
            next.widths = sizes.map(\.width)
            next.heights = sizes.map(\.height)
            next.animated = animated != nil
            next.animatedPage = animated?.page ?? 1
        }
        shared.withLock { shared in
            guard shared.wanted == generation else { return }
            next.version = shared.current.version + 1
            if next.valid {
                next.goodVersion = next.version
                shared.document = document
                shared.drawn = [:]
                shared.animation = animated
            }
            shared.current = next
            shared.readFiles = Dictionary(loaded.inputs.map { ($0, loaded.inputStamps[$0]) }) { first, _ in first }
            shared.readFiles[absolutePath] = specStamp
            for listener in shared.listeners.values { listener.yield(next.version) }
        }
    }

    /// The job that loads the spec from `contents` for the page: SVG pages, each laid out when asked for.
    private func job(_ contents: Swift.Result<[UInt8], SourceFile.ReadError>) -> Pipeline.Job {
        var job = Pipeline.Job(source: .contents(contents, path: specPath), policy: options, profile: OutputProfile(format: .svg))
        job.pagesOnDemand = true
        return job
    }
}
