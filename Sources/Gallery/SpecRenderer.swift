import CairoKit
import Compose
import Foundation
import Pipeline
import Render
import Scene
import SpecModel

/// Loads one spec and writes its outputs into the gallery folder: the formats asked for and a
/// thumbnail per page. Each call makes its own cairo surfaces and contexts.
struct SpecRenderer: Sendable {
    let options: GalleryOptions
    let digests: DigestCache

    /// Reads and lays out the spec, and finds the fonts its text is set in.
    func load(_ file: SpecFile) -> LoadedSpec {
        let clock = ContinuousClock()
        let start = clock.now
        let result: SpecLoader.Result
        switch file.reading {
        case .refused(let refusal):
            return LoadedSpec(
                file: file, document: nil, status: .invalid, warnings: [], diagnostics: ["\(file.path): error: \(refusal)"], inputs: file.inputs,
                inputHash: (try? InputFile.hash(of: file.inputs, options: options)) ?? "", seconds: (clock.now - start).seconds)
        case .checked(let checked):
            result = checked
        }
        let document = result.streamed?.document()
        var loaded = LoadedSpec(
            file: file, document: document, status: document == nil ? .invalid : .ok,
            warnings: result.diagnostics.filter { $0.severity == .warning }.map(\.description),
            diagnostics: document == nil ? result.diagnostics.map(\.description) : [], inputs: file.inputs, inputHash: "", seconds: 0)
        if let document {
            do {
                for font in DocumentFonts.files(of: document) {
                    loaded.inputs.append(InputFile(role: .font, path: font, sha256: try digests.sha256(of: font)))
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
    func render(_ loaded: LoadedSpec) -> SpecEntry {
        var entry = loaded.entry
        guard loaded.status == .ok, let document = loaded.document else { return entry }
        let folder = loaded.file.outputFolder
        let stem = loaded.file.stem
        let root = options.output
        var written: [String] = []
        do {
            try GalleryFolder(root: root).makeFolder(folder)
            for format in options.formats {
                let name = format == .pdf ? "\(stem).pdf" : "\(stem)-{page}.\(format.rawValue)"
                let files = try Pipeline.write(document, format: format, to: "\(root)/\(folder)/\(name)", options: options.renderOptions)
                let role: OutputFile.Role = format == .pdf ? .pdf : format == .png ? .png : .svg
                for (index, file) in files.enumerated() {
                    let path = folder + "/" + (file as NSString).lastPathComponent
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
                    let path = folder + "/" + (file as NSString).lastPathComponent
                    written.append(path)
                    entry.outputs.append(try OutputFile.record(.thumbnail, page: index + 1, path: path, in: root))
                }
            }
        } catch {
            for path in written { try? FileManager.default.removeItem(atPath: root + "/" + path) }
            entry.status = .failed
            entry.outputs = []
            entry.diagnostics = ["\(loaded.file.path): error: \(Self.describe(error))"]
        }
        return entry
    }

    /// An error as one line: our own errors by their description, others by Foundation's; a failed write
    /// by what failed.
    static func describe(_ error: any Error) -> String {
        switch error {
        case PipelineError.writeFailed(_, let cause): describe(cause)
        case let error as RenderError: error.description
        case let error as GalleryError: error.message
        case let error as CairoError: error.message
        default: error.localizedDescription
        }
    }
}
