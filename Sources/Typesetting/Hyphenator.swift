import CHyphen
import Glibc

/// Marks where the words of a text may break across lines, with the patterns of its language: a soft
/// hyphen (U+00AD) at each point, where Pango breaks a line and shows a hyphen (and shows nothing
/// elsewhere). Used inside `PangoSession.run`, which holds the one instance.
///
/// Words of fewer than `minimumLength` letters keep whole, as do words in capitals (abbreviations),
/// and every word of a stretch that holds a hyphen already (it breaks there), an address (`@`, `/`,
/// `\`, `www.`) or a digit.
public final class Hyphenator {
    /// The fewest letters of a word that is hyphenated.
    static let minimumLength = 5
    /// The most letters of a word that is hyphenated: anything longer is no word of a language.
    static let maximumLength = 64
    /// What a stretch of text between spaces holds that keeps its words whole.
    private static let keepsWhole: Set<Unicode.Scalar> = ["-", "\u{AD}", "\u{2010}", "\u{2011}", "@", "/", "\\", "_"]

    /// The patterns of each language asked for (nil: none installed), by its tag as written.
    private var patterns: [String: HyphenationPatterns?] = [:]
    /// Strings already hyphenated, by language and string: a text is laid out at several sizes as it is
    /// fitted, its spans hyphenated alike each time. Emptied when it grows past `cacheLimit`.
    private var hyphenatedStrings: [HyphenationKey: String] = [:]
    private static let cacheLimit = 16_384

    public init() {}

    private struct HyphenationKey: Hashable {
        let string: String
        let language: String
    }

    /// The patterns `language` (a BCP 47 tag) is hyphenated with, nil when none is installed: its
    /// language and region's (de-CH: hyph_de_CH.dic), else its language's (hyph_de.dic), else the first of
    /// its language's other regions (es: hyph_es_AR.dic, a link to hyph_es_ES.dic). Norwegian ("no") is
    /// hyphenated as Bokmål.
    func patterns(for language: String) -> HyphenationPatterns? {
        if let known = patterns[language] { return known }
        var found: HyphenationPatterns?
        if let file = Self.file(for: language), case .success(let library) = HyphenLibrary.shared {
            found = HyphenationPatterns(file: file, library: library)
        }
        patterns[language] = .some(found)
        return found
    }

    /// Whether `language` is one hyphenated in print whose patterns are not installed: Chinese, Japanese
    /// and Korean, which break lines between characters or words and never with a hyphen, are not.
    func lacksPatterns(for language: String) -> Bool {
        let code = language.split(separator: "-").first?.lowercased() ?? ""
        return !["zh", "ja", "ko"].contains(code) && patterns(for: language) == nil
    }

    /// The patterns file installed for `language`, if any.
    static func file(for language: String) -> String? {
        let parts = language.split(separator: "-").map(String.init)
        guard var code = parts.first?.lowercased(), !code.isEmpty, code.allSatisfy(\.isLetter) else { return nil }
        if code == "no" { code = "nb" }
        let region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased()
        let named = (region.map { ["\(code)_\($0)"] } ?? []) + [code]
        for name in named {
            let file = "\(HyphenationPatterns.folder)/hyph_\(name).dic"
            if access(file, R_OK) == 0 { return file }
        }
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob("\(HyphenationPatterns.folder)/hyph_\(code)_*.dic", 0, nil, &matches) == 0, matches.gl_pathc > 0, let first = matches.gl_pathv[0] else {
            return nil
        }
        return String(cString: first)
    }

    /// `string` with a soft hyphen at every point its words may break in `language`'s patterns; as it
    /// is when there are none.
    public func hyphenated(_ string: String, language: String) -> String {
        let key = HyphenationKey(string: string, language: language)
        if let known = hyphenatedStrings[key] { return known }
        let hyphenated = hyphenating(string, language: language)
        if hyphenatedStrings.count >= Self.cacheLimit { hyphenatedStrings = [:] }
        hyphenatedStrings[key] = hyphenated
        return hyphenated
    }

    private func hyphenating(_ string: String, language: String) -> String {
        guard let patterns = patterns(for: language) else { return string }
        let pieces = Self.pieces(of: string)
        let words = pieces.filter(\.isWord).map { $0.scalars.map(Self.lowercase) }
        var breaks = patterns.breaks(in: words).makeIterator()
        var out = String.UnicodeScalarView()
        for piece in pieces {
            let points = piece.isWord ? Set((breaks.next() ?? []).filter { !Self.isMark(piece.scalars[$0]) }) : []
            for (offset, scalar) in piece.scalars.enumerated() {
                if points.contains(offset) { out.append("\u{AD}") }
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A stretch of a string: a word to hyphenate, or what is kept as it is.
    private struct Piece {
        var scalars: [Unicode.Scalar]
        var isWord: Bool
    }

    /// `string` cut into the words to hyphenate and what lies between them: its stretches between spaces
    /// that keep their words whole kept whole, the runs of letters of the others words where
    /// `isHyphenated` says so.
    private static func pieces(of string: String) -> [Piece] {
        var pieces: [Piece] = []
        var stretch: [Unicode.Scalar] = []
        func flush() {
            if stretch.contains(where: { keepsWhole.contains($0) || $0.properties.numericType != nil }) || stretch.starts(with: "www.".unicodeScalars) {
                pieces.append(Piece(scalars: stretch, isWord: false))
            } else {
                pieces += words(of: stretch)
            }
            stretch.removeAll(keepingCapacity: true)
        }
        for scalar in string.unicodeScalars {
            if scalar.properties.isWhitespace {
                flush()
                pieces.append(Piece(scalars: [scalar], isWord: false))
            } else {
                stretch.append(scalar)
            }
        }
        flush()
        return pieces
    }

    /// The words of `stretch` (its runs of letters and marks) and what is between them.
    private static func words(of stretch: [Unicode.Scalar]) -> [Piece] {
        var pieces: [Piece] = []
        var start = 0
        while start < stretch.count {
            guard isLetter(stretch[start]) else {
                pieces.append(Piece(scalars: [stretch[start]], isWord: false))
                start += 1
                continue
            }
            var end = start
            while end < stretch.count, isLetter(stretch[end]) { end += 1 }
            let word = Array(stretch[start..<end])
            pieces.append(Piece(scalars: word, isWord: isHyphenated(word)))
            start = end
        }
        return pieces
    }

    /// Whether `word` is one to hyphenate: long enough, not too long, not in capitals.
    private static func isHyphenated(_ word: [Unicode.Scalar]) -> Bool {
        let letters = word.filter { !isMark($0) }
        guard (minimumLength...maximumLength).contains(letters.count) else { return false }
        return letters.contains { $0.properties.isLowercase } || !letters.contains { $0.properties.isUppercase }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: isMark(scalar)
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// `scalar` in lower case where that is one scalar (the patterns are in lower case; a letter whose
    /// lower case is longer keeps its place as it is).
    private static func lowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }
}
