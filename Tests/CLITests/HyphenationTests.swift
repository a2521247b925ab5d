import Foundation
import TestSupport
import Testing

/// Justified text is hyphenated with its language's patterns, so that its lines are not stretched with
/// wide gaps between words: measured on the PDF as pdftotext reads it back, the breaks checked against
/// libhyphen's own reading of the patterns.
@Suite struct HyphenationTests {
    static let german =
        "Die Schifffahrtsgesellschaft veröffentlichte gestern ihren Geschäftsbericht. Wegen der außergewöhnlichen Witterungsverhältnisse verzeichneten die Verkehrsbetriebe erhebliche Verspätungen, obwohl die Verantwortlichen umfangreiche Sicherheitsmaßnahmen angekündigt hatten."
    static let english =
        "Typographers recommend hyphenation for justified paragraphs in narrow columns: otherwise extraordinarily conspicuous interword spacing accumulates, particularly whenever comparatively unbreakable vocabulary dominates consecutive lines."

    typealias Word = (word: String, xMin: Double, xMax: Double, y: Double)

    /// The column's width, in points: about 25 characters of 11pt type.
    static let width = 150.0

    /// A page with one cell of `text`, `width` wide, set at 11pt as `extra` says.
    static func spec(_ text: String, lang: String, extra: String) -> String {
        #"{ "page": { "size": "\#(width)pt x 500pt", "margin": 0 }, "pages": [ { "cells": [ { "text": { "text": "\#(text)", "size": 11, "lang": "\#(lang)"\#(extra) } } ] } ] }"#
    }

    /// Every word pdftotext reads in `spec` rendered to PDF, with its edges and its top, and what poster said.
    static func render(_ spec: String, in folder: ScratchFolder) throws -> (words: [Word], stderr: String) {
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let boxes = try ToolProcess.run(tool: "pdftotext", ["-bbox", folder.path("out.pdf"), "-"]).stdout
        let words = boxes.matches(of: #/<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="[0-9.]+">([^<]*)</word>/#).map { m in
            (String(m.4), Double(m.1)!, Double(m.3)!, Double(m.2)!)
        }
        return (words, run.stderr)
    }

    /// The words in lines, top to bottom.
    static func lines(_ words: [Word]) -> [[Word]] {
        Dictionary(grouping: words, by: { ($0.y * 10).rounded() }).sorted { $0.key < $1.key }.map { $0.value.sorted { $0.xMin < $1.xMin } }
    }

    /// The gaps between a line's words.
    static func gaps(_ line: [Word]) -> [Double] {
        zip(line, line.dropFirst()).map { $1.xMin - $0.xMax }
    }

    /// Where libhyphen, asked directly (Python's ctypes), breaks each of `words` with the patterns of
    /// `file`, in its character set, at least 2 letters from the start and 3 from the end: "Ge-schäfts-be-richt".
    static func patternBreaks(_ words: [String], file: String, encoding: String, in folder: ScratchFolder) throws -> [String: String] {
        let script = """
            import ctypes, sys
            h = ctypes.CDLL("libhyphen.so.0")
            h.hnj_hyphen_load.restype = ctypes.c_void_p
            h.hnj_hyphen_load.argtypes = [ctypes.c_char_p]
            h.hnj_hyphen_hyphenate3.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p] + [ctypes.c_void_p] * 3 + [ctypes.c_int] * 4
            d = h.hnj_hyphen_load(sys.argv[1].encode())
            for word in sys.argv[3:]:
                b = word.lower().encode(sys.argv[2])
                v = ctypes.create_string_buffer(len(b) + 5)
                rep, pos, cut = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
                h.hnj_hyphen_hyphenate3(d, b, len(b), v, None, ctypes.byref(rep), ctypes.byref(pos), ctypes.byref(cut), 2, 3, 0, 0)
                print(word + " " + "".join(c + ("-" if v.raw[i] & 1 and i < len(word) - 1 else "") for i, c in enumerate(word)))
            """
        try script.write(toFile: folder.path("breaks.py"), atomically: true, encoding: .utf8)
        let run = try ToolProcess.run(tool: "python3", [folder.path("breaks.py"), file, encoding] + words)
        #expect(run.status == 0, "\(run.stderr)")
        let pairs = run.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            return (String(parts[0]), String(parts[1]))
        }
        return Dictionary(pairs) { first, _ in first }
    }

    /// The pieces of the text's words as pdftotext reads them, line by line, joined into words: each word
    /// with the pieces it was set in (one unless it was broken across lines, its pieces but the last ending
    /// with a soft hyphen, which they are given without).
    static func readBack(_ lines: [[Word]]) -> [(word: String, pieces: [(line: Int, text: String)])] {
        var out: [(String, [(Int, String)])] = []
        var pending: [(Int, String)] = []
        for (number, line) in lines.enumerated() {
            for word in line {
                let broken = word.word.unicodeScalars.last == "\u{AD}"
                pending.append((number, broken ? String(word.word.unicodeScalars.dropLast()) : word.word))
                if !broken {
                    out.append((pending.map(\.1).joined(), pending))
                    pending = []
                }
            }
        }
        return out
    }

    /// The widths pdftotext reads of `fragments`, each set on a page of its own as `spec` sets text.
    static func widths(of fragments: [String], lang: String, in folder: ScratchFolder) throws -> [Double] {
        let pages = fragments.map { #"{ "cells": [ { "text": { "text": "\#($0)", "size": 11, "lang": "\#(lang)", "align": "left", "hyphenate": false } } ] }"# }
        let spec = #"{ "page": { "size": "150pt x 30pt", "margin": 0 }, "pages": [ \#(pages.joined(separator: ", ")) ] }"#
        let words = try render(spec, in: folder).words
        #expect(words.count == fragments.count, "\(words.map(\.word)) for \(fragments)")
        return words.map { $0.xMax - $0.xMin }
    }

    @Test(arguments: [
        (german, "de", "/usr/share/hyphen/hyph_de_DE.dic", "latin-1"),
        (english, "en", "/usr/share/hyphen/hyph_en_US.dic", "utf-8"),
    ])
    func aJustifiedNarrowColumnHyphenatesAtThePatternsPointsAndKeepsItsGapsNarrow(
        _ text: String, _ lang: String, _ patterns: String, _ encoding: String
    ) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // The same breaks set flush left: each line's own width, and a word space, every gap's width there.
        let left = Self.lines(try Self.render(Self.spec(text, lang: lang, extra: #", "align": "left", "hyphenate": true"#), in: folder).words)
        let space = try #require(left.flatMap(Self.gaps).min())
        #expect(left.flatMap(Self.gaps).allSatisfy { abs($0 - space) < 0.05 }, "flush left, every gap is a space")
        let justified = try Self.render(Self.spec(text, lang: lang, extra: #", "align": "justify""#), in: folder)
        #expect(!justified.stderr.contains("note:") && !justified.stderr.contains("warning:"), "\(justified.stderr)")
        let lines = Self.lines(justified.words)
        #expect(lines.map { $0.map(\.word) } == left.map { $0.map(\.word) }, "justifying moves no break")
        // Every word comes back whole, in order, once its pieces are joined: a search finds it.
        let words = Self.readBack(lines)
        #expect(words.map(\.word) == text.split(separator: " ").map(String.init), "\(words.map(\.word))")
        // Where the patterns break each word (without the punctuation pdftotext counts with it), as letters before each point.
        let bare = words.map { $0.word.trimmingCharacters(in: .punctuationCharacters) }
        let allowed = try Self.patternBreaks(bare, file: patterns, encoding: encoding, in: folder)
        let points = try bare.map { word in
            try #require(allowed[word]).enumerated().filter { $0.element == "-" }.enumerated().map { $0.element.offset - $0.offset }
        }
        var brokenCount = 0
        for (word, wordPoints) in zip(words, points) where word.pieces.count > 1 {
            var before = 0
            for piece in word.pieces.dropLast() {
                before += piece.text.count
                #expect(wordPoints.contains(before), "\(word.word) breaks after \(before) letters, where the patterns allow: \(wordPoints)")
                brokenCount += 1
            }
        }
        #expect(brokenCount >= 3, "a narrow column breaks words")
        // A line whose widest gap is 2.5 spaces or more is one hyphenation could not fill: the next line's
        // first piece up to its word's next point (with a hyphen), or to its end, would not have fitted.
        var tight: [String] = [], fragments: [String] = [], natural: [Double] = []
        for (number, line) in lines.enumerated().dropLast() where (Self.gaps(line).max() ?? 0) >= 2.5 * space {
            let index = try #require(words.firstIndex { $0.pieces.contains { $0.line == number + 1 } })
            let word = words[index]
            let offset = word.pieces.prefix { $0.line <= number }.map(\.text.count).reduce(0, +)
            let rest = String(word.word.dropFirst(offset))
            let next = points[index].first { $0 > offset }
            fragments.append(next.map { String(rest.prefix($0 - offset)) + "-" } ?? rest)
            natural.append(left[number].last!.xMax)
            tight.append(line.map(\.word).joined(separator: " "))
        }
        for ((line, fragment), (width, fragmentWidth)) in zip(zip(tight, fragments), zip(natural, try Self.widths(of: fragments, lang: lang, in: folder))) {
            #expect(width + space + fragmentWidth > Self.width - 0.01, "\(line): \(fragment) would have fitted")
        }
        // The same column not hyphenated opens more such gaps, and wider ones: the measure can fail.
        let unhyphenated = Self.lines(try Self.render(Self.spec(text, lang: lang, extra: #", "align": "justify", "hyphenate": false"#), in: folder).words)
        #expect(!unhyphenated.joined().contains { $0.word.contains("\u{AD}") })
        let widest = { (lines: [[Word]]) in lines.dropLast().map { (Self.gaps($0).max() ?? 0) / space } }
        #expect(widest(unhyphenated).max()! > widest(lines).max()!, "\(widest(unhyphenated)) against \(widest(lines))")
    }

    /// `lang` picks its region's patterns, else its language's, else another region's: words at lines'
    /// ends break, with a hyphen. A language with none installed is set without, said once.
    @Test(arguments: [
        ("de-CH", "Die Witterungsverhältnisse verursachten erhebliche Verspätungen der Verkehrsbetriebe im ganzen Kanton", true),
        ("es", "La extraordinariamente complicada administración municipal publicó finalmente su información presupuestaria", true),
        ("no", "Regjeringen presenterte forslaget om arbeidsmiljøloven og informasjonsteknologi for sannsynligvis alle kommunene", true),
        ("en-GB", english, true),
        ("fi", "Kansainvälinen yhteistyö edellyttää luotettavaa tiedonvälitystä kaikkien osapuolten kesken", false),
    ])
    func eachLanguageIsHyphenatedWithItsOwnPatterns(_ lang: String, _ text: String, _ hasPatterns: Bool) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let cells = Array(repeating: #"{ "text": { "text": "\#(text)", "size": 11, "align": "justify" } }"#, count: 2).joined(separator: ", ")
        let spec =
            #"{ "page": { "size": "\#(Self.width)pt x 600pt", "margin": 0 }, "lang": "\#(lang)", "pages": [ { "grid": { "columns": 1, "rows": 2 }, "cells": [ \#(cells) ] } ] }"#
        let run = try Self.render(spec, in: folder)
        let broken = run.words.filter { $0.word.unicodeScalars.last == "\u{AD}" }
        let notes = run.stderr.split(separator: "\n").filter { $0.contains("note:") }
        if hasPatterns {
            #expect(!broken.isEmpty && notes.isEmpty, "\(run.words.map(\.word)) \(run.stderr)")
        } else {
            #expect(broken.isEmpty, "\(run.words.map(\.word))")
            #expect(notes.count == 1, "\(run.stderr)")
            let said = #"no hyphenation patterns for "\#(lang)" in /usr/share/hyphen (Debian's hyphen-* packages hold them): its text is set without hyphens"#
            #expect(notes.first?.hasSuffix(said) == true, "\(run.stderr)")
        }
        // Every word comes back whole once its pieces are joined, and none holds a soft hyphen inside.
        let words = text.split(separator: " ").map(String.init)
        #expect(Self.readBack(Self.lines(run.words)).map(\.word) == words + words)
    }

    /// Text set flush left is hyphenated when it asks, not otherwise: its ragged edge is a choice.
    @Test func flushLeftTextIsHyphenatedWhenItAsks() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let soft = { (extra: String) in
            try Self.render(Self.spec(Self.english, lang: "en", extra: #", "align": "left""# + extra), in: folder).words.filter { $0.word.contains("\u{AD}") }
                .count
        }
        #expect(try soft("") == 0)
        #expect(try soft(#", "hyphenate": true"#) >= 3)
    }
}
