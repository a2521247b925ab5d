/// The bytes of a `data:` URI's payload, decoded one at a time from base64 (whitespace passed over) or
/// from percent-escapes: reading a picture's header decodes only the header.
struct DataURIBytes: IteratorProtocol {
    private var text: Substring.UTF8View
    private let base64: Bool
    /// Decoded base64 bits not yet handed out, the oldest highest.
    private var bits: UInt32 = 0
    private var bitCount = 0

    init(_ text: Substring.UTF8View, base64: Bool) {
        self.text = text
        self.base64 = base64
    }

    mutating func next() -> UInt8? {
        base64 ? nextBase64() : nextEscaped()
    }

    /// The next `count` bytes, fewer where the payload ends first.
    mutating func take(_ count: Int) -> [UInt8] {
        var taken: [UInt8] = []
        while taken.count < count, let byte = next() { taken.append(byte) }
        return taken
    }

    /// Skips `count` bytes; false when the payload ends first.
    mutating func skip(_ count: Int) -> Bool {
        for _ in 0..<count where next() == nil { return false }
        return true
    }

    private mutating func nextBase64() -> UInt8? {
        while bitCount < 8 {
            guard let character = text.popFirst() else { return nil }
            guard let value = Self.sextet(character) else { continue }
            bits = bits << 6 | UInt32(value)
            bitCount += 6
        }
        bitCount -= 8
        let byte = UInt8(truncatingIfNeeded: bits >> bitCount)
        bits &= (1 << bitCount) - 1
        return byte
    }

    /// The six bits a base64 character stands for; nil for padding, whitespace and anything else.
    private static func sextet(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): 63
        default: nil
        }
    }

    private mutating func nextEscaped() -> UInt8? {
        guard let character = text.popFirst() else { return nil }
        guard character == UInt8(ascii: "%"), let first = text.first, let high = Self.hexDigit(first),
            let second = text.dropFirst().first, let low = Self.hexDigit(second)
        else { return character }
        text.removeFirst(2)
        return high << 4 | low
    }

    private static func hexDigit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
