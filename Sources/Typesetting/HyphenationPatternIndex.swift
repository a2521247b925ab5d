import FileIO

/// A hyphenation patterns file (Debian's hyphen-* packages, LibreOffice's format) indexed by what each
/// pattern matches, so that libhyphen is given only the patterns that can apply to the words at hand.
///
/// libhyphen builds its matching automaton from every pattern of a file each time it loads one: German's
/// 77,890 lines take it 1.5 s, in a run that hyphenates a paragraph. It reads a word (framed by a "."
/// at each end, as each part of a compound is again) through states, one for each beginning of a
/// pattern's letters (the pattern less its digits, and less the replacement after a "/"), and applies
/// the digits of the state it is in after each letter, the longest suffix of what it read that is one:
/// only states that are substrings of the framed word are ever entered. A subset gives it the patterns
/// whose letters are such a substring, and for each such substring that only begins patterns a
/// pattern of its letters alone, with no digits: the same states entered, the same digits applied, the
/// same breaks. The file's other lines (its character set, the minimums, NOHYPHEN, and NEXTLEVEL
/// between the two levels of a compound's patterns) are kept in their places.
struct HyphenationPatternIndex {
    /// The character set the patterns are written in, their file's first line: "UTF-8", "ISO8859-1", ...
    let characterSet: String
    /// The file's lines, as read, each ending in a newline.
    private let lines: [ArraySlice<UInt8>]
    /// The levels of patterns: the first, and the one after NEXTLEVEL where there is one.
    private let levels: [Level]

    /// The patterns of one level, and the lines it spans.
    private struct Level {
        var lines: Range<Int>
        /// The lines that are no pattern, kept in every subset.
        var directives: [Int] = []
        /// The lines of each pattern's letters.
        var patterns: [[UInt8]: [Int]] = [:]
        /// Every pattern's letters, in byte order: which strings begin one, by a binary search.
        var sortedLetters: [[UInt8]] = []
        /// The longest letters of a pattern: no longer substring of a word is looked up.
        var longest = 0

        /// Whether `string` begins the letters of one of the level's patterns.
        func begins(_ string: [UInt8]) -> Bool {
            var low = 0, high = sortedLetters.count
            while low < high {
                let middle = (low + high) / 2
                if sortedLetters[middle].lexicographicallyPrecedes(string) { low = middle + 1 } else { high = middle }
            }
            return low < sortedLetters.count && sortedLetters[low].starts(with: string)
        }
    }

    /// The most bytes a patterns file may hold (German's has 1.1 MB).
    static let maximumBytes = 16 << 20
    /// libhyphen's directives, which each apply to the level they are in.
    private static let keywords = ["LEFTHYPHENMIN", "RIGHTHYPHENMIN", "COMPOUNDLEFTHYPHENMIN", "COMPOUNDRIGHTHYPHENMIN", "NOHYPHEN"].map { Array($0.utf8) }
    private static let nextLevel = Array("NEXTLEVEL".utf8)

    /// The patterns of `file`, nil when it cannot be read.
    init?(file: String) {
        guard let bytes = try? SourceFile.read(file, limit: Self.maximumBytes) else { return nil }
        self.init(bytes: bytes)
    }

    init(bytes: [UInt8]) {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...offset])
            start = offset + 1
        }
        if start < bytes.count { lines.append(bytes[start...] + [UInt8(ascii: "\n")]) }
        var levels = [Level(lines: 0..<lines.count)]
        for (number, line) in lines.enumerated() {
            if line.starts(with: Self.nextLevel), levels.count == 1 {
                levels[0].lines = 0..<number
                levels.append(Level(lines: number..<lines.count))
            }
            let level = levels.count - 1
            if number == 0 || number == levels[level].lines.lowerBound || Self.keywords.contains(where: { line.starts(with: $0) }) {
                levels[level].directives.append(number)
            } else if line.first != UInt8(ascii: "%") {
                let letters = Self.letters(of: line)
                levels[level].patterns[letters, default: []].append(number)
                levels[level].longest = max(levels[level].longest, letters.count)
            }
        }
        for level in levels.indices { levels[level].sortedLetters = levels[level].patterns.keys.sorted { $0.lexicographicallyPrecedes($1) } }
        characterSet = String(decoding: (lines.first ?? []).prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        self.lines = lines
        self.levels = levels
    }

    /// A patterns file that breaks each of `words` (in the file's character set, lower case) as the
    /// whole file does: each level's lines that are no pattern, its patterns whose letters are substrings
    /// of a framed word, in the file's order, then a pattern without digits for each such substring
    /// that only begins patterns.
    func subset(for words: [[UInt8]]) -> [UInt8] {
        let substrings = Self.framedSubstrings(of: words, longest: levels.map(\.longest).max() ?? 0)
        var text: [UInt8] = []
        for level in levels {
            var chosen = Set(level.directives)
            var beginnings: [[UInt8]] = []
            for substring in substrings where substring.count <= level.longest {
                if let found = level.patterns[substring] {
                    chosen.formUnion(found)
                } else if level.begins(substring) {
                    beginnings.append(substring)
                }
            }
            for number in chosen.sorted() { text += lines[number] }
            for beginning in beginnings.sorted(by: { $0.lexicographicallyPrecedes($1) }) { text += beginning + [UInt8(ascii: "\n")] }
        }
        return text
    }

    /// Every substring of the words framed by dots, and of each part of them framed by dots of its own
    /// (as libhyphen hyphenates a compound's parts), up to `longest` bytes.
    private static func framedSubstrings(of words: [[UInt8]], longest: Int) -> Set<[UInt8]> {
        let dot = UInt8(ascii: ".")
        var substrings: Set<[UInt8]> = []
        for word in words {
            for start in word.indices {
                for end in (start + 1)...min(word.count, start + longest) {
                    let part = Array(word[start..<end])
                    substrings.formUnion([part, [dot] + part, part + [dot], [dot] + part + [dot]])
                }
            }
        }
        if !words.isEmpty { substrings.formUnion([[dot], [dot, dot]]) }
        return substrings
    }

    /// What a pattern line matches, as libhyphen reads it: its bytes up to the first space or control
    /// character, and before any "/" (a non-standard break's replacement), less digits.
    private static func letters(of line: ArraySlice<UInt8>) -> [UInt8] {
        let pattern = line.prefix { $0 > UInt8(ascii: " ") && $0 != UInt8(ascii: "/") }
        return pattern.filter { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
