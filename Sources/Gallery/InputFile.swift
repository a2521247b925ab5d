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

    /// A font a document is set in, found at `font` (absolute, or from the current folder as a spec's
    /// own font file is named), recorded relative to `root`, the gallery's source folder, when inside it:
    /// a later run, a merge or another machine's shard finds it there whatever folder it runs in.
    static func font(_ font: String, root: String, sha256: String) -> InputFile {
        let absolute = SpecDiscovery.absolute(font)
        let inside = absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : absolute
        return InputFile(role: .font, path: inside, sha256: sha256)
    }

    /// Where the file is: its path, a relative one taken from `root`, the gallery's source folder.
    func location(in root: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

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
