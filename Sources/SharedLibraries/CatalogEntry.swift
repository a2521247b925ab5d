/// A C library poster opens the first time a run needs it (`SharedLibrary.bind`), as `LibraryCatalog`
/// lists it: what to open, and which Debian packages install it and its header.
public struct CatalogEntry: Sendable {
    /// What the library is called, for messages.
    public let name: String
    /// The files to open, the first that loads: the versioned soname first (the .deb's Depends names
    /// the package that installs it, packaging/depends.sh), then the unversioned link a -dev package adds.
    public let sonames: [String]
    /// The Debian package that installs the library.
    public let package: String
    /// The Debian package that installs its header, which the library's C module (`Sources/C…`) reads.
    public let headers: String

    public init(name: String, sonames: [String], package: String, headers: String) {
        self.name = name
        self.sonames = sonames
        self.package = package
        self.headers = headers
    }
}
