import Compose
import FileIO
import Scene
import SpecReader

// What a load found is told in the Pipeline's words: a front end reads it without importing the stage that loads.
@_exported import struct Compose.SpecSummary

/// A job's spec as loaded: its problems, the files it read, and the pages to write (tiling applied)
/// or why nothing can be written.
public struct LoadedSpec {
    /// Every error and warning, in source order.
    public var diagnostics: [Diagnostic]
    /// The files the spec read besides itself (its data and pictures), as absolute paths, in the order first read.
    public var inputs: [String]
    /// Each of `inputs` as it was when first read (none where it was missing): what a watcher compares.
    public var inputStamps: [String: FileStamp] = [:]
    /// The SHA-256 of each of `inputs` as it was read (one that could not be read has none): what was
    /// drawn, however the file changes after.
    public var inputDigests: [String: String] = [:]
    /// The number of pages, figures and estimated elements, when the spec decoded.
    public var summary: SpecSummary?
    /// Whether the spec has an `animate` block (its pages are then the animation's first frame).
    public var isAnimated = false
    /// How the pages are written: the job's profile, with the press the spec asks for (`print.color`).
    public var profile: OutputProfile
    /// The pages to write, as one source: a PDF's laid out one at a time as they are written, a tiled
    /// document's as its maps and sheets. The job's own reason when there are none.
    public var pages: Swift.Result<any PageSource, PipelineError>
    /// Which of `pages` to write, nil for all (a tiled document holds only the pages asked for).
    public var selection: [Int]?
    /// Whether the pages are tiled sheets, printed at actual size.
    public var isTiled = false
    /// How many errors and warnings the load found, those a summary line counts included.
    public var errors: Int
    public var warnings: Int

    /// What `result` says of the spec, with no pages yet (as an invalid spec has none).
    init(_ result: SpecLoader.Result, profile: OutputProfile, selection: [Int]?) {
        diagnostics = result.diagnostics
        inputs = result.inputs
        inputStamps = result.inputStamps
        inputDigests = result.inputDigests
        summary = result.summary
        isAnimated = result.isAnimated
        self.profile = profile
        self.profile.cmyk = result.cmyk
        pages = .failure(.invalid)
        self.selection = selection
        errors = result.counts.errors
        warnings = result.counts.warnings
    }

    /// Every page laid out at once, figures built, when there are pages: what a caller that draws the
    /// pages more than once (as files, thumbnails and a contact sheet) holds.
    public func document() -> Document? {
        switch try? pages.get() {
        case let streamed as StreamedDocument: streamed.document()
        case let document as Document: document
        default: nil
        }
    }
}
