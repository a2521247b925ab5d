import FileIO
import FoundationEssentials

/// A content stream with its RGB colours in ink: `r g b rg` becomes `c m y k k` (and `RG` `K`), a colour
/// set in /DeviceRGB (`cs`, `sc`, `scn`) the same in /DeviceCMYK; everything else is copied byte for byte.
package struct ContentInks {
    /// The inks of an RGB colour.
    let inks: (Double, Double, Double) -> [Double]

    package init(inks: @escaping (Double, Double, Double) -> [Double]) {
        self.inks = inks
    }

    private enum Kind {
        case number, name, other
    }

    /// An operand: what it is, where it lies in the input, and where it starts in the output.
    private struct Operand {
        var kind: Kind
        var source: Range<Int>
        var output: Int
    }

    /// The colour spaces set for filling and stroking, as `q` and `Q` save and restore them.
    private struct Spaces {
        var fillIsRGB = false
        var strokeIsRGB = false
    }

    package func rewrite(_ bytes: [UInt8]) throws(CMYKConversionError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        // The operands since the last operator. Tokens stay bytes: a number is read only when a colour
        // operator takes it (a tree's page is millions of path coordinates).
        var operands: [Operand] = []
        var spaces = Spaces()
        var saved: [Spaces] = []
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if Self.isWhite(byte) {
                output.append(byte)
                i += 1
                continue
            }
            let start = i
            var kind = Kind.other
            switch byte {
            case UInt8(ascii: "%"):
                while i < n, bytes[i] != 10, bytes[i] != 13 { i += 1 }
                output.append(contentsOf: bytes[start..<i])
                continue
            case UInt8(ascii: "("):
                i = try Self.endOfString(bytes, from: i)
            case UInt8(ascii: "<"):
                if i + 1 < n, bytes[i + 1] == UInt8(ascii: "<") {
                    i += 2
                } else {
                    while i < n, bytes[i] != UInt8(ascii: ">") { i += 1 }
                    guard i < n else { throw CMYKConversionError("a content stream's hexadecimal string is not closed") }
                    i += 1
                }
            case UInt8(ascii: ">"):
                i += i + 1 < n && bytes[i + 1] == UInt8(ascii: ">") ? 2 : 1
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                i += 1
            case UInt8(ascii: "/"):
                i += 1
                while i < n, Self.isRegular(bytes[i]) { i += 1 }
                kind = .name
            default:
                while i < n, Self.isRegular(bytes[i]) { i += 1 }
                if Self.startsNumber(byte) {
                    kind = .number
                    break
                }
                let token = bytes[start..<i]
                if Self.token(token, is: "BI") {
                    i = try Self.endOfInlineImage(bytes, from: i)
                    operands.removeAll(keepingCapacity: true)
                    output.append(contentsOf: bytes[start..<i])
                    continue
                }
                let replacement = self.replacement(for: token, operands: operands, in: bytes, spaces: &spaces, saved: &saved)
                operands.removeAll(keepingCapacity: true)
                if let replacement {
                    output.removeSubrange(replacement.from...)
                    output.append(contentsOf: Array(replacement.text.utf8))
                } else {
                    output.append(contentsOf: token)
                }
                continue
            }
            operands.append(Operand(kind: kind, source: start..<i, output: output.count))
            output.append(contentsOf: bytes[start..<i])
        }
        return output
    }

    /// What an operator and its operands become in ink, from which output offset; nil to copy them.
    private func replacement(
        for token: ArraySlice<UInt8>, operands: [Operand], in bytes: [UInt8], spaces: inout Spaces, saved: inout [Spaces]
    ) -> (from: Int, text: String)? {
        func numbers(_ count: Int) -> [Double]? {
            guard operands.count >= count else { return nil }
            let values = operands.suffix(count).compactMap { operand -> Double? in
                guard operand.kind == .number else { return nil }
                return Double(String(decoding: bytes[operand.source], as: UTF8.self))
            }
            return values.count == count ? values : nil
        }
        let fill = token.first.map { $0 >= UInt8(ascii: "a") } ?? true
        switch token.count {
        case 1 where Self.token(token, is: "q"):
            saved.append(spaces)
        case 1 where Self.token(token, is: "Q"):
            spaces = saved.popLast() ?? Spaces()
        case 2 where Self.token(token, is: "rg") || Self.token(token, is: "RG"):
            guard let rgb = numbers(3) else { return nil }
            return (operands[operands.count - 3].output, Self.format(inks(rgb[0], rgb[1], rgb[2])) + (fill ? " k" : " K"))
        case 2 where Self.token(token, is: "cs") || Self.token(token, is: "CS"):
            let isRGB = operands.last.map { $0.kind == .name && Self.token(bytes[$0.source], is: "/DeviceRGB") } ?? false
            if fill { spaces.fillIsRGB = isRGB } else { spaces.strokeIsRGB = isRGB }
            if isRGB, let from = operands.last?.output { return (from, "/DeviceCMYK " + String(decoding: token, as: UTF8.self)) }
        case 2 where Self.token(token, is: "sc") || Self.token(token, is: "SC"), 3 where Self.token(token, is: "scn") || Self.token(token, is: "SCN"):
            guard fill ? spaces.fillIsRGB : spaces.strokeIsRGB, let rgb = numbers(3) else { return nil }
            return (operands[operands.count - 3].output, Self.format(inks(rgb[0], rgb[1], rgb[2])) + " " + String(decoding: token, as: UTF8.self))
        default:
            break
        }
        return nil
    }

    private static func token(_ token: ArraySlice<UInt8>, is text: StaticString) -> Bool {
        token.count == text.utf8CodeUnitCount && text.withUTF8Buffer { token.elementsEqual($0) }
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// Inks as a content stream writes them: at most six decimals, no trailing zeros.
    package static func format(_ inks: [Double]) -> String {
        inks.map(number).joined(separator: " ")
    }

    static func number(_ value: Double) -> String {
        var text = String(cFormat: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func isWhite(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
    }

    private static func isRegular(_ byte: UInt8) -> Bool {
        !isWhite(byte) && !"()<>[]{}/%".utf8.contains(byte)
    }

    /// The offset after a literal string that starts at `start`: parentheses nest, a backslash escapes.
    private static func endOfString(_ bytes: [UInt8], from start: Int) throws(CMYKConversionError) -> Int {
        var depth = 0
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return i + 1 }
            default: break
            }
            i += 1
        }
        throw CMYKConversionError("a content stream's string is not closed")
    }

    /// The offset after an inline image whose `BI` ends at `start`. cairo writes none; one in RGB is
    /// refused rather than left in RGB.
    private static func endOfInlineImage(_ bytes: [UInt8], from start: Int) throws(CMYKConversionError) -> Int {
        var i = start
        // `ID` stands alone: white space before it and one white-space byte after it.
        while i + 2 < bytes.count, !(bytes[i] == UInt8(ascii: "I") && bytes[i + 1] == UInt8(ascii: "D") && isWhite(bytes[i - 1]) && isWhite(bytes[i + 2])) {
            i += 1
        }
        let header = String(decoding: bytes[start..<min(i, bytes.count)], as: UTF8.self)
        if header.contains("/RGB") || header.contains("/DeviceRGB") {
            throw CMYKConversionError("an inline picture in RGB cannot be converted")
        }
        i += 3
        // The data ends at an `EI` standing alone: white space before it, white space or the end after it.
        while i + 2 < bytes.count,
            !(isWhite(bytes[i]) && bytes[i + 1] == UInt8(ascii: "E") && bytes[i + 2] == UInt8(ascii: "I") && (i + 3 == bytes.count || isWhite(bytes[i + 3])))
        { i += 1 }
        guard i + 2 < bytes.count else { throw CMYKConversionError("an inline picture is not closed") }
        return i + 3
    }
}
