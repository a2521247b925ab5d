/// A spec found in the gallery's source folder, with the files it names.
struct SpecFile: Sendable {
    /// Relative to the source folder, with `/` between folders: the spec's name in the gallery.
    var relativePath: String
    /// Where to open it: the source folder joined with `relativePath`.
    var path: String
    /// The spec file, and the files it names that exist (such as a sheet's data), with their digests.
    var inputs: [InputFile]
    /// The same files as absolute paths, to tell which files of the folder are data rather than specs.
    var namedFiles: [String]

    /// The gallery folder's subfolder for this spec's outputs, relative to the gallery folder.
    var outputFolder: String { "specs/" + relativePath }

    /// The spec's file name without its extension: the name of its outputs.
    var stem: String {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
        return String(name[..<dot])
    }
}
