import FileIO
import Glibc
import SpecReader

/// Where a job's spec comes from.
public enum SpecSource {
    /// The spec file at the path (`-` reads standard input).
    case file(String)
    /// The spec at `path` from its bytes as already read, or why they could not be (a preview's text with
    /// the page's values applied).
    case contents(Swift.Result<[UInt8], SourceFile.ReadError>, path: String)
    /// One figure, an object with a "kind" and parameters, on a square page of `size` points, without a
    /// spec (`poster draw`); its problems are reported against `name`.
    case figure(SpecNode, size: Double, background: String?, name: String)

    /// The spec's path, which its outputs may not replace; nil for a figure, which has no file.
    public var path: String? {
        switch self {
        case .file(let path), .contents(_, let path): path
        case .figure: nil
        }
    }

    /// The name, without extension, its outputs take when none is given: the spec file's own. Standard
    /// input and a figure have none.
    public var outputName: String? {
        guard let path, path != SourceFile.standardInput else { return nil }
        return FilePaths.deletingExtension(FilePaths.lastComponent(of: path))
    }
}
