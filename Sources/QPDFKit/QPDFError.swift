/// What libqpdf could not do, in its words.
public struct QPDFError: Error, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
