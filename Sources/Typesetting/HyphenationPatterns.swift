import CHyphen
import Glibc

/// One language's hyphenation patterns, a file of Debian's hyphen-* packages read by libhyphen: where
/// its words may break across lines. Kept for the life of the process; used inside `PangoSession.run`.
///
/// libhyphen is handed the patterns that can apply to the words asked about (`HyphenationPatternIndex`),
/// loaded from memory for each batch: a German paragraph's take it a millisecond, where all of German's
/// took it 1.5 s. The breaks of each word are kept.
final class HyphenationPatterns {
    /// Where Debian's hyphen-* packages install their patterns (hyph_de_DE.dic), as LibreOffice reads them.
    static let folder = "/usr/share/hyphen"
    /// The least characters of a word before a break and after it.
    static let leftMinimum: Int32 = 2
    static let rightMinimum: Int32 = 3
    /// The most words whose breaks are kept: emptied past it.
    private static let knownLimit = 65_536

    /// The file read, for messages.
    let file: String
    private let index: HyphenationPatternIndex
    private let library: HyphenLibrary
    /// Converts a word from UTF-8 to the patterns' own one-byte character set (ISO8859-1, KOI8-R, ...);
    /// nil: the patterns are in UTF-8.
    private let converter: iconv_t?
    /// The breaks of the words hyphenated so far, by their bytes in the patterns' character set.
    private var known: [[CChar]: [Int]] = [:]

    /// The patterns of `file`, nil when it cannot be read or its character set is unknown.
    init?(file: String, library: HyphenLibrary) {
        guard let index = HyphenationPatternIndex(file: file) else { return nil }
        if index.characterSet == "UTF-8" {
            converter = nil
        } else {
            guard let opened = iconv_open(index.characterSet, "UTF-8"), Int(bitPattern: opened) != -1 else { return nil }
            converter = opened
        }
        self.file = file
        self.index = index
        self.library = library
    }

    deinit {
        if let converter { iconv_close(converter) }
    }

    /// For each of `words` (its scalars, lower case), the offsets into it where a line may break, in
    /// order: none when the patterns' character set lacks one of its letters, nor where the patterns
    /// would change the spelling at a break (old German "Schiffahrt"), which a soft hyphen cannot.
    func breaks(in words: [[Unicode.Scalar]]) -> [[Int]] {
        let encoded = words.map(encoded)
        let missing = Array(Set(encoded.compactMap { $0 }.filter { known[$0] == nil }))
        if !missing.isEmpty {
            if known.count + missing.count > Self.knownLimit { known = [:] }
            var text = index.subset(for: missing.map { $0.map { UInt8(bitPattern: $0) } })
            let dictionary = text.withUnsafeMutableBytes { bytes -> UnsafeMutablePointer<HyphenDict>? in
                guard let file = fmemopen(bytes.baseAddress, bytes.count, "r") else { return nil }
                defer { fclose(file) }
                return library.loadFile(file)
            }
            if let dictionary {
                defer { library.free(dictionary) }
                for word in missing { known[word] = breaks(in: word, with: dictionary) }
            }
        }
        return encoded.map { $0.flatMap { known[$0] } ?? [] }
    }

    /// The offsets into `letters` (a word in the patterns' character set) where `dictionary` breaks it.
    private func breaks(in letters: [CChar], with dictionary: UnsafeMutablePointer<HyphenDict>) -> [Int] {
        // libhyphen reads the word as a C string too (strstr), past the length it is given: it ends in a NUL.
        var bytes = letters + [0]
        var vector = [CChar](repeating: 0, count: letters.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        let failed = bytes.withUnsafeMutableBufferPointer { buffer in
            library.hyphenate(
                dictionary, buffer.baseAddress, Int32(letters.count), &vector, nil, &replacements, &positions, &cuts, Self.leftMinimum, Self.rightMinimum,
                0, 0)
        }
        // libhyphen allocates an entry a byte and moves each to its character's place, emptying the old.
        defer { Self.free(replacements, count: letters.count, positions, cuts) }
        guard failed == 0 else { return [] }
        let characters = converter == nil ? String(decoding: letters.map { UInt8(bitPattern: $0) }, as: UTF8.self).unicodeScalars.count : letters.count
        return (1..<max(characters, 1)).filter { vector[$0 - 1] & 1 == 1 && replacements?[$0 - 1] == nil }
    }

    /// `word` in the patterns' character set, one byte a letter where it is not UTF-8 (the vector
    /// libhyphen marks counts characters either way); nil when it has a letter the set lacks.
    private func encoded(_ word: [Unicode.Scalar]) -> [CChar]? {
        var utf8 = word.flatMap { Array(String($0).utf8).map { CChar(bitPattern: $0) } }
        guard let converter else { return utf8 }
        var out = [CChar](repeating: 0, count: word.count + 1)
        var inLeft = utf8.count, outLeft = out.count
        let result = utf8.withUnsafeMutableBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                var inPointer = input.baseAddress, outPointer = output.baseAddress
                return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
            }
        }
        guard result != -1, inLeft == 0, out.count - outLeft == word.count else {
            _ = iconv(converter, nil, nil, nil, nil)
            return nil
        }
        return Array(out.prefix(word.count))
    }

    /// Frees what libhyphen allocated for the non-standard breaks of a word of `count` bytes.
    private static func free(
        _ replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int, _ positions: UnsafeMutablePointer<Int32>?,
        _ cuts: UnsafeMutablePointer<Int32>?
    ) {
        guard let replacements else { return }
        for i in 0..<count { Glibc.free(replacements[i]) }
        Glibc.free(replacements)
        Glibc.free(positions)
        Glibc.free(cuts)
    }
}
