import Glibc

/// Paths with every symbolic link, `.` and `..` resolved, to tell where a file really is.
public enum RealPath {
    /// The real path of `path`, or nil when it does not exist (or cannot be reached).
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the real path `path` is `root` or lies below it (both real paths).
    public static func isWithin(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
