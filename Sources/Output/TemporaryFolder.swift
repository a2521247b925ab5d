import FileIO
import FoundationEssentials
import Glibc

/// A folder of poster's own in the temporary folder (`TMPDIR`), made with a unique name and removed with
/// everything in it when the value goes: where a command keeps the parts of an output it joins.
public final class TemporaryFolder: Sendable {
    public let path: String

    /// Makes the folder, named `prefix.XXXXXX`.
    public init(prefix: String) throws {
        let template = FilePaths.join(FileManager.default.temporaryDirectory.path, "\(prefix).XXXXXX")
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else {
            throw OutputError(path: template, reason: "cannot make a temporary folder: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
