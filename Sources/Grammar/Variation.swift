/// A variation code ("ABC") as the number that seeds a design's random choices: Context Free's
/// bijective base-26 letters (A = 1, Z = 26, AA = 27), or a decimal number as written.
public enum Variation {
    /// The number `code` stands for; nil for a code of other characters or beyond 2^31 - 1.
    public static func number(_ code: String) -> Int? {
        if let value = Int(code), value > 0, value <= Int(Int32.max) { return value }
        guard !code.isEmpty else { return nil }
        var value = 0, offset = 0, range = 1
        for scalar in code.unicodeScalars {
            guard range <= Int(Int32.max) else { return nil }
            offset += range
            value *= 26
            switch scalar.value {
            case 65...90: value += Int(scalar.value) - 65
            case 97...122: value += Int(scalar.value) - 97
            default: return nil
            }
            range *= 26
        }
        return offset + value <= Int(Int32.max) ? offset + value : nil
    }
}
