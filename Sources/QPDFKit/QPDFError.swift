import ErrorReporting

/// What libqpdf could not do, in its words.
public struct QPDFError: ReportableError, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
