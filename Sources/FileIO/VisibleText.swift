/// Text from input (file names, keys, values, messages quoting them) as a terminal or a CI log may show
/// it: every character that acts rather than shows (the C0 and C1 controls, DEL, the line and paragraph
/// separators, the bidirectional controls) written as an escape, `\n`, `\r`, `\t` or `\u{202E}`, so
/// that a line printed stays one line, a name cannot start a line of its own (a GitHub workflow command
/// such as `::add-mask::`), and nothing shows in another order than it is written.
public enum VisibleText {
    /// Whether `scalar` is written as an escape.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: isBidiControl(scalar)
        }
    }

    /// Whether `scalar` is one of Unicode's bidirectional controls, which reorder the text around them
    /// (U+202E shows what follows it right to left): the embeddings and overrides, the isolates, and
    /// the left-to-right, right-to-left and Arabic letter marks.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `text` with each hidden character written as an escape (scalar by scalar: a CRLF, one Character,
    /// is two escapes); text without any is returned as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isHidden(scalar) else {
                out.append(scalar)
                continue
            }
            let escape =
                switch scalar {
                case "\n": #"\n"#
                case "\r": #"\r"#
                case "\t": #"\t"#
                default: #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }
}
