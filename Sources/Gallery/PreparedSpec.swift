import Pipeline
import Scene

/// A spec made ready to be written into the gallery: its document or why there is none, and the
/// inputs its outputs depend on.
struct PreparedSpec: Sendable {
    var file: SpecFile
    /// The laid-out pages, when the spec is valid and its fonts were found.
    var document: Document?
    /// `ok` so far, `invalid`, or `failed` when its fonts could not be found.
    var status: SpecEntry.Status
    /// The spec's warnings, then (once written) what did not render as asked.
    var warnings: [String]
    /// Every problem of an invalid spec (with its warnings), or why it failed.
    var diagnostics: [String]
    /// The spec, the files it names and the fonts its text is set in.
    var inputs: [InputFile]
    var inputHash: String
    /// Time spent reading, checking and laying it out.
    var seconds: Double
    /// The animated thumbnail's frames, for a spec with an `animate` block (whose `document` is then the
    /// frame `AnimatedCard` chose).
    var animation: AnimatedCard?
    /// How its pages are written (the press its PDF is for), once it is loaded.
    var profile: OutputProfile?
    /// Its source page and the copies of its data files, once written (`SpecRenderer.writeSource`).
    var sourceFiles: [OutputFile] = []

    /// The manifest entry of the spec before anything is written.
    var entry: SpecEntry {
        SpecEntry(
            path: file.relativePath, status: status, title: document?.title, pageSizes: document?.pages.map(\.size) ?? [], inputHash: inputHash,
            inputs: inputs, outputs: sourceFiles, warnings: warnings, diagnostics: diagnostics)
    }
}
