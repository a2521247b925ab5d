/// A file the gallery wrote, with where it is (relative to the gallery folder), its size and digest.
struct OutputFile: Hashable, Sendable, Codable {
    enum Role: String, Sendable, Codable {
        case pdf, png, svg, thumbnail
        /// The spec's source page (`SourcePage`), and a copy of a data file it reads, which the page links.
        case source, data
        /// An animated spec's animated thumbnail (WebP), of the page its frames show.
        case animation
        /// A changed page's diff picture against the gallery `--compare` named.
        case diff
    }

    var role: Role
    /// The page it shows, from 1; nil for a PDF, which holds them all.
    var page: Int?
    var path: String
    var bytes: Int
    var sha256: String
    /// The size in pixels of a PNG, a thumbnail or a diff picture.
    var width: Int?
    var height: Int?

    init(role: Role, page: Int?, path: String, bytes: Int, sha256: String, width: Int? = nil, height: Int? = nil) {
        self.role = role
        self.page = page
        self.path = path
        self.bytes = bytes
        self.sha256 = sha256
        self.width = width
        self.height = height
    }

    /// Whether the file still holds what was recorded: read from the gallery folder `root`, it has the
    /// recorded size and SHA-256 (a file damaged in place keeps its size, not its digest).
    func isIntact(in root: String) -> Bool {
        guard GalleryFolder.isInside(path), let present = try? Digest.file(root + "/" + path, recorded: bytes) else { return false }
        return present.bytes == bytes && present.sha256 == sha256
    }

    /// The file's bytes, read from the gallery folder `root`: refused unless they are those recorded.
    func contents(in root: String) throws(GalleryError) -> [UInt8] {
        guard GalleryFolder.isInside(path) else { throw .failure("\(root): \(path) is outside the gallery folder") }
        var bytes: [UInt8] = []
        let read = try Digest.file(root + "/" + path, recorded: self.bytes) { bytes += $0 }
        guard read.bytes == self.bytes, read.sha256 == sha256 else { throw .failure("\(root)/\(path): not the file its manifest records") }
        return bytes
    }

    /// The record of the file at `path` in the gallery folder `root`, as written just now.
    static func record(_ role: Role, page: Int?, path: String, in root: String) throws(GalleryError) -> OutputFile {
        let full = root + "/" + path
        let (sha256, bytes) = try Digest.file(full)
        var file = OutputFile(role: role, page: page, path: path, bytes: bytes, sha256: sha256)
        if [.png, .thumbnail, .diff].contains(role), let size = PNGHeader.size(ofFileAt: full) {
            (file.width, file.height) = size
        }
        return file
    }
}
