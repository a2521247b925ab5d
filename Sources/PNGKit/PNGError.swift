/// A PNG that could not be encoded: an image too large for the format, or zlib failing.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    public let message: String

    public var description: String { message }
}
