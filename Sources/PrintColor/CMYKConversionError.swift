import ErrorReporting

/// Why a PDF could not be written in ink.
public struct CMYKConversionError: ReportableError, Sendable {
    public let message: String

    init(_ message: String) {
        self.message = message
    }
}
