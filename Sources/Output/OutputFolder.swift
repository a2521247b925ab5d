import FileIO
import Glibc

/// The folders outputs go in, made and cleared: what poster makes or removes in a folder, never anything
/// outside it and never what a symbolic link points to.
public enum OutputFolder {
    /// Makes `folder` and those it is in, where they are missing (a symbolic link to a folder is taken as
    /// one: this is a path the user gave); something else by the name of any of them is an error naming it.
    public static func make(_ folder: String) throws(OutputError) {
        var path = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            path += "/" + component
            guard path != "/.", component != "." else { continue }
            var status = stat()
            if stat(path, &status) != 0 {
                guard errno == ENOENT else { throw OutputError(path: path, reason: "cannot read it: \(lastError)") }
                guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw OutputError(path: path, reason: "cannot make the folder: \(lastError)") }
                guard stat(path, &status) == 0 else { throw OutputError(path: path, reason: "cannot read it: \(lastError)") }
            }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw OutputError(path: named(path, in: folder), reason: "is \(FileType.describe(status.st_mode)), not a folder")
            }
        }
    }

    /// `path` as `folder` spells it (without the `./` a relative path is walked with).
    private static func named(_ path: String, in folder: String) -> String {
        folder.hasPrefix("/") || !path.hasPrefix("./") ? path : String(path.dropFirst(2))
    }

    /// Makes the folder `relative` inside `root` (a folder poster fills, which `name` names in messages:
    /// "the gallery folder") one folder at a time, never through a symbolic link or anything else but a
    /// folder, so that nothing is ever made outside `root`.
    public static func make(_ relative: String, inside root: String, named name: String) throws(OutputError) {
        var folder = root
        for component in relative.split(separator: "/") {
            folder += "/" + component
            guard mkdir(folder, 0o777) != 0 else { continue }
            guard errno == EEXIST else { throw OutputError(path: folder, reason: "cannot make the folder: \(lastError)") }
            var status = stat()
            guard lstat(folder, &status) == 0 else { throw OutputError(path: folder, reason: "cannot read it: \(lastError)") }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK: throw OutputError(path: folder, reason: "leads outside \(name) (a symbolic link): nothing is written there")
            default: throw OutputError(path: folder, reason: "is \(FileType.describe(status.st_mode)), not a folder: nothing is written there")
            }
        }
    }

    /// Removes the file at `path`: a regular file, or a symbolic link itself (never what it points to);
    /// a folder or anything else is left. False when nothing was removed.
    @discardableResult
    public static func removeFile(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, [S_IFREG, S_IFLNK].contains(status.st_mode & S_IFMT) else { return false }
        return unlink(path) == 0
    }

    /// Removes the temporary output files in `folder` that a killed run left (`StaleTemporaries`).
    public static func removeLeftTemporaries(in folder: String) {
        StaleTemporaries.sweep(in: folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Removes the folder at `path` when it is empty (a symbolic link is not followed); false otherwise.
    @discardableResult
    public static func removeIfEmpty(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
        return rmdir(path) == 0
    }

    static var lastError: String { String(cString: strerror(errno)) }
}
