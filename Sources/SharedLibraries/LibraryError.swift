/// A library that cannot be opened, or lacks a function poster calls; callers report it as their
/// own error (a picture's, a data file's, a contact sheet's).
public struct LibraryError: Error, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
