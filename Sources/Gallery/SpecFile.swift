import Pipeline
import Workers

/// A spec found in the gallery's source folder, with the files it reads.
package struct SpecFile: Sendable {
    /// Relative to the source folder, with `/` between folders: the spec's name in the gallery.
    var relativePath: String
    /// Where to open it: the source folder joined with `relativePath`.
    var path: String
    /// The spec file, and the files its decoder read (such as a sheet's data), with their digests.
    var inputs: [InputFile]
    /// The real paths of the files its decoder read, to tell which files of the folder are data rather
    /// than specs.
    var dataFiles: [String]
    var reading: Reading
    /// The spec's bytes as read, which its digest was taken of, for its source page; nil when they could not be read.
    var source: [UInt8]?
    /// Time spent reading and checking it.
    var seconds = 0.0

    /// What reading the spec found.
    package enum Reading: Sendable {
        /// Why the spec may not be read at all (it leads outside the folder).
        case refused(String)
        /// The spec read, decoded and checked once, from the bytes its digest was taken of: its problems,
        /// and for a valid spec its pages, laid out (figures built) only when it is rendered. It is made
        /// by one discovery worker and then used by one load worker; its pages are not `Sendable`, so it
        /// is handed over in a `Locked`.
        case checked(Locked<LoadedSpec>)
    }

    /// The gallery folder's subfolder for this spec's outputs, relative to the gallery folder: named by
    /// `OutputFolders` once every spec of the folder is found (`specs/` and the path without extension).
    package var outputFolder = ""

    package init(relativePath: String, path: String, inputs: [InputFile], dataFiles: [String], reading: Reading) {
        self.relativePath = relativePath
        self.path = path
        self.inputs = inputs
        self.dataFiles = dataFiles
        self.reading = reading
    }

    /// The spec's file name without its extension: the name of its outputs.
    var stem: String {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return OutputFolders.withoutExtension(name)
    }
}
