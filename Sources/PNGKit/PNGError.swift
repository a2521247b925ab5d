import ErrorReporting

/// A PNG that could not be encoded: an image too large for the format, or zlib failing.
public struct PNGError: ReportableError, Sendable {
    public let message: String
}
