/// Splits a design's text into tokens: names (`CF::Background`, `|hue` targets, `rule`), numbers as
/// written (their text is what a random choice's entropy is made from), strings, and symbols. Comments
/// (`//`, `#`, `/* */`) and line ends of any kind (LF, CRLF, CR) are white space.
struct Lexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Context Free's Unicode spellings of `..`, `+/-`, `<=`, `>=`, `<>` and infinity.
    private static let unicodeSymbols = [("…", ".."), ("±", "+/-"), ("≤", "<="), ("≥", ">="), ("≠", "<>"), ("∞", "∞")]

    private static let symbols = ["--", "..", "+/-", "<=", ">=", "==", "<>", "&&", "||", "^^", "++", "!=", "::"]

    static func tokens(_ text: String) throws(GrammarError) -> [Token] {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 10 || (byte == 13 && peek() != 10) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Skips white space and comments; whether there was any.
    private mutating func skipSpace() throws(GrammarError) -> Bool {
        let start = index
        while let byte = peek() {
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12 {
                advance()
            } else if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/")) {
                while let b = peek(), b != 10, b != 13 { advance() }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                let (l, c) = (line, column)
                advance()
                advance()
                while !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    guard peek() != nil else { throw GrammarError(line: l, column: c, "a comment opened here is not closed with */") }
                    advance()
                }
                advance()
                advance()
            } else {
                break
            }
        }
        return index > start
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 0x80
    }

    private static func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 48 && $0 <= 57 } ?? false }

    private mutating func next() throws(GrammarError) -> Token {
        let spaced = try skipSpace()
        let (l, c, start) = (line, column, index)
        func token(_ kind: Token.Kind) -> Token {
            Token(kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), line: l, column: c, spaced: spaced)
        }
        guard let byte = peek() else { return Token(kind: .end, text: "", line: l, column: c, spaced: spaced) }
        for (spelling, symbol) in Self.unicodeSymbols where bytes[index...].starts(with: spelling.utf8) {
            for _ in spelling.utf8 { advance() }
            return Token(kind: symbol == "∞" ? .number : .symbol, text: symbol, line: l, column: c, spaced: spaced)
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && Self.isDigit(peek(1))) {
            while Self.isDigit(peek()) { advance() }
            if peek() == UInt8(ascii: "."), Self.isDigit(peek(1)) || peek(1) != UInt8(ascii: ".") {
                advance()
                while Self.isDigit(peek()) { advance() }
            }
            if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E"),
                Self.isDigit(peek(1)) || ((peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+")) && Self.isDigit(peek(2)))
            {
                advance()
                advance()
                while Self.isDigit(peek()) { advance() }
            }
            return token(.number)
        }
        if Self.isNameStart(byte) || (byte == UInt8(ascii: "|") && peek(1).map(Self.isNameStart) == true) {
            advance()
            while let b = peek(), Self.isNameStart(b) || Self.isDigit(b) || (b == UInt8(ascii: ":") && peek(1) == b) {
                if b == UInt8(ascii: ":") { advance() }
                advance()
            }
            return token(.name)
        }
        if byte == UInt8(ascii: "\"") {
            advance()
            while let b = peek(), b != UInt8(ascii: "\""), b != 10, b != 13 { advance() }
            guard peek() == UInt8(ascii: "\"") else { throw GrammarError(line: l, column: c, "a string opened here is not closed with \"") }
            advance()
            return token(.string)
        }
        for symbol in Self.symbols where bytes[index...].starts(with: symbol.utf8) {
            for _ in symbol.utf8 { advance() }
            return token(.symbol)
        }
        guard byte < 0x80 else { throw GrammarError(line: l, column: c, "unexpected character") }
        advance()
        return token(.symbol)
    }
}
