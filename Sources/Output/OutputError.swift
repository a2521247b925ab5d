import ErrorReporting

/// Why an output was not written: the file it was for, and what went wrong.
public struct OutputError: ReportableError, Sendable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var message: String { "\(path): \(reason)" }

    /// `error` as an output's error: as it is when it is one already (it names its own file), else its
    /// message for the output at `path`; an error that is not reportable is thrown as it is.
    public static func naming(_ path: String, _ error: any Error) -> any Error {
        switch error {
        case let error as OutputError: error
        case let error as any ReportableError: OutputError(path: path, reason: error.message)
        default: error
        }
    }
}
