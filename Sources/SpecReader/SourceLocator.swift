/// Finds a `SourcePosition` that a parser gave in the text it parsed, as an offset in the text's Unicode
/// scalars: both parsers count columns in scalars (JSONParser counts the bytes that start one, libyaml
/// one per character it reads), not in Swift's characters, which join a letter and its combining accents,
/// an emoji's sequence, or "\r\n" into one. Lines end where each parser ends them: JSONParser at "\n"
/// only (a "\r" before it is the line's last column), libyaml at "\r\n", "\r", "\n", NEL (U+0085), and
/// the line and paragraph separators (U+2028, U+2029).
public struct SourceLocator: Sendable {
    /// The text's scalars.
    public let scalars: [Unicode.Scalar]
    /// The offset at which each line starts, the first line's (0) first.
    private let lineStarts: [Int]

    public init(_ text: String, yaml: Bool) {
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        var i = 0
        while i < scalars.count {
            let width = Self.lineBreakWidth(in: scalars, at: i, yaml: yaml)
            i += max(width, 1)
            if width > 0 { starts.append(i) }
        }
        lineStarts = starts
    }

    /// The offset of `position` (1-based line and column), or nil when the text has no scalar there.
    public func offset(of position: SourcePosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        let offset = lineStarts[position.line - 1] + position.column - 1
        let lineEnd = position.line < lineStarts.count ? lineStarts[position.line] : scalars.count
        return offset < lineEnd ? offset : nil
    }

    /// The text's first line break as written ("\r\n" in a file with Windows line ends), or nil when
    /// it has none.
    public var firstLineBreak: String? {
        guard lineStarts.count > 1 else { return nil }
        var start = lineStarts[1] - 1
        if start > 0, scalars[start] == "\n", scalars[start - 1] == "\r" { start -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<lineStarts[1]])
        return String(view)
    }

    /// Whether `scalar` ends a line for the parser.
    public static func isLineBreak(_ scalar: Unicode.Scalar, yaml: Bool) -> Bool {
        scalar == "\n" || (yaml && ["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar))
    }

    /// How many scalars the line break at `i` takes (two for "\r\n" in YAML), or 0 when there is none.
    private static func lineBreakWidth(in scalars: [Unicode.Scalar], at i: Int, yaml: Bool) -> Int {
        guard i < scalars.count, isLineBreak(scalars[i], yaml: yaml) else { return 0 }
        return yaml && scalars[i] == "\r" && i + 1 < scalars.count && scalars[i + 1] == "\n" ? 2 : 1
    }
}
