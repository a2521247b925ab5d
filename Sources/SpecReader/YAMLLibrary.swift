import CYAML
import SharedLibraries

/// libyaml's parser, which YAML specs are read with, opened the first time one is read: a run given a
/// JSON spec never loads it. Its functions are the table CYAML's header lists.
extension YAMLLibrary {
    typealias Parser = UnsafeMutablePointer<yaml_parser_t>

    /// The library, opened once; the failure says why not.
    static let shared: Result<YAMLLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.yaml, YAMLLibrary_symbols())
}
