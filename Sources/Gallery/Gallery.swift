/// Builds galleries of rendered specs: every spec of a folder written as PDF and PNG pages with a
/// thumbnail per page, a contact sheet of all pages, `index.html` to browse them and `index.json`
/// recording the digest of every input and output. Runs are incremental (specs whose inputs are
/// unchanged are skipped), parallel (output identical whatever the number of workers), and can be
/// split over machines with shards that are merged afterwards.
public enum Gallery {
    /// Renders the gallery `options` describe, or a shard of it; throws only when the gallery as a whole
    /// cannot be made (a spec failing is in the report).
    public static func build(_ options: GalleryOptions) throws(GalleryError) -> GalleryReport {
        try GalleryBuild(options: options).run()
    }

    /// Joins the folders that shard runs wrote (`parts`) into one gallery in `output`, as one run over
    /// all the specs would have written it. `tool` must be the tool that wrote the parts. With `compare`,
    /// the merged gallery is compared with that earlier one, as `GalleryOptions.compare` says.
    public static func merge(
        parts: [String], into output: String, jobs: Int, tool: String, force: Bool = false, progress: ProgressStyle = .quiet, compare: String? = nil
    ) throws(GalleryError) -> GalleryReport {
        try GalleryMerge(parts: parts, output: output, jobs: jobs, tool: tool, force: force, progress: progress, compare: compare).run()
    }

    /// A spec of a gallery's folder and the files it reads (itself first), relative to the folder when
    /// inside it.
    public struct FoundSpec: Hashable, Sendable {
        public var path: String
        public var inputs: [String]
    }

    /// The specs a gallery of `options` would render, with their inputs, found as a build finds them
    /// (nothing is written), and the JSON and YAML files it would set aside as not specs.
    public static func specs(_ options: GalleryOptions) throws(GalleryError) -> (specs: [FoundSpec], notSpecs: [String]) {
        let found = try SpecDiscovery.search(options.source, excluding: options.output, options: options)
        return (found.specs.map { FoundSpec(path: $0.relativePath, inputs: $0.inputs.map(\.path)) }, found.notSpecs)
    }
}
