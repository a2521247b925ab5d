/// The seed a replacement, loop or definition mixes into the random state when it runs: entropy texts
/// (its adjustment's terms as written, its shape's name and arguments, a loop's index and bounds)
/// mixed into a starting state, as Context Free makes it.
struct Seed {
    private(set) var random: Rand64
    /// The byte of the state the next text's first byte goes into.
    private var index = 0

    init(_ start: UInt64) {
        random = Rand64(seed: 1)
        random.state = start
    }

    /// Mixes `text` in, the byte index running on from the previous text.
    mutating func mix(_ text: [UInt8]) { random.mix(text, index: &index) }

    /// `texts` mixed into `start` in order.
    static func mixing(_ texts: [[UInt8]], into start: UInt64) -> Rand64 {
        var seed = Seed(start)
        for text in texts { seed.mix(text) }
        return seed.random
    }

    /// A replacement's seed: its adjustment's terms, then its shape's name and arguments, from zero.
    static func replacement(_ shape: String, _ arguments: [Expression], _ adjustment: Adjustment) -> Rand64 {
        mixing([adjustment.entropy, named(shape, arguments)], into: 0)
    }

    /// The start shape's: its adjustment's terms mixed into Context Free's seed and then taken back out
    /// of the state (its name's bytes going on from where they stopped), or its name alone.
    static func start(_ shape: String, _ adjustment: Adjustment?) -> Rand64 {
        var seed = Seed(Rand64.defaultSeed)
        if let adjustment {
            seed.mix(adjustment.entropy)
            seed.random.state ^= Rand64.defaultSeed
        }
        seed.mix(Array(shape.utf8))
        return seed.random
    }

    /// A CFDG 3 loop's (`loop i = bounds [adjustment]`): its index's name and bounds mixed into Context
    /// Free's seed, and its adjustment's terms into another, the two states combined.
    static func loop(_ index: String?, _ bounds: [Expression], _ adjustment: Adjustment) -> Rand64 {
        var header = mixing([loopText(index, bounds)], into: Rand64.defaultSeed)
        header.state ^= mixing([adjustment.entropy], into: Rand64.defaultSeed).state
        return header
    }

    /// A CFDG 2 loop's (`n * {adjustment}`): its adjustment's terms as written and again in the order
    /// applied, then its count, from zero.
    static func countedLoop(_ count: Expression, _ adjustment: Adjustment) -> Rand64 {
        mixing([adjustment.entropy, adjustment.terms.flatMap(\.entropy), loopText(nil, [count])], into: 0)
    }

    /// A definition's: its name mixed into Context Free's seed; none for a constant, which Context Free
    /// computes once and never mixes in.
    static func definition(_ name: String, constant: Bool) -> Rand64? {
        constant ? nil : mixing([Array(name.utf8)], into: Rand64.defaultSeed)
    }

    private static func named(_ shape: String, _ arguments: [Expression]) -> [UInt8] {
        var text = Array(shape.utf8)
        if !arguments.isEmpty { Expression.list(arguments).entropy(into: &text) }
        return text
    }

    private static func loopText(_ index: String?, _ bounds: [Expression]) -> [UInt8] {
        var text = Array((index ?? "~~inaccessiblevar~~").utf8)
        Expression.arguments(bounds)?.entropy(into: &text)
        return text
    }
}
