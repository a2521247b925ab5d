/// Reads PDF syntax from bytes of a file, starting at `position`: whitespace and comments, keywords,
/// numbers, names, strings, arrays, dictionaries and indirect references. Stream data is never read.
/// Positions are offsets in the file; the bytes end where the window read ends.
struct PDFParser {
    let bytes: PDFWindow
    private(set) var position: Int

    init(_ bytes: PDFWindow, at position: Int) {
        self.bytes = bytes
        self.position = position
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        delimiters.contains(byte)
    }

    private static let delimiters = Set("()<>[]{}/%".utf8)

    /// Moves past whitespace and comments.
    mutating func skipWhitespace() {
        while position < bytes.endIndex {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                while position < bytes.endIndex, bytes[position] != 10, bytes[position] != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The run of regular characters after any whitespace (a keyword or a number); empty at a delimiter or the end.
    mutating func token() -> String {
        skipWhitespace()
        let start = position
        while position < bytes.endIndex, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func expect(_ keyword: String) throws {
        let found = token()
        guard found == keyword else { throw unexpected(found, expecting: "`\(keyword)`") }
    }

    mutating func integer() throws -> Int {
        let found = token()
        guard let n = Int(found) else { throw unexpected(found, expecting: "an integer") }
        return n
    }

    /// The next value; a dictionary's entries carry the byte ranges of their keys and values.
    mutating func value() throws -> PDFValue {
        skipWhitespace()
        guard position < bytes.endIndex else { throw PDFUpdateError("the file ends where a value was expected") }
        switch bytes[position] {
        case UInt8(ascii: "/"):
            return .name(name())
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFValue] = []
            while !skip("]") { items.append(try value()) }
            return .array(items)
        case UInt8(ascii: "<") where position + 1 < bytes.endIndex && bytes[position + 1] == UInt8(ascii: "<"):
            position += 2
            return .dictionary(try entries())
        case UInt8(ascii: "<"):
            try skipHexString()
            return .other
        case UInt8(ascii: "("):
            try skipLiteralString()
            return .other
        default:
            return try number()
        }
    }

    /// The entries of a dictionary whose `<<` has been read, up to and past its `>>`.
    private mutating func entries() throws -> [(key: String, value: PDFValue, range: Range<Int>)] {
        var entries: [(key: String, value: PDFValue, range: Range<Int>)] = []
        while !skip(">>") {
            let start = position
            guard position < bytes.endIndex, bytes[position] == UInt8(ascii: "/") else {
                throw PDFUpdateError("a dictionary key was expected at byte \(position)")
            }
            let key = name()
            entries.append((key, try value(), start..<position))
        }
        return entries
    }

    /// A name at the position (its `/` included), with `#xx` escapes decoded.
    private mutating func name() -> String {
        position += 1
        var decoded: [UInt8] = []
        while position < bytes.endIndex, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
            if bytes[position] == UInt8(ascii: "#"), position + 2 < bytes.endIndex,
                let code = UInt8(String(decoding: bytes[(position + 1)...(position + 2)], as: UTF8.self), radix: 16)
            {
                decoded.append(code)
                position += 3
            } else {
                decoded.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// A number, an indirect reference (`12 0 R`) or a keyword value (`true`, `false`, `null`).
    private mutating func number() throws -> PDFValue {
        let found = token()
        if let n = Int(found) {
            let afterNumber = position
            if let generation = Int(token()), generation >= 0, token() == "R" {
                return .reference(PDFReference(number: n, generation: generation))
            }
            position = afterNumber
            return .integer(n)
        }
        guard Double(found) != nil || ["true", "false", "null"].contains(found) else {
            throw unexpected(found, expecting: "a value")
        }
        return .other
    }

    private mutating func skipHexString() throws {
        guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else {
            throw PDFUpdateError("a hexadecimal string at byte \(position) does not end")
        }
        position = end + 1
    }

    private mutating func skipLiteralString() throws {
        let start = position
        var depth = 0
        while position < bytes.endIndex {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            default: break
            }
            position += 1
            if depth == 0 { return }
        }
        throw PDFUpdateError("a string at byte \(start) does not end")
    }

    /// Moves past `delimiter` (after any whitespace) when it comes next; false at the end of the file,
    /// where the caller's next read fails.
    private mutating func skip(_ delimiter: String) -> Bool {
        skipWhitespace()
        let text = Array(delimiter.utf8)
        guard bytes[position...].starts(with: text) else { return false }
        position += text.count
        return true
    }

    private func unexpected(_ found: String, expecting what: String) -> PDFUpdateError {
        let shown = found.isEmpty ? (position < bytes.endIndex ? "`\(Character(Unicode.Scalar(bytes[position])))`" : "the end of the file") : "`\(found)`"
        return PDFUpdateError("\(what) was expected near byte \(position), found \(shown)")
    }
}
