import Foundation

/// Keeps the files a spec reads inside the spec's folder: a relative path resolves from the folder,
/// and neither `..`, an absolute path nor a symbolic link may lead out of it unless allowed.
enum SpecFolder {
    /// The file `path` names, or why it may not be read.
    static func resolve(_ path: String, in folder: String, allowOutside: Bool) throws(DataError) -> String {
        let joined = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
        guard !allowOutside else { return joined }
        let root = real(folder)
        let target = real(joined)
        guard target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw DataError(message: "\"\(path)\" is outside the spec's folder; pass --allow-outside to read it")
        }
        return joined
    }

    /// The path with symbolic links, `.` and `..` resolved; for a file that does not exist, its folder's
    /// real path with the name appended (so the error that follows is "no such file").
    private static func real(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, !parent.isEmpty else { return (path as NSString).standardizingPath }
        return (real(parent) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }
}
