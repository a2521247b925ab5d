/// Why a file a design imports could not be read: the sentence to report at the import.
public struct ImportFailure: Error, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }

    public static func unreadable(_ name: String) -> ImportFailure {
        ImportFailure("\(name) cannot be imported here: give the design as src, beside the files it imports")
    }
}
