import Compose
import ErrorReporting
import Export
import Glibc
import Imposition
import Output

/// Why a job wrote nothing; `message` says it as the command line does.
public enum PipelineError: ReportableError {
    /// The spec has errors: its diagnostics list them.
    case invalid
    /// A tiling option the spec's pages cannot take (a sheet that holds its page, an overlap wider than
    /// its sheets), as "--overlap: ...".
    case tileOptionRefused(String)
    /// A page asked for that the document does not have.
    case pageMissing(Int, pageCount: Int)
    /// Tiled PNG or SVG sheets asked of a stream, which takes one file.
    case tiledStream(path: String, format: OutputFormat)
    /// A page that cannot be cut into sheets.
    case tiling(TileProblem)
    /// An output that would replace the spec itself or a file it reads.
    case overwritesInput(output: String, isSpec: Bool)
    /// Rendering or writing `path` failed.
    case writeFailed(path: String, error: any Error)

    public var message: String {
        switch self {
        case .invalid: "the spec is invalid"
        case .tileOptionRefused(let message): message
        case .pageMissing(let page, let count): "--pages: page \(page) does not exist; the document has \(count)"
        case .tiledStream(let path, let format):
            "-o \(path) is a stream, which takes one \(format.rawValue.uppercased()) file: tiled sheets are a file each; give -o a file name, or write a PDF"
        case .tiling(let problem): problem.message
        case .overwritesInput(let output, let isSpec): "-o \(output) is \(isSpec ? "the spec itself" : "a file the spec reads"): choose another output"
        case .writeFailed(let path, let error):
            (OutputError.naming(path, error) as? any ReportableError)?.message ?? "\(path): \(String(describing: error))"
        }
    }

    /// 1 for an invalid spec (its diagnostics say why), 2 when rendering or writing failed, 64 for what the
    /// command line asked that cannot be done.
    public var exitCode: Int32 {
        switch self {
        case .invalid: 1
        case .writeFailed: 2
        case .tileOptionRefused, .pageMissing, .tiledStream, .tiling, .overwritesInput: 64
        }
    }
}
