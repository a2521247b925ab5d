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
    /// is CFDG 2), or the first fault, located.
    public static func read(_ text: String) throws(GrammarError) -> Design {
        var parser = try Parser(text)
        return try parser.design()
    }
}
