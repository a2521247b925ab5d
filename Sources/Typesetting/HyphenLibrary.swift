import CHyphen
import SharedLibraries

/// libhyphen, LibreOffice's hyphenator, which reads the patterns of Debian's hyphen-* packages: opened
/// the first time a text is hyphenated, so a run that hyphenates none never loads it. Its functions are
/// the table CHyphen's header lists.
extension HyphenLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<HyphenLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.hyphen, HyphenLibrary_symbols())
}
