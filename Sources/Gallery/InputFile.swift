/// A file that a spec's outputs depend on, with its digest: the spec itself, a file it names (such as a
/// sheet's data) or a font its text is set in.
package struct InputFile: Hashable, Sendable, Codable {
    enum Role: String, Sendable, Codable {
        case spec, data, font
    }

    var role: Role
    /// Relative to the gallery's source folder when inside it, else as found (fonts: where fontconfig has them).
    var path: String
    var sha256: String

    /// What a spec's outputs are made from: the tool, the options and the inputs.
    private struct Origin: Encodable {
        var tool: String
        var options: OptionsRecord
        var inputs: [InputFile]
    }

    /// The digest of everything an output depends on: the tool, the options that change what is written,
    /// and `inputs` in the order given.
    static func hash(of inputs: [InputFile], options: GalleryOptions) throws(GalleryError) -> String {
        try RecordCoding.hash(Origin(tool: options.tool, options: options.fingerprint, inputs: inputs))
    }
}
