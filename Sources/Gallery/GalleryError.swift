import ErrorReporting

/// A problem that stops a gallery as a whole, as opposed to one spec failing, with the exit code it
/// means: 64 for a bad command line (a missing folder, parts that do not fit together), 2 when the
/// gallery cannot be read or written.
public struct GalleryError: ReportableError, Sendable {
    public let message: String
    public let exitCode: Int32

    /// A command line that cannot work.
    public static func usage(_ message: String) -> GalleryError {
        GalleryError(message: message, exitCode: 64)
    }

    /// Reading or writing the gallery failed.
    public static func failure(_ message: String) -> GalleryError {
        GalleryError(message: message, exitCode: 2)
    }

}
