import ErrorReporting

/// An animation that could not be encoded: a frame of another size, a library or `ffmpeg` failing.
public struct AnimationError: ReportableError, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

}
