/// Context Free's random numbers: the xorshift64* generator (Vigna) with Context Free's seed, whose
/// state each shape carries and splits for its children. The same published algorithm, in Swift, is what
/// makes a design's random choices those `cfdg` makes for the same variation.
struct Rand64: Equatable, Sendable {
    static let multiplier: UInt64 = 2_685_821_657_736_338_717
    static let defaultSeed: UInt64 = 0x3DF4_1234_ABCD_330E

    var state: UInt64

    init(seed: UInt64 = Rand64.defaultSeed) { state = seed == 0 ? Self.defaultSeed : seed }

    /// One step of the xorshift.
    mutating func discard() {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
    }

    /// The next output, the state stepped.
    @discardableResult
    mutating func next() -> UInt64 {
        let result = state &* Self.multiplier
        discard()
        return result
    }

    /// A number in [0, 1) from the next output's low 52 bits.
    mutating func nextDouble() -> Double {
        Double(next() & 0xF_FFFF_FFFF_FFFF) * 0x1p-52
    }

    /// Mixes `text` in, a byte at a time, each into the byte of the state `index` names, stepping
    /// after each (`index` runs on from one text to the next, modulo 8).
    mutating func mix(_ text: [UInt8], index: inout Int) {
        for byte in text {
            state ^= UInt64(byte) << UInt64(index * 8)
            discard()
            index = (index + 1) & 7
        }
    }
}
