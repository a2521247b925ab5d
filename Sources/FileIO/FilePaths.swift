/// `/`-separated paths taken apart and put together as text, the file system unasked, with the results
/// `NSString`'s path methods give, but that repeated and trailing slashes are always dropped (`/` is kept
/// as the root).
public enum FilePaths {
    /// `name` inside `folder` (`name` alone where `folder` is empty).
    public static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? tidy(name) : tidy(folder + "/" + name)
    }

    /// The folder `path` is in: "" for a name alone, "/" for a name at the root.
    public static func parent(of path: String) -> String {
        let path = tidy(path)
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path == "/" ? "/" : "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of `path`, "/" for the root.
    public static func lastComponent(of path: String) -> String {
        let path = tidy(path)
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// What follows the last `.` of `path`'s last part ("" where it has none, or only a leading one).
    public static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `path` without the extension of its last part (and the `.` before it).
    public static func deletingExtension(_ path: String) -> String {
        let path = tidy(path), suffix = pathExtension(of: path)
        return suffix.isEmpty ? path : String(path.dropLast(suffix.count + 1))
    }

    /// `path` with repeated slashes made one and trailing ones dropped.
    public static func tidy(_ path: String) -> String {
        var out = ""
        for character in path where character != "/" || out.last != "/" { out.append(character) }
        while out.count > 1, out.last == "/" { out.removeLast() }
        return out
    }
}
