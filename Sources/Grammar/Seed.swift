/// The seed a replacement, loop or definition mixes into the random state when it runs: entropy texts
/// (its adjustment's terms as written, its shape's name) mixed into a starting state, as Context Free
/// makes it.
enum Seed {
    /// `texts` mixed into `start` in order, the byte index running on across them.
    static func mixing(_ texts: [[UInt8]], into start: UInt64) -> Rand64 {
        var random = Rand64(seed: 1)
        random.state = start
        var index = 0
        for text in texts { random.mix(text, index: &index) }
        return random
    }
}
