import Layout
import SpecReader

/// A file the gallery wrote, with where it is (relative to the gallery folder), its size and digest.
struct OutputFile: Hashable, Sendable {
    enum Role: String, Sendable {
        case pdf, png, svg, thumbnail
    }

    var role: Role
    /// The page it shows, from 1; nil for a PDF, which holds them all.
    var page: Int?
    var path: String
    var bytes: Int
    var sha256: String
    /// The size in pixels of a PNG or a thumbnail.
    var width: Int?
    var height: Int?

    var json: JSONValue {
        var members: [JSONValue.Member] = [JSONValue.Member("role", .string(role.rawValue))]
        if let page { members.append(JSONValue.Member("page", .number(Double(page)))) }
        members += [
            JSONValue.Member("path", .string(path)), JSONValue.Member("bytes", .number(Double(bytes))),
            JSONValue.Member("sha256", .string(sha256)),
        ]
        if let width, let height {
            members += [JSONValue.Member("width", .number(Double(width))), JSONValue.Member("height", .number(Double(height)))]
        }
        return .object(members)
    }

    init(role: Role, page: Int?, path: String, bytes: Int, sha256: String, width: Int? = nil, height: Int? = nil) {
        self.role = role
        self.page = page
        self.path = path
        self.bytes = bytes
        self.sha256 = sha256
        self.width = width
        self.height = height
    }

    init?(json: JSONValue) {
        guard let role = json["role"]?.string.flatMap(Role.init(rawValue:)), let path = json["path"]?.string,
            let bytes = json["bytes"]?.integer, let sha256 = json["sha256"]?.string
        else { return nil }
        self.init(
            role: role, page: json["page"]?.integer, path: path, bytes: bytes, sha256: sha256, width: json["width"]?.integer,
            height: json["height"]?.integer)
    }

    /// The record of the file at `path` in the gallery folder `root`, as written just now.
    static func record(_ role: Role, page: Int?, path: String, in root: String) throws(GalleryError) -> OutputFile {
        let full = root + "/" + path
        let (sha256, bytes) = try Digest.file(full)
        var file = OutputFile(role: role, page: page, path: path, bytes: bytes, sha256: sha256)
        if role == .png || role == .thumbnail, let size = PNGHeader.size(ofFileAt: full) {
            (file.width, file.height) = size
        }
        return file
    }
}
