/// Why an output was not written: the file it was for, and what went wrong.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
