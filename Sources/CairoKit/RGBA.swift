/// A pixel with straight alpha, each component 0...255.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Unpremultiplies cairo's 0xAARRGGBB word.
    public init(premultipliedARGB word: UInt32) {
        let a = UInt8(truncatingIfNeeded: word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let c = UInt32(truncatingIfNeeded: word >> shift) & 0xFF
            guard a != 0 else { return 0 }
            return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }

    /// The largest difference between two pixels over the four components.
    public func distance(to other: RGBA) -> Int {
        max(
            abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
            abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
}
