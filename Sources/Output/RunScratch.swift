import FileIO
import FoundationEssentials
import Glibc

/// A private folder in `TMPDIR` for a run's own bookkeeping between processes (the gallery
/// supervisor's journal and its list of specs set aside): made with `mkdtemp` (mode 0700), its files
/// written whole or appended to a line at a time, read back, and removed with it.
public final class RunScratch {
    public let folder: String

    /// A new folder named `prefix` and six random characters.
    public init(prefix: String) throws(OutputError) {
        let temporary = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(temporary)/\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw OutputError(path: temporary, reason: "cannot make a folder here: \(OutputFolder.lastError)") }
        folder = String(cString: made)
    }

    /// The path of the file `name` in the folder.
    public func path(_ name: String) -> String { folder + "/" + name }

    /// Writes the file `name` as `text`, replacing what it held.
    public func write(_ text: String, to name: String) throws(OutputError) {
        let descriptor = open(path(name), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutputError(path: path(name), reason: "cannot write: \(OutputFolder.lastError)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw OutputError(path: path(name), reason: "cannot write: \(OutputFolder.lastError)")
        }
    }

    /// The text of the file at `path` (one of a scratch folder's, maybe another process's), or nil.
    public static func text(at path: String) -> String? {
        (try? SourceFile.read(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Removes the folder and the files in it.
    public func remove() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] { unlink(path(name)) }
        rmdir(folder)
    }
}

/// A file appended to a line at a time, each line one `write(2)` to a descriptor opened for appending,
/// so that lines written from several threads never interleave and a line written is in the file even
/// when the process is ended right after.
public final class LineLog: Sendable {
    private let descriptor: Int32

    /// A log appending to the file at `path`; nil when it cannot be opened.
    public init?(path: String) {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Appends `line` (a newline inside it becomes a space) and a newline.
    public func append(_ line: String) {
        let bytes = Array((line.replacing("\n", with: " ") + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }
}
