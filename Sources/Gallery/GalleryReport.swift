/// What a gallery run or merge did, for the command to print, with the exit code it means.
public struct GalleryReport: Sendable {
    /// A spec that did not render, and why.
    public struct Failure: Sendable {
        public var path: String
        /// Whether the spec itself has errors (as opposed to writing its outputs failing).
        public var invalid: Bool
        /// Every problem, as `FILE:LINE:COL: error: PATH: message`, or why writing failed.
        public var diagnostics: [String]
    }

    /// One line: the counts of specs by what happened to them.
    public var summary: String
    public var failures: [Failure]
    /// The gallery's own files written (index.html, index.json, contact-sheet.pdf), or a shard's index.json.
    public var files: [String]
    public var rendered: Int
    public var skipped: Int
    /// Specs of the previous run that are gone, and whose outputs were removed.
    public var removed: Int
    /// What the command should say besides: the JSON and YAML files that were not specs, set aside.
    public var notes: [String] = []
    /// With `--compare`: the counts of changed, new, removed and unchanged specs as one line, and as Markdown
    /// with a row per spec that is not unchanged.
    public var changes: (line: String, markdown: String)?

    /// The warnings of every spec that is in the gallery (rendered now or kept from an earlier run), by
    /// path in the order of the paths, each as recorded (`FILE:LINE:COL: warning: PATH: message`).
    public var warnings: [(path: String, lines: [String])] = []

    /// 0 when every spec rendered, else 1.
    public var exitCode: Int32 { failures.isEmpty ? 0 : 1 }
}
