import FileIO
import Glibc

/// A format of Python's format specification mini-language, as `{field:format}` takes it and as
/// Python's `format(value, spec)` reads it: `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`.
/// Whole numbers take the integer types (`d`, `b`, `o`, `x`, `X`, `c`, `n`) and the float ones; other
/// numbers the float types (`e`, `E`, `f`, `F`, `g`, `G`, `n`, `%`, none); text takes alignment, width
/// and precision (`s`). What Python refuses is refused, with why.
package struct FormatSpec: Hashable {
    /// Why a format cannot set a value.
    package struct Refusal: Error, Equatable {
        package var message: String
    }

    var fill: Character = " "
    var align: Character?
    var sign: Character?
    var noNegativeZero = false
    var alternate = false
    /// The `0` before the width: zeros between the sign and the digits (grouped as the digits are).
    var zeroPadding = false
    var width = 0
    var grouping: Character?
    var precision: Int?
    var type: Character?

    /// The most a width or a precision may be: wider text is not a format anyone means.
    static let maximumWidth = 1_000

    package init(_ text: String) throws(Refusal) {
        var rest = Substring(text)
        let aligns: Set<Character> = ["<", ">", "=", "^"]
        if rest.count >= 2, aligns.contains(rest[rest.index(after: rest.startIndex)]) {
            fill = rest.removeFirst()
            align = rest.removeFirst()
        } else if let first = rest.first, aligns.contains(first) {
            align = rest.removeFirst()
        }
        if let first = rest.first, "+- ".contains(first) { sign = rest.removeFirst() }
        if rest.first == "z" { noNegativeZero = rest.removeFirst() == "z" }
        if rest.first == "#" { alternate = rest.removeFirst() == "#" }
        if rest.first == "0" {
            rest.removeFirst()
            if align == nil {
                zeroPadding = true
                fill = "0"
            }
        }
        width = try Self.number(&rest, text) ?? 0
        if let first = rest.first, first == "," || first == "_" { grouping = rest.removeFirst() }
        if rest.first == "." {
            rest.removeFirst()
            guard let digits = try Self.number(&rest, text) else { throw Refusal(message: "the format \"\(text)\" has a \".\" without the digits after it") }
            precision = digits
        }
        if let first = rest.first, first.isLetter || first == "%" { type = rest.removeFirst() }
        guard rest.isEmpty else { throw Refusal(message: "\"\(text)\" is not a format: formats follow Python's, such as \".2f\", \",\", \"05d\" or \">8\"") }
    }

    private static func number(_ rest: inout Substring, _ text: String) throws(Refusal) -> Int? {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        rest = rest.dropFirst(digits.count)
        guard let value = Int(digits), value <= maximumWidth else {
            throw Refusal(message: "the format \"\(text)\" asks for more than \(maximumWidth) characters")
        }
        return value
    }

    // MARK: text

    /// `text` set by this format: aligned, padded and cut to the precision.
    package func text(_ text: String) throws(Refusal) -> String {
        if let type, type != "s" { throw Refusal(message: "the format \"\(type)\" is for numbers, and \"\(text)\" is text") }
        if sign != nil || noNegativeZero || alternate || grouping != nil || align == "=" {
            throw Refusal(message: "a sign, \"z\", \"#\", grouping and \"=\" are for numbers, and \"\(text)\" is text")
        }
        let cut = precision.map { String(text.prefix($0)) } ?? text
        return padded("", cut, defaultAlign: "<")
    }

    // MARK: numbers

    /// `number` set by this format; `isWhole` when it is a whole number (Python's int).
    package func number(_ number: Double, isWhole: Bool) throws(Refusal) -> String {
        let integerTypes: Set<Character> = ["d", "b", "o", "x", "X", "c", "n"]
        if isWhole, let whole = Int64(exactly: number), type.map(integerTypes.contains) ?? true {
            return try integer(whole, type: type ?? "d")
        }
        if let type, integerTypes.contains(type), type != "n" {
            throw Refusal(message: "the format \"\(type)\" takes a whole number, and \(number) is not one (\".0f\" rounds to one)")
        }
        return try float(number)
    }

    private func integer(_ value: Int64, type: Character) throws(Refusal) -> String {
        if let precision { throw Refusal(message: "a whole number takes no precision without a type: \".\(precision)f\" sets \(precision) decimals") }
        if type == "c" {
            guard sign == nil, !alternate, grouping == nil else { throw Refusal(message: "the format \"c\" takes no sign, \"#\" or grouping") }
            guard let scalar = Unicode.Scalar(UInt32(clamping: max(0, value))), value >= 0, value <= 0x10FFFF else {
                throw Refusal(message: "\(value) is not a character's code point (0 to 1114111)")
            }
            return padded("", String(Character(scalar)), defaultAlign: ">")
        }
        let radix: Int, prefix: String, groupSize: Int
        switch type {
        case "b": (radix, prefix, groupSize) = (2, "0b", 4)
        case "o": (radix, prefix, groupSize) = (8, "0o", 4)
        case "x": (radix, prefix, groupSize) = (16, "0x", 4)
        case "X": (radix, prefix, groupSize) = (16, "0X", 4)
        default: (radix, prefix, groupSize) = (10, "", 3)
        }
        if grouping == ",", radix != 10 || type == "n" { throw Refusal(message: "\",\" groups decimal digits: with \"\(type)\" use \"_\"") }
        if grouping != nil, type == "n" { throw Refusal(message: "\"n\" takes no grouping") }
        var digits = String(value.magnitude, radix: radix)
        if type == "X" { digits = digits.uppercased() }
        let lead = signText(negative: value < 0) + (alternate ? prefix : "")
        return paddedNumber(lead, digits, fraction: "", groupSize: groupSize)
    }

    private func float(_ value: Double) throws(Refusal) -> String {
        let type = self.type
        if grouping != nil, type == "n" { throw Refusal(message: "\"n\" takes no grouping") }
        if grouping == "_", let type, !"eEfFgG%".contains(type) { throw Refusal(message: "\"_\" does not group \"\(type)\"") }
        var number = value
        if type == "%" { number *= 100 }
        var body: String
        switch type {
        case "f", "F", "%": body = Self.printf("f", alternate, precision ?? 6, number)
        case "e", "E": body = Self.printf("e", alternate, precision ?? 6, number)
        case "g", "G", "n": body = Self.printf("g", alternate, precision.map { max($0, 1) } ?? 6, number)
        case nil:
            if let precision {
                body = Self.significant(number, digits: max(precision, 1), alternate: alternate)
            } else {
                body = number.isFinite ? "\(number.magnitude)" : Self.printf("g", false, 6, number.magnitude)
            }
        default: throw Refusal(message: "\"\(type!)\" is not a format type for numbers: use d, f, e, g, %, b, o, x or their capitals")
        }
        if body.hasPrefix("-") { body.removeFirst() }
        if type == "F" || type == "E" || type == "G" { body = body.uppercased() }
        if type == "%" { body += "%" }
        var negative = value.sign == .minus && !value.isNaN
        if negative, noNegativeZero, body.allSatisfy({ !("1"..."9").contains($0) }) { negative = false }
        // The digits before the point (or the exponent) are grouped; the rest follows as it is.
        let end = body.firstIndex { !$0.isNumber } ?? body.endIndex
        let digits = body[..<end].isEmpty ? body : String(body[..<end])
        let fraction = body[..<end].isEmpty ? "" : String(body[end...])
        return paddedNumber(signText(negative: negative), digits, fraction: fraction, groupSize: 3)
    }

    /// `value` to `digits` significant digits as Python sets a float with a precision and no type: fixed
    /// with at least one decimal while its exponent is from -4 to `digits` - 2, else with an exponent,
    /// trailing zeros dropped unless `alternate`.
    private static func significant(_ value: Double, digits: Int, alternate: Bool) -> String {
        guard value.isFinite else { return printf("g", false, digits, value) }
        let scientific = printf("e", alternate, digits - 1, value)
        let exponent = scientific.split(separator: "e").last.flatMap { Int($0) } ?? 0
        func trimmed(_ text: String) -> String {
            guard !alternate, text.contains(".") else { return text }
            var text = Substring(text)
            while text.last == "0" { text.removeLast() }
            return text.last == "." ? String(text) + "0" : String(text)
        }
        guard exponent < -4 || exponent >= digits - 1 else { return trimmed(printf("f", alternate, digits - 1 - exponent, value)) }
        let parts = scientific.split(separator: "e")
        var mantissa = trimmed(String(parts[0]))
        if mantissa.hasSuffix(".0"), !alternate { mantissa.removeLast(2) }
        return mantissa + "e" + parts[1]
    }

    /// `value` (its magnitude, sign apart) through C's printf with this conversion: the digits Python's
    /// float formatting gives (both round the binary value correctly).
    private static func printf(_ conversion: Character, _ alternate: Bool, _ precision: Int, _ value: Double) -> String {
        String(cFormat: "%\(alternate ? "#" : "").\(precision)\(conversion)", value.magnitude)
    }

    private func signText(negative: Bool) -> String {
        if negative { return "-" }
        switch sign {
        case "+": return "+"
        case " ": return " "
        default: return ""
        }
    }

    /// `lead` (sign and prefix), `digits` grouped, then `fraction`, padded to the width. Zero padding goes
    /// between the lead and the digits, and is grouped with them.
    private func paddedNumber(_ lead: String, _ digits: String, fraction: String, groupSize: Int) -> String {
        guard zeroPadding, digits.allSatisfy(\.isHexDigit) else { return padded(lead, grouped(digits, groupSize) + fraction, defaultAlign: ">") }
        var zeros = digits
        while lead.count + grouped(zeros, groupSize).count + fraction.count < width { zeros = "0" + zeros }
        var body = grouped(zeros, groupSize)
        // A separator that would lead the digits is a zero instead, as Python pads.
        if grouping != nil, lead.count + body.count + fraction.count > width, body.first == grouping, zeros.count > digits.count {
            body = "0" + body.dropFirst()
        }
        return lead + body + fraction
    }

    private func grouped(_ digits: String, _ size: Int) -> String {
        guard let grouping else { return digits }
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % size == 0 { out.append(grouping) }
            out.append(c)
        }
        return out
    }

    /// `lead` then `body`, filled to the width as the alignment says (`=`: between the lead and the body).
    private func padded(_ lead: String, _ body: String, defaultAlign: Character) -> String {
        let length = lead.count + body.count
        guard width > length else { return lead + body }
        let padding = width - length
        switch align ?? defaultAlign {
        case "<": return lead + body + String(repeating: fill, count: padding)
        case "^": return String(repeating: fill, count: padding / 2) + lead + body + String(repeating: fill, count: padding - padding / 2)
        case "=": return lead + String(repeating: fill, count: padding) + body
        default: return String(repeating: fill, count: padding) + lead + body
        }
    }
}
