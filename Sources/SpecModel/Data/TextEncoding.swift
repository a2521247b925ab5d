/// The character encodings a data file may be in: UTF-8, or Windows-1252, what spreadsheets on Windows
/// and older systems save as "Latin-1" or "ANSI" (a superset of ISO 8859-1's printable characters, as
/// WHATWG's Encoding Standard reads both).
package enum TextEncoding: String, CaseIterable, Hashable, Sendable {
    case utf8 = "utf-8"
    case windows1252 = "windows-1252"

    /// The names a spec may give, as the Encoding Standard labels them (any case).
    package static let names: [(name: String, encoding: TextEncoding)] = [
        ("utf-8", .utf8), ("utf8", .utf8), ("windows-1252", .windows1252), ("cp1252", .windows1252), ("latin1", .windows1252),
        ("latin-1", .windows1252), ("iso-8859-1", .windows1252), ("ansi", .windows1252),
    ]

    /// The characters Windows-1252 puts at 0x80...0x9F (where ISO 8859-1 has control codes); the
    /// five it leaves undefined read as those control codes, as the Encoding Standard says.
    private static let high: [Unicode.Scalar] = [
        "\u{20AC}", "\u{81}", "\u{201A}", "\u{192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}", "\u{2C6}", "\u{2030}", "\u{160}", "\u{2039}", "\u{152}",
        "\u{8D}", "\u{17D}", "\u{8F}",
        "\u{90}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}", "\u{2DC}", "\u{2122}", "\u{161}", "\u{203A}", "\u{153}",
        "\u{9D}", "\u{17E}", "\u{178}",
    ]

    /// The text of a data file's `bytes` in this encoding, as UTF-8 checked to be valid, and where it starts
    /// (past a UTF-8 byte-order mark); `file` names it in the message that says how to read text that is not UTF-8.
    package func text(of bytes: [UInt8], file: String) throws(DataError) -> (bytes: [UInt8], start: Int) {
        let text = utf8(bytes)
        if let line = CSVReader.firstInvalidUTF8Line(in: text) {
            throw DataError(
                message:
                    "\(file):\(line): not UTF-8 text; a file saved as Latin-1 or Windows text (\"ANSI\") reads with \"encoding\": \"windows-1252\" on the sheet"
            )
        }
        return (text, text.starts(with: CSVReader.byteOrderMark) ? CSVReader.byteOrderMark.count : 0)
    }

    /// `bytes` in this encoding as UTF-8 (UTF-8 as it is).
    package func utf8(_ bytes: [UInt8]) -> [UInt8] {
        guard self == .windows1252 else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for b in bytes {
            if b < 0x80 {
                out.append(b)
            } else {
                let scalar = (0x80...0x9F).contains(b) ? Self.high[Int(b) - 0x80] : Unicode.Scalar(b)
                out += Array(String(Character(scalar)).utf8)
            }
        }
        return out
    }
}
