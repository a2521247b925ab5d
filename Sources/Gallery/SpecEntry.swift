import Geometry

/// What the gallery knows about one spec: whether it rendered, its pages, what it was made from and
/// what was written.
struct SpecEntry: Hashable, Sendable, Codable {
    enum Status: String, Sendable, Codable {
        /// Every output was written.
        case ok
        /// The spec has errors: nothing was written.
        case invalid
        /// The spec is valid but writing its outputs failed.
        case failed
    }

    /// Relative to the source folder, with `/` between folders: the spec's name in the gallery.
    var path: String
    var status: Status
    /// The document's title, when the spec is valid.
    var title: String?
    /// The size of every page in points, when the spec is valid.
    var pageSizes: [Size]
    /// The digest of the tool, the options and every input: unchanged, the outputs are too.
    var inputHash: String
    var inputs: [InputFile]
    var outputs: [OutputFile]
    /// What did not render as asked, and the spec's warnings.
    var warnings: [String]
    /// Why the spec failed: every problem in it, or why writing failed.
    var diagnostics: [String]

    var isValid: Bool { status != .invalid }

    private enum CodingKeys: String, CodingKey {
        case path, status, title, pages, pageSizes, inputHash, inputs, outputs, warnings, diagnostics
    }

    /// A page's size in points, as the manifest writes it.
    private struct PageSize: Codable {
        var width: Double
        var height: Double
    }

    init(
        path: String, status: Status, title: String?, pageSizes: [Size], inputHash: String, inputs: [InputFile], outputs: [OutputFile],
        warnings: [String], diagnostics: [String]
    ) {
        self.path = path
        self.status = status
        self.title = title
        self.pageSizes = pageSizes
        self.inputHash = inputHash
        self.inputs = inputs
        self.outputs = outputs
        self.warnings = warnings
        self.diagnostics = diagnostics
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try c.decode(String.self, forKey: .path), status: try c.decode(Status.self, forKey: .status),
            title: try c.decodeIfPresent(String.self, forKey: .title),
            pageSizes: try c.decode([PageSize].self, forKey: .pageSizes).map { Size($0.width, $0.height) },
            inputHash: try c.decode(String.self, forKey: .inputHash), inputs: try c.decode([InputFile].self, forKey: .inputs),
            outputs: try c.decode([OutputFile].self, forKey: .outputs), warnings: try c.decode([String].self, forKey: .warnings),
            diagnostics: try c.decode([String].self, forKey: .diagnostics))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(status, forKey: .status)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(pageSizes.count, forKey: .pages)
        try c.encode(pageSizes.map { PageSize(width: Self.rounded($0.width), height: Self.rounded($0.height)) }, forKey: .pageSizes)
        try c.encode(inputHash, forKey: .inputHash)
        try c.encode(inputs, forKey: .inputs)
        try c.encode(outputs, forKey: .outputs)
        try c.encode(warnings, forKey: .warnings)
        try c.encode(diagnostics, forKey: .diagnostics)
    }

    /// Points to a thousandth, so the manifest does not carry the noise of unit conversions.
    static func rounded(_ points: Double) -> Double {
        (points * 1000).rounded() / 1000
    }
}
