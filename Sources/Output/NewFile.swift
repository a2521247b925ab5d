import FileIO
import Glibc

/// Files created, never replaced: what `poster init` writes beside a user's own files.
public enum NewFile {
    /// Writes `bytes` to a new file at `path`, making its folder: a file that is already there (or
    /// appeared since the caller looked) is left as it is, and the call fails.
    public static func create(_ path: String, _ bytes: [UInt8]) throws(OutputError) {
        let folder = FilePaths.parent(of: path)
        if !folder.isEmpty { try OutputFolder.make(folder) }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: path, reason: "cannot create it: \(OutputFolder.lastError)") }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw OutputError(path: path, reason: "cannot write it: \(OutputFolder.lastError)") }
    }
}
