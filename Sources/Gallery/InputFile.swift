import Layout
import SpecReader

/// A file that a spec's outputs depend on, with its digest: the spec itself, a file it names (such as a
/// sheet's data) or a font its text is set in.
struct InputFile: Hashable, Sendable {
    enum Role: String, Sendable {
        case spec, data, font
    }

    var role: Role
    /// Relative to the gallery's source folder when inside it, else as found (fonts: where fontconfig has them).
    var path: String
    var sha256: String

    var json: JSONValue {
        .object(["role": .string(role.rawValue), "path": .string(path), "sha256": .string(sha256)])
    }

    init(role: Role, path: String, sha256: String) {
        self.role = role
        self.path = path
        self.sha256 = sha256
    }

    init?(json: JSONValue) {
        guard let role = json["role"]?.string.flatMap(Role.init(rawValue:)), let path = json["path"]?.string,
            let sha256 = json["sha256"]?.string
        else { return nil }
        self.init(role: role, path: path, sha256: sha256)
    }

    /// The digest of everything an output depends on: the tool, the options that change what is written,
    /// and `inputs` in the order given.
    static func hash(of inputs: [InputFile], options: GalleryOptions) -> String {
        let record: JSONValue = .object([
            "tool": .string(options.tool), "options": options.fingerprint, "inputs": .array(inputs.map(\.json)),
        ])
        return Digest.sha256(record.rendered)
    }
}
