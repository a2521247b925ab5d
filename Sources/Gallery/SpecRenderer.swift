import AnimationEncoding
import CairoKit
import ErrorReporting
import FileIO
import Glibc
import Inputs
import Output
import Pipeline
import Scene
import SpecReader
import Workers

/// Loads one spec and writes its outputs into the gallery folder: the formats asked for and a
/// thumbnail per page. Each call makes its own cairo surfaces and contexts.
struct SpecRenderer: Sendable {
    let options: GalleryOptions
    let digests: DigestCache

    /// Reads and lays out the spec, and finds the fonts its text is set in.
    func load(_ file: SpecFile) -> PreparedSpec {
        let clock = ContinuousClock()
        let start = clock.now
        let result: LoadedSpec
        switch file.reading {
        case .refused(let refusal):
            return PreparedSpec(
                file: file, document: nil, status: .invalid, warnings: [], diagnostics: ["\(file.path): error: \(refusal)"], inputs: file.inputs,
                inputHash: (try? InputFile.hash(of: file.inputs, options: options)) ?? "", seconds: (clock.now - start).seconds)
        case .checked(let checked):
            result = checked.withLock { $0 }
        }
        var document = result.document()
        var animation: AnimatedCard?
        if document != nil, result.isAnimated, let bytes = file.source, let card = AnimatedCard.of(bytes, at: file.path, options: options) {
            document = card.still
            animation = card
        }
        var loaded = PreparedSpec(
            file: file, document: document, status: document == nil ? .invalid : .ok,
            warnings: result.diagnostics.filter { $0.severity == .warning }.map(\.description),
            diagnostics: document == nil ? result.diagnostics.map(\.description) : [], inputs: file.inputs, inputHash: "", seconds: 0)
        loaded.animation = animation
        loaded.profile = result.profile
        if let document {
            do {
                for font in DocumentFonts.files(of: document) {
                    loaded.inputs.append(.font(font, root: SpecDiscovery.absolute(options.source), sha256: try digests.sha256(of: font)))
                }
            } catch {
                loaded.status = .failed
                loaded.document = nil
                loaded.diagnostics = ["\(file.path): error: \(Self.describe(error))"]
            }
        }
        do {
            loaded.inputHash = try InputFile.hash(of: loaded.inputs, options: options)
        } catch {
            loaded.status = .failed
            loaded.document = nil
            loaded.diagnostics = ["\(file.path): error: \(error)"]
        }
        loaded.seconds = file.seconds + (clock.now - start).seconds
        return loaded
    }

    /// Writes the outputs of a loaded spec and returns its manifest entry; when writing fails, whatever
    /// this call wrote is removed again and the entry says why.
    func render(_ loaded: PreparedSpec) -> SpecEntry {
        var entry = loaded.entry
        guard loaded.status == .ok, let document = loaded.document else { return entry }
        let folder = loaded.file.outputFolder
        let stem = loaded.file.stem
        let root = options.output
        var written: [String] = []
        do {
            try GalleryFolder(root: root).makeFolder(folder)
            // A PDF for the press the spec's load found (its print.color).
            let pageOptions = loaded.profile.map { $0.applied(to: options.renderOptions) } ?? options.renderOptions
            for format in options.formats {
                let name = format == .pdf ? "\(stem).pdf" : "\(stem)-{page}.\(format.rawValue)"
                let files = try Pipeline.write(document, format: format, to: "\(root)/\(folder)/\(name)", options: pageOptions)
                let role: OutputFile.Role = format == .pdf ? .pdf : format == .png ? .png : .svg
                for (index, file) in files.enumerated() {
                    let path = folder + "/" + FilePaths.lastComponent(of: file)
                    written.append(path)
                    entry.outputs.append(try OutputFile.record(role, page: format == .pdf ? nil : index + 1, path: path, in: root))
                }
            }
            for (index, page) in document.pages.enumerated() {
                var thumbnail = options.renderOptions
                thumbnail.dpi = Thumbnail.dpi(for: page.size, longestSide: options.thumbnailSize)
                thumbnail.pages = [index + 1]
                let files = try Pipeline.write(document, format: .png, to: "\(root)/\(folder)/\(stem)-{page}.thumb.png", options: thumbnail)
                for file in files {
                    let path = folder + "/" + FilePaths.lastComponent(of: file)
                    written.append(path)
                    entry.outputs.append(try OutputFile.record(.thumbnail, page: index + 1, path: path, in: root))
                }
            }
            if let animation = loaded.animation {
                let path = "\(folder)/\(stem)-\(animation.page).thumb.webp"
                var thumbnail = options.renderOptions
                thumbnail.dpi = Thumbnail.dpi(for: animation.frames[0].size, longestSide: options.thumbnailSize)
                let settings = AnimationSettings(timing: FrameTiming(fps: AnimatedCard.fps, count: animation.frames.count), quality: AnimatedCard.quality)
                try Pipeline.writeAnimation(frame: { animation.frames[$0] }, to: root + "/" + path, format: .webp, settings: settings, options: thumbnail)
                written.append(path)
                entry.outputs.append(try OutputFile.record(.animation, page: animation.page, path: path, in: root))
            }
        } catch {
            for path in written { OutputFolder.removeFile(root + "/" + path) }
            entry.status = .failed
            entry.outputs = loaded.sourceFiles
            entry.diagnostics = ["\(loaded.file.path): error: \(Self.describe(error))"]
        }
        return entry
    }

    /// The data files a source page links copies of: tables of rows (a sheet's data, by the endings of the
    /// formats it is read in), not the pictures and fonts a spec also reads, which its outputs show.
    static let tableExtensions = Set(Pipeline.dataFileEndings)

    /// Writes the spec's source page and copies of its data files beside its outputs, for every spec that
    /// could be read, valid or not (a failure's page shows where its problems are); returns their records.
    /// A data file that cannot be copied is named on the page without a link; a page that cannot be
    /// written leaves the spec without one.
    func writeSource(_ loaded: PreparedSpec) -> [OutputFile] {
        guard let bytes = loaded.file.source else { return [] }
        let folder = loaded.file.outputFolder
        let root = options.output
        let gallery = GalleryFolder(root: root)
        var records: [OutputFile] = []
        var data: [(name: String, link: String?)] = []
        var taken: Set<String> = []
        for input in loaded.file.inputs where input.role == .data && Self.tableExtensions.contains(FilePaths.pathExtension(of: input.path).lowercased()) {
            let name = FilePaths.lastComponent(of: input.path)
            var copy = name
            var k = 2
            while !taken.insert(copy).inserted {
                copy = "\(k)-\(name)"
                k += 1
            }
            let opened = input.path.hasPrefix("/") ? input.path : FilePaths.join(options.source, input.path)
            do {
                let contents = try World.source(at: opened)
                // The copy shows what was rendered: a file changed since is not copied.
                guard Digest.sha256(contents) == input.sha256 else { throw GalleryError.failure("\(opened) changed while the gallery was built") }
                try gallery.makeFolder(folder + "/data")
                try gallery.write(contents, to: folder + "/data/" + copy)
                records.append(try OutputFile.record(.data, page: nil, path: folder + "/data/" + copy, in: root))
                data.append((input.path, "data/" + copy))
            } catch {
                data.append((input.path, nil))
            }
        }
        let depth = folder.split(separator: "/").count
        let page = SourcePage(
            path: loaded.file.relativePath, openedAt: loaded.file.path, bytes: bytes, diagnostics: loaded.diagnostics, warnings: loaded.warnings,
            data: data, index: String(repeating: "../", count: depth) + IndexPage.fileName)
        let path = folder + "/" + SourcePage.fileName(stem: loaded.file.stem)
        if (try? gallery.makeFolder(folder)) != nil, (try? gallery.write(Array(page.html.utf8), to: path)) != nil,
            let record = try? OutputFile.record(.source, page: nil, path: path, in: root)
        {
            records.append(record)
        }
        return records
    }

    /// An error as one line: our own errors by their message, others as they describe themselves; a failed write by
    /// what failed.
    static func describe(_ error: any Error) -> String {
        switch error {
        case PipelineError.writeFailed(_, let cause): describe(cause)
        case let error as any ReportableError: error.message
        default: String(describing: error)
        }
    }
}
