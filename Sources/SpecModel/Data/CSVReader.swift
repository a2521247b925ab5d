/// Reads CSV (RFC 4180) from UTF-8 bytes one record at a time, keeping where every field starts.
///
/// Fields are separated by a delimiter (a comma, a semicolon or a tab) and records by CRLF, LF or CR. A
/// field in double quotes may hold delimiters, line ends and quotes written twice (`""`); spaces and
/// tabs (unless tabs delimit) before a field, and between a closing quote and the next delimiter, are
/// skipped. A record holds at most `maximumFields` fields: the
/// reader stops at the first field over, so no record, however long, is ever held whole before it
/// is checked. Fields are byte ranges into the input; nothing is copied until `text(of:)` asks.
package struct CSVReader {
    /// One field of a record.
    package struct Field {
        /// The field's bytes, without the quotes of a quoted field.
        package var start: Int
        package var end: Int
        /// A quoted field that holds quotes written twice, to undo in its text.
        var escapedQuotes: Bool
        /// The line the field starts on.
        package var line: Int

        package var isEmpty: Bool { start == end }
    }

    package let bytes: [UInt8]
    /// The file named in messages.
    package let file: String
    let maximumFields: Int
    /// What separates fields: `,`, `;` or a tab.
    let delimiter: UInt8
    private var index: Int
    /// The line the next record starts on.
    package private(set) var line = 1

    /// A reader of `bytes` from `start` (past a byte-order mark, say), its fields separated by `delimiter`.
    package init(_ bytes: [UInt8], from start: Int = 0, file: String, maximumFields: Int, delimiter: UInt8 = .comma) {
        self.bytes = bytes
        self.file = file
        self.maximumFields = maximumFields
        self.delimiter = delimiter
        index = start
    }

    /// The delimiter the first line of `bytes` (from `start`) uses most outside quotes: a comma, a
    /// semicolon (as spreadsheets write CSV where the comma is the decimal mark) or a tab; a comma when
    /// the line holds none of them.
    package static func delimiter(of bytes: [UInt8], from start: Int) -> UInt8 {
        var counts: [UInt8: Int] = [.comma: 0, .semicolon: 0, .tab: 0]
        var quoted = false
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == .quote {
                quoted.toggle()
            } else if !quoted, b == .lineFeed || b == .carriageReturn {
                break
            } else if !quoted, counts[b] != nil {
                counts[b]! += 1
            }
            i += 1
        }
        return [UInt8.comma, .semicolon, .tab].max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && $0 != .comma && $1 == .comma) } ?? .comma
    }

    /// Whether `b` is blank space skipped round a field: a space, or a tab unless tabs delimit.
    private func isBlank(_ b: UInt8) -> Bool {
        b == .space || (b == .tab && delimiter != .tab)
    }

    /// Whether every record has been read. A line end at the end of the input ends the last record
    /// and starts none, and so do spaces and tabs after it; an empty line elsewhere is a record of
    /// one empty field.
    var isAtEnd: Bool {
        var i = index
        while i < bytes.count, bytes[i] == .space || bytes[i] == .tab { i += 1 }
        return i == bytes.count
    }

    /// Reads the next record into `fields` (emptied first); false when there is none left.
    package mutating func next(into fields: inout [Field]) throws(DataError) -> Bool {
        fields.removeAll(keepingCapacity: true)
        guard !isAtEnd else {
            index = bytes.count
            return false
        }
        let count = bytes.count
        while true {
            while index < count, isBlank(bytes[index]) { index += 1 }
            guard fields.count < maximumFields else { throw error(at: line, "more than \(maximumFields) columns") }
            var field = Field(start: index, end: index, escapedQuotes: false, line: line)
            if index < count, bytes[index] == .quote {
                index += 1
                field.start = index
                while true {
                    guard index < count else { throw error(at: field.line, "a quoted field starts here and never ends") }
                    let b = bytes[index]
                    if b == .quote {
                        if index + 1 < count, bytes[index + 1] == .quote {
                            field.escapedQuotes = true
                            index += 2
                            continue
                        }
                        field.end = index
                        index += 1
                        break
                    }
                    if b == .lineFeed || b == .carriageReturn { skipLineEnd() } else { index += 1 }
                }
                while index < count, isBlank(bytes[index]) { index += 1 }
                if index < count, bytes[index] != delimiter, bytes[index] != .lineFeed, bytes[index] != .carriageReturn {
                    throw error(at: line, "field \(fields.count + 1) has text after its closing quote (a quote inside a quoted field is written twice: \"\")")
                }
            } else {
                while index < count {
                    let b = bytes[index]
                    if b == delimiter || b == .lineFeed || b == .carriageReturn { break }
                    if b == .quote {
                        throw error(
                            at: line,
                            "field \(fields.count + 1) has a quote but does not start with one (quote the whole field and write the quote twice: \"a \"\"b\"\" c\")"
                        )
                    }
                    index += 1
                }
                field.end = index
            }
            fields.append(field)
            guard index < count else { return true }
            if bytes[index] == delimiter {
                index += 1
                continue
            }
            skipLineEnd()
            return true
        }
    }

    /// The text of `field`, its doubled quotes undone. The bytes must be UTF-8 (checked beforehand).
    package func text(of field: Field) -> String {
        guard field.escapedQuotes else { return String(decoding: bytes[field.start..<field.end], as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(field.end - field.start)
        var i = field.start
        while i < field.end {
            unescaped.append(bytes[i])
            i += bytes[i] == .quote ? 2 : 1
        }
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// Past the CRLF, LF or CR at `index`, one line further on.
    private mutating func skipLineEnd() {
        if bytes[index] == .carriageReturn, index + 1 < bytes.count, bytes[index + 1] == .lineFeed { index += 1 }
        index += 1
        line += 1
    }

    private func error(at line: Int, _ message: String) -> DataError {
        DataError(message: "\(file):\(line): \(message)")
    }

    /// The line of the first byte that is not part of valid UTF-8 in `bytes`, or nil when all are.
    package static func firstInvalidUTF8Line(in bytes: [UInt8]) -> Int? {
        var line = 1
        var i = 0
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            if b < 0x80 {
                if b == .lineFeed { line += 1 }
                i += 1
                continue
            }
            // The length of the sequence a lead byte starts, and the range its second byte must be in
            // (which rules out overlong forms, surrogates and scalars past U+10FFFF).
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                second = 0x80...0x9F
            case 0xF0:
                length = 4
                second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                second = 0x80...0x8F
            default: return line
            }
            guard i + length <= count, second.contains(bytes[i + 1]) else { return line }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return line }
            i += length
        }
        return nil
    }

    /// The UTF-8 byte-order mark some programs (Excel among them) write first.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}

extension UInt8 {
    package static let comma = UInt8(ascii: ",")
    package static let semicolon = UInt8(ascii: ";")
    package static let tab = UInt8(ascii: "\t")
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let quote = UInt8(ascii: "\"")
}
