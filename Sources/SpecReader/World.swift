import FileIO
import Foundation

/// What one load of a spec may read and has read: the folder its relative paths start from, the
/// policy on what it may open (outside that folder, how many pixels a picture and all of them may
/// have), and every file it read. One World serves the whole load, however many diagnostics are made
/// for its parts (each row of a sheet, each branch a decoder tries, each frame of an animation), so
/// that the policy reaches every picture and every input is recorded, data-named pictures included.
public final class World {
    /// The folder the spec is in: relative paths in it start from here.
    public let folder: String
    /// Whether files outside `folder` may be read.
    public var allowOutside = false
    /// The most pixels a picture may have, when the caller sets it (nil: the image reader's default).
    public var maximumImagePixels: Int?
    /// The most pixels the distinct pictures may decode to together, when the caller sets it (nil: the
    /// image reader's default).
    public var maximumTotalImagePixels: Int?
    /// The pictures placed, each counted once towards `maximumTotalImagePixels`.
    package let placedPictures = PictureTally()
    /// The files read besides the spec itself (data, pictures), as absolute real paths, in the order
    /// first read.
    public private(set) var inputs: [String] = []
    /// How many objects the spec's templates have made so far (from rows of data, sweeps), for the cap
    /// its reader keeps on them.
    package var expanded = 0

    /// A world whose relative paths start from `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// The folder part of a path: "." for a bare file name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Notes that the spec reads the file at `path` (relative to the current folder or absolute).
    package func recordInput(_ path: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let located = RealPath.of(absolute) ?? absolute
        if !inputs.contains(located) { inputs.append(located) }
    }
}
