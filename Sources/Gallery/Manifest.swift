/// `index.json`: the gallery as data. Everything in it but `timing` is a function of the inputs, written
/// with its keys in a fixed order, so two runs over the same inputs write the same bytes apart from
/// `timing`. A shard's run writes a partial manifest (with `shard`) that `poster gallery merge` joins.
struct Manifest: Sendable, Codable {
    /// What this version of the manifest is called in it.
    static let format = "poster-gallery/1"
    static let fileName = "index.json"

    var tool: String
    /// The source folder as the command line named it: specs, and the files they read, are found from it.
    var source: String
    var options: OptionsRecord
    var shard: Shard?
    /// In the order of their paths.
    var specs: [SpecEntry]
    var contactSheet: ContactSheetRecord?
    /// What `--compare` found against an earlier gallery, when it was given.
    var comparison: Comparison?
    var timing: Timing

    /// How long things took: everything in the manifest that changes from run to run.
    struct Timing: Sendable, Codable {
        /// Seconds spent on each spec (loading and writing), by path; for a skipped spec, those of the run that wrote it.
        var specs: [String: Double] = [:]
        var contactSheet: Double?
    }

    private enum CodingKeys: String, CodingKey {
        case format, tool, source, options, shard, summary, specs, contactSheet, comparison, timing
    }

    /// Counts for a reader's first look; written, never read back.
    private struct Summary: Encodable {
        var specs: Int
        var ok: Int
        var failed: Int
        var pages: Int
    }

    init(
        tool: String, source: String, options: OptionsRecord, shard: Shard?, specs: [SpecEntry], contactSheet: ContactSheetRecord?,
        comparison: Comparison? = nil, timing: Timing
    ) {
        self.tool = tool
        self.source = source
        self.options = options
        self.shard = shard
        self.specs = specs
        self.contactSheet = contactSheet
        self.comparison = comparison
        self.timing = timing
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard try c.decode(String.self, forKey: .format) == Self.format else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: c, debugDescription: "not \(Self.format)")
        }
        self.init(
            tool: try c.decode(String.self, forKey: .tool), source: try c.decode(String.self, forKey: .source),
            options: try c.decode(OptionsRecord.self, forKey: .options), shard: try c.decodeIfPresent(Shard.self, forKey: .shard),
            specs: try c.decode([SpecEntry].self, forKey: .specs), contactSheet: try c.decodeIfPresent(ContactSheetRecord.self, forKey: .contactSheet),
            comparison: try c.decodeIfPresent(Comparison.self, forKey: .comparison),
            timing: try c.decodeIfPresent(Timing.self, forKey: .timing) ?? Timing())
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.format, forKey: .format)
        try c.encode(tool, forKey: .tool)
        try c.encode(source, forKey: .source)
        try c.encode(options, forKey: .options)
        try c.encodeIfPresent(shard, forKey: .shard)
        let valid = specs.filter(\.isValid)
        let summary = Summary(
            specs: specs.count, ok: specs.count { $0.status == .ok }, failed: specs.count { $0.status != .ok },
            pages: valid.reduce(0) { $0 + $1.pageSizes.count })
        try c.encode(summary, forKey: .summary)
        try c.encode(specs, forKey: .specs)
        try c.encodeIfPresent(contactSheet, forKey: .contactSheet)
        try c.encodeIfPresent(comparison, forKey: .comparison)
        let paths = Set(specs.map(\.path))
        try c.encode(
            Timing(
                specs: timing.specs.filter { paths.contains($0.key) }.mapValues(Self.milliseconds), contactSheet: timing.contactSheet.map(Self.milliseconds)),
            forKey: .timing)
    }

    /// The manifest in the gallery folder `root`; nil when there is none or it is not one this version reads.
    static func read(in root: String) -> Manifest? {
        RecordCoding.read(Manifest.self, from: root + "/" + fileName)
    }

    /// Every file the manifest records.
    var files: [OutputFile] {
        specs.flatMap(\.outputs) + (contactSheet.map { [$0.file] } ?? []) + (comparison?.files ?? [])
    }

    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }
}
