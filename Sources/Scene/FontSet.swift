/// The font files one document adds to the installed fonts (its spec's `fonts`, and `--font-path`), for
/// its own texts only: a text whose font names a set is set in the installed fonts and these files, and
/// never in another document's, whatever was rendered before it in the same process.
public struct FontSet: Hashable, Sendable {
    /// A font file: where it is, and the SHA-256 of the bytes it was read with, so that the file changed
    /// since (a font edited while `watch` runs) makes another set.
    public struct File: Hashable, Sendable {
        public let path: String
        public let digest: String

        public init(path: String, digest: String) {
            self.path = path
            self.digest = digest
        }
    }

    /// The files, in the order the spec and the command line name them.
    public let files: [File]

    public init(_ files: [File]) {
        self.files = files
    }
}
