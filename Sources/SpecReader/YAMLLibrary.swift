import CYAML
import SharedLibraries

/// libyaml's parser, which YAML specs are read with, opened the first time one is read: a run given a
/// JSON spec never loads it.
struct YAMLLibrary: LibraryBinding, Sendable {
    typealias Parser = UnsafeMutablePointer<yaml_parser_t>
    let initialize: @convention(c) (Parser) -> Int32
    /// Reads the text from the given bytes, which must outlive the parse.
    let setInputString: @convention(c) (Parser, UnsafeRawPointer?, Int) -> Void
    let parse: @convention(c) (Parser, UnsafeMutablePointer<yaml_event_t>) -> Int32
    let deleteEvent: @convention(c) (UnsafeMutablePointer<yaml_event_t>) -> Void
    let delete: @convention(c) (Parser) -> Void

    /// The library, opened once; the failure says why not.
    static let shared: Result<YAMLLibrary, LibraryError> = SharedLibrary.bind(["libyaml-0.so.2", "libyaml.so"], package: "libyaml-0-2")

    init(_ library: SharedLibrary) throws(LibraryError) {
        initialize = try library.function("yaml_parser_initialize")
        setInputString = try library.function("yaml_parser_set_input_string")
        parse = try library.function("yaml_parser_parse")
        deleteEvent = try library.function("yaml_event_delete")
        delete = try library.function("yaml_parser_delete")
    }
}
