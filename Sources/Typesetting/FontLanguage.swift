/// A text's language (a BCP 47 tag) as fonts are matched by it: fontconfig knows Chinese by region
/// ("zh-cn", "zh-tw", "zh-hk"), so a script subtag picks the region whose faces it names (Simplified:
/// SC, Traditional: TC). Korean keeps its words whole across lines, as Korean is set (`keep-all`):
/// lines break at spaces, not between any two syllables.
struct FontLanguage: Hashable {
    /// The tag fontconfig and Pango match faces by: lower case, language and region.
    let fontconfig: String
    /// Whether a line breaks only between words.
    let keepsWordsWhole: Bool

    init(_ tag: String) {
        let parts = tag.lowercased().split(separator: "-").map(String.init)
        let language = parts.first ?? ""
        let script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        if language == "zh" {
            switch (script, region) {
            case (_, let region?) where ["hk", "mo", "tw", "sg", "cn"].contains(region): fontconfig = "zh-\(region)"
            case ("hant"?, _): fontconfig = "zh-tw"
            default: fontconfig = "zh-cn"
            }
        } else {
            fontconfig = region.map { "\(language)-\($0)" } ?? language
        }
        keepsWordsWhole = language == "ko"
    }

    /// The byte ranges (UTF-8) of the words of `text`: its runs of characters other than white space.
    static func words(in text: String) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if let first = start { words.append(first..<offset) }
                start = nil
            } else if start == nil {
                start = offset
            }
            offset += String(scalar).utf8.count
        }
        if let first = start { words.append(first..<offset) }
        return words
    }
}
