import ErrorReporting

/// Why a picture cannot be placed: what is wrong with the file, for a message at the key naming it.
public struct ImageError: ReportableError, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
