import AnimationEncoding
import Export
import FileIO
import Glibc
import Output
import Scene

// How a document is written, in the words the front ends that write one name it.
@_exported import enum Export.PDFDate
@_exported import struct Export.RenderOptions

extension Pipeline {
    /// Writes the loaded spec's pages as the job asks and returns the files written, in page order (a
    /// stream is not listed). Nothing is written when the spec gave no pages, or when an output would
    /// replace the spec or a file it reads.
    public static func write(_ loaded: LoadedSpec, job: Job) throws(PipelineError) -> [String] {
        let document = try loaded.pages.get()
        let files = (loaded.selection ?? Array(1...max(1, document.pageCount))).map {
            OutputNaming.path(job.output, page: $0, of: document, format: job.profile.format)
        }
        try refuseOverwriting(spec: job.source.path, reads: loaded.inputs, with: job.profile.format.isMultiPage ? [job.output] : files)
        return try write(
            document, format: job.profile.format, to: job.output,
            options: job.renderOptions(for: loaded, pages: loaded.selection))
    }

    /// Writes `document` to `path` as `options` say (their output policy included), making the folders
    /// its files go in, and returns the files written, in page order (a stream is not listed). What
    /// `beforeCommit` throws, once every file is complete, discards them and comes out as it was thrown.
    public static func write(
        _ document: some PageSource, format: OutputFormat, to path: String, options: RenderOptions,
        beforeCommit: () throws(PipelineError) -> Void = {}
    ) throws(PipelineError) -> [String] {
        do {
            try makeFolders(for: path, pages: options.pages ?? Array(1...max(1, document.pageCount)), of: document, format: format)
            return try DocumentWriter.write(document, format: format, to: path, options: options, beforeCommit: beforeCommit)
        } catch let error as PipelineError {
            throw error
        } catch {
            throw .writeFailed(path: path, error: error)
        }
    }

    /// Writes the animation whose frame `k` is `frame(k)` to `path`, making its folder. An error of
    /// `frame` comes out as it was thrown; a failed render or write as `PipelineError.writeFailed`.
    public static func writeAnimation(
        frame: (Int) throws -> Page, to path: String, format: AnimationFormat, settings: AnimationSettings, options: RenderOptions
    ) throws {
        var frameError: (any Error)?
        do {
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex { try OutputFolder.make(String(path[..<slash])) }
            try AnimationWriter.write(
                frame: { k in
                    do { return try frame(k) } catch {
                        frameError = error
                        throw error
                    }
                }, to: path, format: format, settings: settings, options: options)
        } catch {
            if let frameError { throw frameError }
            throw PipelineError.writeFailed(path: path, error: error)
        }
    }

    /// `page` as an SVG file's bytes, as the preview shows it.
    public static func svg(_ page: Page) throws -> [UInt8] {
        try DocumentWriter.svg(page)
    }

    /// The PDFs at `paths` joined into one, their pages in order (a contact sheet drawn in parts on several cores).
    public static func joinedPDF(_ paths: [String]) throws -> [UInt8] {
        try PDFJoining.join(paths)
    }

    /// Writes `text` to `path` (in a folder poster fills) through a temporary file renamed into place.
    public static func writeText(_ text: String, to path: String) throws(PipelineError) {
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch {
            throw .writeFailed(path: path, error: error)
        }
    }

    /// Makes the folders the files of `pages` go in (each page's own, when the path holds `{page}`).
    private static func makeFolders(for path: String, pages: [Int], of document: some PageSource, format: OutputFormat) throws {
        let files = OutputNaming.holdsPage(path) ? pages.map { OutputNaming.path(path, page: $0, of: document, format: format) } : [path]
        for file in files {
            guard let slash = file.lastIndex(of: "/"), slash != file.startIndex else { continue }
            try OutputFolder.make(String(file[..<slash]))
        }
    }
}
