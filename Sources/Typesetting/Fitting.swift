import Scene

/// How a text is set in its box: the size, the lines it may take, and what did not go as asked.
public struct Fitting: Hashable, Sendable {
    /// The size it is set at, at most the size asked for.
    public var size: Double
    /// The lines it may take; set when it was cut (it ends with an ellipsis), else the text's own.
    public var maxLines: Int?
    /// Whether it was cut: it does not fit its box even at its minimum size.
    public var isCut: Bool
    /// The characters no installed font has, in order of first use: they print as boxes.
    public var missing: [Unicode.Scalar]
    /// What is not a character to print (U+FFFF, control characters), in order of first use: each prints as �.
    public var unprintable: [Unicode.Scalar]
    /// The family set instead of the one asked for, when that is not installed.
    public var substitute: String?
    /// Whether italic was asked of Chinese, Japanese or Korean characters, which are set upright.
    public var setsUpright = false
    /// The languages its hyphenation asked for whose patterns are not installed, sorted.
    public var unhyphenated: [String] = []
    /// The lines it takes set at `size` when it fits its box uncut; nil when it does not.
    public var lineCount: Int?

    /// `text` as this fitting sets it.
    public func applied(to text: Text) -> Text {
        var fitted = text
        if isCut, let maxLines, text.hardLineCount > maxLines { fitted = text.keepingLines(maxLines) }
        fitted.font.size = size
        fitted.maxLines = maxLines
        return fitted
    }

    /// What a reader of the spec should hear about `text` set this way, one message each.
    public func warnings(for text: Text) -> [String] {
        // Quoted only for a message: most texts have none.
        lazy var quoted = Self.quoted(text.string)
        var out: [String] = []
        if let substitute {
            let asked = text.font.family.split(separator: ",").first.map(String.init) ?? text.font.family
            out.append("font \(Self.quoted(asked)) is not installed: text \(quoted) is set in \(Self.quoted(substitute))")
        }
        if !missing.isEmpty {
            let names = missing.map { "\(Self.code($0)) (\(Character($0)))" }
            out.append("no installed font has \(names.joined(separator: ", ")) of text \(quoted): \(missing.count == 1 ? "it prints" : "they print") as a box")
        }
        if !unprintable.isEmpty {
            out.append(
                "text \(quoted) holds \(unprintable.map(Self.code).joined(separator: ", ")), not \(unprintable.count == 1 ? "a character" : "characters") to print: set as U+FFFD (\u{FFFD})"
            )
        }
        if isCut, size < text.font.size || size <= text.minimumSize {
            out.append("text \(quoted) cut to fit its box (at the \(Self.points(size))pt minimum)")
        } else if isCut {
            let lines = maxLines ?? 1
            out.append("text \(quoted) cut to fit its box: it breaks into more lines than the \(lines) it may take")
        } else if text.sizeIsRequested, size < text.font.size - 1e-9 {
            out.append("text \(quoted) set at \(Self.points(size, .down))pt instead of \(Self.points(text.font.size))pt to fit its box")
        } else if let least = text.warnsBelowSize, size < least - 1e-9 {
            out.append(
                "text \(quoted) set at \(Self.points(size, .down))pt to fit its box, where its place's size is \(Self.points(text.font.size))pt: shorten it, give it more lines (\"maxLines\") or more room"
            )
        }
        let sized = text.spans.filter(\.sizeIsRequested)
        if size < text.font.size - 1e-9, let span = sized.first {
            // One message for the text: its spans are all set smaller by the same factor.
            let asked = text.font.size * span.scale, set = size * span.scale
            let which = sized.count == 1 ? "span" : "\(sized.count) spans asked in points, such as"
            out.append("\(which) \(Self.quoted(span.string)) set at \(Self.points(set, .down))pt instead of \(Self.points(asked))pt to fit its box")
        }
        return out
    }

    /// What poster chose for a text set this way that its reader may want to know, one message each;
    /// none quotes the text, so each is said once however many texts it is true of.
    public var notes: [String] {
        var out: [String] = []
        if setsUpright { out.append("italic asked of Chinese, Japanese or Korean text: set upright, as CJK type has no italics") }
        for language in unhyphenated {
            out.append(
                "no hyphenation patterns for \"\(language)\" in \(HyphenationPatterns.folder) (Debian's hyphen-* packages hold them): its text is set without hyphens"
            )
        }
        return out
    }

    /// A scalar as Unicode names it: U+00E9.
    static func code(_ scalar: Unicode.Scalar) -> String {
        "U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
    }

    /// A text for a message: in double quotes, shortened past 60 characters, with `"`, `\` and line
    /// breaks escaped.
    static func quoted(_ string: String) -> String {
        let short = string.count > 60 ? String(string.prefix(57)) + "..." : string
        var escaped = ""
        for scalar in short.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value < 0x2066:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// `size` in points for a message: to a tenth, without a trailing ".0".
    static func points(_ size: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> String {
        let tenths = (size * 10).rounded(rule) / 10
        return Int(exactly: tenths).map(String.init) ?? String(tenths)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
