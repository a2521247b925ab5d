/// A fault in a design or its expansion, at the line and column of the construct it names.
public struct GrammarError: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    init(at token: Token, _ message: String) {
        self.init(line: token.line, column: token.column, message)
    }

    /// "line:column: message", as the spec's diagnostics quote it.
    public var description: String { "\(line):\(column): \(message)" }
}
