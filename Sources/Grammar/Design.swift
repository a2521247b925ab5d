/// A Context Free design as read: its start shape, its shapes and paths, its global values and its
/// `CF::` settings. `expand` draws it.
public struct Design: Sendable {
    /// 2 for the older syntax (`rule NAME { }`), 3 for the current one (`shape NAME { }`).
    public internal(set) var version: Int
    var start: Replacement?
    var shapes: [String: ShapeDefinition] = [:]
    var globals: [(String, Expression, Rand64?)] = []
    var background: Adjustment?
    var tile: Adjustment?
    var minimumSize: Expression?
    var maxShapes: Expression?

    init(version: Int) { self.version = version }

    /// The design in `text`, CFDG 2 or 3 (told apart as Context Free does: a `rule` followed by a name
    /// is CFDG 2), or the first fault, located. `files` gives the text of a file the design imports
    /// (`import NAME.cfdg`, CFDG 2's `include`), or throws why it cannot.
    public static func read(_ text: String, files: @escaping Files = { name throws(ImportFailure) in throw ImportFailure.unreadable(name) })
        throws(GrammarError) -> Design
    {
        var parser = try Parser(text)
        parser.files = files
        var design = Design(version: parser.version)
        try parser.contents(of: &design)
        return try parser.checked(design)
    }

    /// Reads a file a design imports, by the name written.
    public typealias Files = (String) throws(ImportFailure) -> String
}
