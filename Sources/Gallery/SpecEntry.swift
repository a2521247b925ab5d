import Geometry
import Layout
import SpecReader

/// What the gallery knows about one spec: whether it rendered, its pages, what it was made from and
/// what was written.
struct SpecEntry: Hashable, Sendable {
    enum Status: String, Sendable {
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

    var json: JSONValue {
        var members: [JSONValue.Member] = [JSONValue.Member("path", .string(path)), JSONValue.Member("status", .string(status.rawValue))]
        if let title { members.append(JSONValue.Member("title", .string(title))) }
        members += [
            JSONValue.Member("pages", .number(Double(pageSizes.count))),
            JSONValue.Member(
                "pageSizes", .array(pageSizes.map { .object(["width": .number(Self.rounded($0.width)), "height": .number(Self.rounded($0.height))]) })),
            JSONValue.Member("inputHash", .string(inputHash)),
            JSONValue.Member("inputs", .array(inputs.map(\.json))),
            JSONValue.Member("outputs", .array(outputs.map(\.json))),
            JSONValue.Member("warnings", .array(warnings.map(JSONValue.string))),
            JSONValue.Member("diagnostics", .array(diagnostics.map(JSONValue.string))),
        ]
        return .object(members)
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

    init?(json: JSONValue) {
        guard let path = json["path"]?.string, let status = json["status"]?.string.flatMap(Status.init(rawValue:)),
            let sizes = json["pageSizes"]?.array, let inputHash = json["inputHash"]?.string,
            let inputs = json["inputs"]?.array?.compactMap(InputFile.init(json:)), let outputs = json["outputs"]?.array?.compactMap(OutputFile.init(json:)),
            let warnings = json["warnings"]?.array?.compactMap(\.string), let diagnostics = json["diagnostics"]?.array?.compactMap(\.string)
        else { return nil }
        let pageSizes = sizes.compactMap { size in size["width"]?.number.flatMap { w in size["height"]?.number.map { Size(w, $0) } } }
        guard pageSizes.count == sizes.count else { return nil }
        self.init(
            path: path, status: status, title: json["title"]?.string, pageSizes: pageSizes, inputHash: inputHash, inputs: inputs, outputs: outputs,
            warnings: warnings, diagnostics: diagnostics)
    }

    /// Points to a thousandth, so the manifest does not carry the noise of unit conversions.
    static func rounded(_ points: Double) -> Double {
        (points * 1000).rounded() / 1000
    }
}
