/// What `--compare BASE` found: every spec of the gallery and of BASE (an earlier gallery folder) marked
/// new, removed, unchanged or changed, in the order of their paths, with the pages of the changed ones.
/// Recorded in `index.json`, so that the diff pictures are the gallery's own files (removed by the next
/// run that no longer makes them) and the index page is written from the manifest alone.
struct Comparison: Hashable, Sendable, Codable {
    /// BASE as the command line named it.
    var base: String
    /// The tool that wrote BASE.
    var baseTool: String
    var specs: [SpecComparison]

    /// How many specs have `status`.
    func count(_ status: SpecComparison.Status) -> Int {
        specs.count { $0.status == status }
    }

    /// The specs a reader looks at, in the order they are shown: the changed ones, the new, the removed,
    /// each group in the order of their paths.
    var shown: [SpecComparison] {
        [SpecComparison.Status.changed, .new, .removed].flatMap { status in specs.filter { $0.status == status } }
    }

    /// The diff pictures written.
    var files: [OutputFile] {
        specs.flatMap { ($0.pages ?? []).compactMap(\.diff) }
    }
}
