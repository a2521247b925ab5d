/// The functions poster calls in one library, bound from it once it is opened (`SharedLibrary.bind`).
public protocol LibraryBinding {
    init(_ library: SharedLibrary) throws(LibraryError)
}

extension SharedLibrary {
    /// Opens the first of `files` that loads (`package` is the Debian package that installs it) and binds
    /// `Binding`'s functions from it; the failure says what is missing.
    public static func bind<Binding: LibraryBinding>(_ files: [String], package: String) -> Result<Binding, LibraryError> {
        open(files, package: package).flatMap { library in Result { () throws(LibraryError) in try Binding(library) } }
    }
}
