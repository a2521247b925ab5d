/// Why writing a document failed.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
