import Pipeline
import SpecReader

/// What a gallery run renders, where, and how.
public struct GalleryOptions: Sendable {
    /// The folder of specs (DIR), searched recursively, without a trailing `/`.
    public var source: String
    /// The gallery folder (OUT).
    public var output: String
    /// The formats every spec is written in, besides its thumbnails.
    public var formats: [OutputFormat]
    /// Pixels per inch of the PNG pages.
    public var dpi: Double
    /// How hard PNG pages and thumbnails are compressed.
    public var pngCompression: PNGCompression
    /// The longer side of every thumbnail, in pixels.
    public var thumbnailSize: Int
    /// What every spec may read and draw, and the values set in every spec, as the command line says.
    public var policy: LoadPolicy
    /// How many specs are rendered at once.
    public var jobs: Int
    /// Render every spec, even those whose inputs are unchanged since the last run.
    public var force: Bool
    /// Render only this part of the specs and write a partial manifest, to be merged.
    public var shard: Shard?
    /// What each spec cost in an earlier run (`--shard-costs`): the shard's specs are split by it, not by path hash.
    public var shardCosts: ShardCosts?
    /// The program and its version, such as `poster 0.1.0`; part of every input hash.
    public var tool: String
    /// The creation date written into PDFs.
    public var pdfDate: String
    public var progress: ProgressStyle
    /// Files and folders left out, as gitignore patterns (`--exclude`), besides the folder's `.posterignore`.
    public var exclude: [String] = []
    /// Where the run says which specs it is working on, when a supervising process reads it.
    public var journal: GalleryJournal?
    /// Specs an earlier run in a child process was rendering when a signal ended it, by path, with what
    /// it said: each is recorded as failed with that, and not loaded again.
    public var crashed: [String: String] = [:]
    /// Whether every JSON and YAML file found is taken as a spec, one that is not failing (`--all-files`),
    /// rather than set aside with a note.
    public var everyFileIsASpec = false
    /// An earlier gallery folder to mark every spec against as new, removed, unchanged or changed (`--compare`).
    public var compare: String?

    public static let defaultThumbnailSize = 256

    public init(
        source: String, output: String, formats: [OutputFormat] = [.pdf, .png], dpi: Double = 150, pngCompression: PNGCompression = .default,
        thumbnailSize: Int = GalleryOptions.defaultThumbnailSize, policy: LoadPolicy = LoadPolicy(), jobs: Int = 1, force: Bool = false, shard: Shard? = nil,
        tool: String, pdfDate: String = PDFDate.fromEnvironment(),
        progress: ProgressStyle = .quiet
    ) {
        var source = source
        while source.count > 1, source.hasSuffix("/") { source.removeLast() }
        self.source = source
        self.output = output
        self.formats = OutputFormat.allCases.filter(formats.contains)
        self.dpi = dpi
        self.pngCompression = pngCompression
        self.thumbnailSize = thumbnailSize
        self.policy = policy
        self.jobs = jobs
        self.force = force
        self.shard = shard
        self.tool = tool
        self.pdfDate = pdfDate
        self.progress = progress
    }

    /// The options that change what is written: recorded in the manifest and part of every input hash.
    var fingerprint: OptionsRecord {
        OptionsRecord(
            formats: formats.map(\.rawValue), dpi: dpi, pngCompression: pngCompression.rawValue, thumbnailSize: thumbnailSize,
            maximumElements: policy.maximumElements, allowOutside: policy.allowOutside, maximumImagePixels: policy.maximumImagePixels,
            maximumTotalImagePixels: policy.maximumTotalImagePixels, pdfDate: pdfDate,
            settings: policy.overrides.isEmpty ? nil : policy.overrides.map(\.setting), data: policy.data,
            templates: policy.templates.isEmpty ? nil : policy.templates, fonts: policy.fonts.isEmpty ? nil : policy.fonts)
    }

    /// The options a manifest recorded (its `fingerprint`), for merging the parts of a gallery; nil when
    /// the record is not one this version writes.
    init?(fingerprint: OptionsRecord, source: String, output: String, jobs: Int, tool: String, progress: ProgressStyle) {
        let formats = fingerprint.formats.compactMap(OutputFormat.init(rawValue:))
        guard formats.count == fingerprint.formats.count, let pngCompression = PNGCompression(rawValue: fingerprint.pngCompression) else { return nil }
        var policy = LoadPolicy(
            maximumElements: fingerprint.maximumElements, allowOutside: fingerprint.allowOutside, maximumImagePixels: fingerprint.maximumImagePixels,
            maximumTotalImagePixels: fingerprint.maximumTotalImagePixels)
        // Each was checked when the part's command line was read.
        policy.overrides = (fingerprint.settings ?? []).compactMap { try? SpecOverride(parsing: $0) }
        policy.data = fingerprint.data
        policy.templates = fingerprint.templates ?? []
        policy.fonts = fingerprint.fonts ?? []
        self.init(
            source: source, output: output, formats: formats, dpi: fingerprint.dpi, pngCompression: pngCompression,
            thumbnailSize: fingerprint.thumbnailSize, policy: policy, jobs: jobs, tool: tool, pdfDate: fingerprint.pdfDate, progress: progress)
        guard self.fingerprint == fingerprint else { return nil }
    }

    /// The job that loads the spec of `source` for the gallery: when PNGs are written, detail is judged
    /// and pixels are counted at their resolution; otherwise detail is judged as a 300 dpi print.
    func job(_ source: SpecSource) -> Pipeline.Job {
        let raster = formats.contains(.png)
        return Pipeline.Job(source: source, policy: policy, profile: OutputProfile(format: raster ? .png : .pdf, dpi: raster ? dpi : 300))
    }

    /// How outputs are written: a page at a time, since the gallery's own workers run `jobs` specs at once.
    var renderOptions: RenderOptions {
        RenderOptions(dpi: dpi, date: pdfDate, jobs: 1, pngCompression: pngCompression)
    }
}
