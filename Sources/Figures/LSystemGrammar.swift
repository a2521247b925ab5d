/// An L-system's rewriting: the axiom, and the productions each symbol is replaced by at every
/// iteration (one chosen by weight where there are several). Symbols are bytes (a spec writes ASCII); a symbol
/// without productions stays itself.
public struct LSystemGrammar: Hashable, Sendable {
    /// One replacement of a symbol, chosen with a chance in proportion to its weight.
    public struct Production: Hashable, Sendable {
        public var replacement: [UInt8]
        public var weight: Double

        public init(_ replacement: String, weight: Double = 1) {
            self.replacement = Array(replacement.utf8)
            self.weight = weight
        }
    }

    public var axiom: [UInt8]
    public var rules: [UInt8: [Production]]

    public init(axiom: String, rules: [UInt8: [Production]]) {
        self.axiom = Array(axiom.utf8)
        self.rules = rules
    }

    /// The symbols the turtle draws a segment for.
    public static let drawing: Set<UInt8> = [UInt8(ascii: "F"), UInt8(ascii: "G")]

    /// What `iterations` rewritings of the axiom make, counted from the productions without rewriting
    /// anything: the segments drawn and the symbols in all. Exact where every symbol has at most one
    /// production; with several, the most any choice could make. Counts past `Int.max` stay at it.
    public func counts(after iterations: Int) -> (segments: Int, symbols: Int) {
        // The segments and the symbols that one symbol becomes after k rewritings, for k = 0, 1, ...
        var segments = [Int](repeating: 0, count: 256), symbols = [Int](repeating: 1, count: 256)
        for symbol in Self.drawing { segments[Int(symbol)] = 1 }
        for _ in 0..<max(0, iterations) {
            var nextSegments = segments, nextSymbols = symbols
            for (symbol, productions) in rules {
                let made = productions.map { production in
                    production.replacement.reduce((0, 0)) { sum, s in
                        (SaturatingCount.sum(sum.0, segments[Int(s)]), SaturatingCount.sum(sum.1, symbols[Int(s)]))
                    }
                }
                nextSegments[Int(symbol)] = made.map(\.0).max() ?? 0
                nextSymbols[Int(symbol)] = made.map(\.1).max() ?? 0
            }
            (segments, symbols) = (nextSegments, nextSymbols)
        }
        return axiom.reduce((0, 0)) { sum, s in (SaturatingCount.sum(sum.0, segments[Int(s)]), SaturatingCount.sum(sum.1, symbols[Int(s)])) }
    }
}
