import FileIO
import Glibc

/// Files created, never replaced: what `poster init` writes beside a user's own files.
public enum NewFile {
    /// Writes `bytes` to a new file at `relative` inside `root`, making `root` (a folder the user named,
    /// reached as named) and the folders on the way, never through a symbolic link: a file that is
    /// already there (or appeared since the caller looked), or a link where a folder or the file would
    /// be, is left as it is, and the call fails.
    public static func create(_ relative: String, inside root: String, _ bytes: [UInt8]) throws(OutputError) {
        try OutputFolder.make(root)
        let folder = FilePaths.parent(of: relative)
        if !folder.isEmpty { try OutputFolder.make(folder, inside: root, named: root) }
        let path = FilePaths.join(root, relative)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: path, reason: "cannot create it: \(OutputFolder.lastError)") }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw OutputError(path: path, reason: "cannot write it: \(OutputFolder.lastError)") }
    }
}
