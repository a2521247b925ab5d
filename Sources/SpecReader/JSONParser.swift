/// A strict JSON (RFC 8259) parser that keeps the line and column of every value and key.
public struct JSONParser {
    /// A syntax error and where it is.
    public struct SyntaxError: Error, Hashable, Sendable {
        public var position: SourcePosition
        public var message: String

        package init(position: SourcePosition, message: String) {
            self.position = position
            self.message = message
        }
    }

    /// Deeper nesting than this is refused rather than risking the stack.
    public static let maximumDepth = 200

    /// Told of every value as it starts (an object or array before its contents, holding none of them)
    /// and of every key before its value, with its depth (0: the document, 1: in the outermost array or
    /// object); a message either returns stops the parse there with that message. For a first pass over
    /// a data file that checks the file's shape (counts, kinds) before anything is kept.
    package struct Observer {
        package var value: (_ node: SpecNode, _ depth: Int) -> String?
        package var key: (_ key: String, _ position: SourcePosition, _ depth: Int) -> String?

        package init(
            value: @escaping (_ node: SpecNode, _ depth: Int) -> String?, key: @escaping (_ key: String, _ position: SourcePosition, _ depth: Int) -> String?
        ) {
            self.value = value
            self.key = key
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private var observer: Observer?
    /// False for a pass that only checks: objects and arrays come back empty, so nothing is held.
    private var keepsValues = true

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// A parser of `bytes` (UTF-8) from `start`, the bytes before it (a byte-order mark) not counted in positions.
    package init(bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        index = start
    }

    public static func parse(_ text: String) throws(SyntaxError) -> SpecNode {
        var parser = JSONParser(text)
        return try parser.parseDocument()
    }

    /// The document in `bytes` (UTF-8) from `start`.
    package static func parse(_ bytes: [UInt8], from start: Int) throws(SyntaxError) -> SpecNode {
        var parser = JSONParser(bytes: bytes, from: start)
        return try parser.parseDocument()
    }

    /// Parses the document in `bytes` from `start` as `parse` does, telling `observer` of each value
    /// and key, but keeps none of it: what it costs beyond the bytes is the keys of the objects open at
    /// any one time (and the longest string).
    package static func check(_ bytes: [UInt8], from start: Int, observer: Observer) throws(SyntaxError) {
        var parser = JSONParser(bytes: bytes, from: start)
        parser.observer = observer
        parser.keepsValues = false
        _ = try parser.parseDocument()
    }

    private mutating func parseDocument() throws(SyntaxError) -> SpecNode {
        skipWhitespace()
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the document")
        }
        return node
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private func error(_ message: String, at position: SourcePosition? = nil) -> SyntaxError {
        SyntaxError(position: position ?? self.position, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return b == 0x0A ? "end of line" : "character 0x\(String(b, radix: 16))"
    }

    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { advance() }
    }

    private mutating func parseValue() throws(SyntaxError) -> SpecNode {
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        let start = position
        let node: SpecNode
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try observe(SpecNode(.object([]), at: start))
            return try parseObject()
        case UInt8(ascii: "["):
            try observe(SpecNode(.array([]), at: start))
            return try parseArray()
        case UInt8(ascii: "\""): node = SpecNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): node = try parseNumber()
        case UInt8(ascii: "t"):
            try expectWord("true")
            node = SpecNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            node = SpecNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            node = SpecNode(.null, at: start)
        default: throw error("expected a value, found \(describeCurrent())")
        }
        try observe(node)
        return node
    }

    private func observe(_ node: SpecNode) throws(SyntaxError) {
        if let observer, let message = observer.value(node, depth) { throw error(message, at: node.position) }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let start = position
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw error("expected '\(word)'", at: start)
            }
            advance()
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(SyntaxError) -> SpecNode {
        let start = position
        try enter()
        advance()
        var members: [SpecNode.Member] = []
        var seen: [String: SourcePosition] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return SpecNode(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try parseString()
            if let first = seen[key] {
                throw error("duplicate key \"\(key)\" (first at \(first))", at: keyPosition)
            }
            seen[key] = keyPosition
            if let observer, let message = observer.key(key, keyPosition, depth) { throw error(message, at: keyPosition) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            if keepsValues { members.append(SpecNode.Member(key: key, keyPosition: keyPosition, value: value)) }
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw error("trailing ',' before '}'") }
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else {
                throw error("expected ',' or '}' after a member of the object, found \(describeCurrent())")
            }
            advance()
            depth -= 1
            return SpecNode(.object(members), at: start)
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> SpecNode {
        let start = position
        try enter()
        advance()
        var elements: [SpecNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return SpecNode(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            let element = try parseValue()
            if keepsValues { elements.append(element) }
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("trailing ',' before ']'") }
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else {
                throw error("expected ',' or ']' after an element of the array, found \(describeCurrent())")
            }
            advance()
            depth -= 1
            return SpecNode(.array(elements), at: start)
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = position
        advance()
        // Runs of plain bytes are decoded whole, between escapes.
        var text = ""
        var run = index
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                advance()
                return text
            }
            if b < 0x20 { throw error("control character in a string (write it as an escape such as \\n)") }
            if b == UInt8(ascii: "\\") {
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                text.unicodeScalars.append(try parseEscape())
                run = index
                continue
            }
            advance()
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        let start = position
        advance()
        guard index < bytes.count else { throw error("unterminated string", at: start) }
        let b = bytes[index]
        advance()
        switch b {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(start)
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape", at: start)
                }
                advance()
                advance()
                let low = try parseHex4(start)
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape", at: start) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape", at: start) }
            return scalar
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(b)))' in a string", at: start)
        }
    }

    private mutating func parseHex4(_ start: SourcePosition) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("expected four hexadecimal digits after \\u", at: start)
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> SpecNode {
        let start = position
        let first = index
        func digits() -> Int {
            var n = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                advance()
                n += 1
            }
            return n
        }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        let intStart = index
        let intDigits = digits()
        guard intDigits > 0 else { throw error("expected a digit in a number", at: start) }
        if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw error("a number may not start with 0", at: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { throw error("expected a digit after '.'", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { throw error("expected a digit in the exponent", at: start) }
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is too large", at: start)
        }
        return SpecNode(.number(value), at: start)
    }
}
