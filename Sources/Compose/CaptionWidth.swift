/// How wide a caption's characters suggest it is, in ems, without setting it: enough to tell which of a
/// run's captions are likely the widest (`RunCaptions`), never to set one.
enum CaptionWidth {
    /// About half an em for narrow letters and marks of punctuation, an em and a half for the widest, two
    /// for the characters of East Asian scripts, nothing for combining marks and format characters, and
    /// an em for every other character.
    static func estimate(_ string: String) -> Double {
        var width = 0.0
        for byte in string.utf8 where byte < 0x80 { width += ascii[Int(byte)] }
        guard string.utf8.contains(where: { $0 >= 0x80 }) else { return width }
        for scalar in string.unicodeScalars where scalar.value >= 0x80 { width += Self.width(of: scalar) }
        return width
    }

    /// The widths of ASCII's characters: control characters none.
    private static let ascii: [Double] = (0..<128).map { code in
        let narrow = "iljtfrI.,;:'!|()[] ".utf8, wide = "mwMW@%".utf8
        return code < 0x20 || code == 0x7F ? 0 : narrow.contains(UInt8(code)) ? 0.5 : wide.contains(UInt8(code)) ? 1.5 : 1
    }

    private static func width(of scalar: Unicode.Scalar) -> Double {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
