import Glibc

/// Paths with every symbolic link, `.` and `..` resolved, to tell where a file really is.
public enum RealPath {
    /// The real path of `path`, or nil when it does not exist (or cannot be reached).
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The real path `path` has, or would have once made: for a path that does not exist, its nearest
    /// existing folder's real path with the rest appended (so that a check on it holds when it is made).
    public static func planned(_ path: String) -> String {
        if let resolved = of(path) { return resolved }
        let parent = FilePaths.parent(of: path)
        guard parent != path, !parent.isEmpty else { return FilePaths.tidy(path) }
        let base = planned(parent), last = FilePaths.lastComponent(of: path)
        // Past the part that exists, `..` and `.` are taken as written: `..` leaves the folder before it.
        switch last {
        case "..": return FilePaths.parent(of: base)
        case ".": return base
        default: return FilePaths.join(base, last)
        }
    }

    /// Whether the real path `path` is `root` or lies below it (both real paths).
    public static func isWithin(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
