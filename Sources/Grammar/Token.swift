/// One lexical unit of a design, with where it starts (1-based line and column).
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case name
        case number
        case string
        case symbol
        case end
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// Whether white space (or a comment) came just before it: a value's name followed by a spaced
    /// `(` is the value, not a call.
    var spaced: Bool

    func `is`(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isName(_ name: String) -> Bool { kind == .name && text == name }
}
