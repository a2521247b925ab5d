/// What an output path may name, and how it is written.
public enum OutputPolicy: Sendable {
    /// A path given on the command line. A regular file (a symbolic link to one is followed) or a
    /// missing one is written under a temporary name and renamed into place; a FIFO, a character
    /// device or `-` (standard output) is written to as a stream, once the output is complete; anything
    /// else is refused.
    case commandLine
    /// A path inside a folder poster fills (a gallery, a folder of frames): a regular file or a missing
    /// one, renamed into place; a symbolic link is replaced, never followed; anything else is refused.
    case managedFolder
}
