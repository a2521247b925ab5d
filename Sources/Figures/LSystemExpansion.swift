/// Rewrites an L-system depth first, handing each symbol of the last iteration to a turtle in order:
/// the string is never held, so memory grows with the iterations, not with the symbols.
///
/// Where a symbol has several productions, the one taken at an occurrence depends only on the seed,
/// the iteration and how many such choices that iteration made before it (its place among them, as
/// rewriting the whole string at once would meet them): the same seed makes the same figure, and one
/// more iteration refines the same choices.
struct LSystemExpansion {
    /// Each symbol's productions (none: it stays itself), and their weights' running sums over 1.
    private let productions: [[[UInt8]]]
    private let thresholds: [[Double]]
    private let axiom: [UInt8]
    private let iterations: Int
    private let seed: UInt64
    /// The choices made so far at each iteration.
    private var choices: [UInt64]

    init(_ grammar: LSystemGrammar, iterations: Int, seed: UInt64) {
        var productions = [[[UInt8]]](repeating: [], count: 256), thresholds = [[Double]](repeating: [], count: 256)
        for (symbol, options) in grammar.rules {
            productions[Int(symbol)] = options.map(\.replacement)
            let total = options.reduce(0) { $0 + $1.weight }
            var sum = 0.0
            thresholds[Int(symbol)] = options.map { option in
                sum += option.weight
                return sum / total
            }
        }
        self.productions = productions
        self.thresholds = thresholds
        axiom = grammar.axiom
        self.iterations = iterations
        self.seed = seed
        choices = Array(repeating: 0, count: max(iterations, 0))
    }

    /// Walks `turtle` through the last iteration's symbols.
    mutating func run<Sink>(_ turtle: inout Turtle<Sink>) {
        expand(axiom, level: 0, &turtle)
    }

    private mutating func expand<Sink>(_ symbols: [UInt8], level: Int, _ turtle: inout Turtle<Sink>) {
        for symbol in symbols {
            let options = productions[Int(symbol)]
            if level == iterations || options.isEmpty {
                turtle.perform(symbol)
            } else {
                expand(options.count == 1 ? options[0] : options[choose(symbol, at: level)], level: level + 1, &turtle)
            }
        }
    }

    /// The production taken at the next choice of iteration `level`.
    private mutating func choose(_ symbol: UInt8, at level: Int) -> Int {
        let place = choices[level]
        choices[level] += 1
        var generator = SeededGenerator(seed: (seed &+ UInt64(level) &* 0xD1B5_4A32_D192_ED03) ^ (place &* 0x94D0_49BB_1331_11EB))
        let draw = Double(generator.next() >> 11) / Double(1 << 53)
        let sums = thresholds[Int(symbol)]
        return sums.firstIndex { draw < $0 } ?? sums.count - 1
    }
}
