import CPango

/// Chinese, Japanese and Korean type has no italics: fontconfig slants an upright face where one is
/// asked for, which no type designer drew. Runs in those scripts are set upright in an italic text.
enum UprightScripts {
    /// The scripts set upright: Han, kana, Hangul and Bopomofo.
    static let scripts: Set<Int32> = [
        G_UNICODE_SCRIPT_HAN.rawValue, G_UNICODE_SCRIPT_HIRAGANA.rawValue, G_UNICODE_SCRIPT_KATAKANA.rawValue, G_UNICODE_SCRIPT_HANGUL.rawValue,
        G_UNICODE_SCRIPT_BOPOMOFO.rawValue,
    ]

    /// The byte ranges (UTF-8) of `string` to set upright: its runs of characters between spaces that
    /// hold one of those scripts' and nothing of another script's (punctuation such as 、 and 。 goes
    /// with them). Call inside `PangoSession.run`.
    static func ranges(in string: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var holdsUpright = false
        var offset = 0
        func close() {
            if let first = start, holdsUpright { ranges.append(first..<offset) }
            start = nil
            holdsUpright = false
        }
        for scalar in string.unicodeScalars {
            defer { offset += UTF8.width(scalar) }
            // ASCII, most of most texts, is told without asking GLib: a Latin letter or common to all scripts.
            let script =
                scalar.isASCII
                ? (scalar.properties.isAlphabetic ? G_UNICODE_SCRIPT_LATIN.rawValue : G_UNICODE_SCRIPT_COMMON.rawValue)
                : pango.unicharScript(scalar.value).rawValue
            let isShared = script == G_UNICODE_SCRIPT_COMMON.rawValue || script == G_UNICODE_SCRIPT_INHERITED.rawValue
            guard !scalar.properties.isWhitespace, isShared || scripts.contains(script) else {
                close()
                continue
            }
            if start == nil { start = offset }
            if !isShared { holdsUpright = true }
        }
        close()
        return ranges
    }
}
