import Glibc

/// Text added to the end of a file another program keeps, such as the job summary GitHub Actions
/// names in `$GITHUB_STEP_SUMMARY`: created when missing, never truncated, and never reached through a
/// symbolic link.
public enum AppendedFile {
    /// Appends `bytes` to the file at `path` in one write.
    public static func append(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: path, reason: "cannot open it to append to: \(OutputFolder.lastError)") }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw OutputError(path: path, reason: "cannot append to it: \(OutputFolder.lastError)") }
    }
}
