/// A library that cannot be opened, or lacks a function poster calls; callers report it as their
/// own error (a picture's, a data file's, a contact sheet's).
public struct LibraryError: Error, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

extension Result where Failure == LibraryError {
    /// The opened library, or the caller's own error made from why it could not be opened.
    public func opened<Caller: Error>(or failure: (String) -> Caller) throws(Caller) -> Success {
        switch self {
        case .success(let library): return library
        case .failure(let error): throw failure(error.message)
        }
    }
}
