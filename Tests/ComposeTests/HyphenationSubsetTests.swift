import Foundation
import TestSupport
import Testing
import Typesetting

/// libhyphen is given only the patterns that can apply to the words at hand: every word breaks where
/// libhyphen breaks it with the whole file, asked directly (Python's ctypes), on thousands of words of
/// each language: Faker's text, and for German the compounds of the patterns' own word list, alone and
/// joined in pairs (whose parts libhyphen hyphenates again with the second level of patterns).
@Suite struct HyphenationSubsetTests {
    /// Writes, for each word the script picks, the word and where libhyphen breaks it with the whole
    /// file, in the patterns' character set, at least 2 letters from the start and 3 from the end; a
    /// break with a spelling change (which a soft hyphen cannot show) is left out, as poster leaves it.
    static let script = """
        import ctypes, re, sys
        from faker import Faker
        path, encoding, locale = sys.argv[1:4]
        fake = Faker(locale)
        fake.seed_instance(7)
        words = re.findall(r"\\w+", " ".join(fake.text(max_nb_chars=2000) for _ in range(40)))
        if locale == "de_DE":
            lines = open(path, encoding=encoding).read().split("NEXTLEVEL")[0].splitlines()
            compounds = [re.sub(r"[0-9]", "", l) for l in lines if re.fullmatch(r"[^\\W\\d_]+[0-9][^\\W\\d_0-9]*[0-9]*[^\\W\\d_]*", l)]
            picked = compounds[::40]
            words += picked + [a + b for a, b in zip(picked, picked[7:])]
        h = ctypes.CDLL("libhyphen.so.0")
        h.hnj_hyphen_load.restype = ctypes.c_void_p
        h.hnj_hyphen_load.argtypes = [ctypes.c_char_p]
        h.hnj_hyphen_hyphenate3.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p] + [ctypes.c_void_p] * 3 + [ctypes.c_int] * 4
        d = h.hnj_hyphen_load(path.encode())
        seen = set()
        for word in words:
            if word in seen or not (word.isalpha() and word.islower() and 5 <= len(word) <= 64):
                continue
            seen.add(word)
            try:
                b = word.encode(encoding)
            except UnicodeEncodeError:
                continue
            v = ctypes.create_string_buffer(len(b) + 5)
            rep, pos, cut = ctypes.POINTER(ctypes.c_char_p)(), ctypes.c_void_p(), ctypes.c_void_p()
            h.hnj_hyphen_hyphenate3(d, b, len(b), v, None, ctypes.byref(rep), ctypes.byref(pos), ctypes.byref(cut), 2, 3, 0, 0)
            count = len(b) if encoding != "utf-8" else len(word)
            marks = [i for i in range(count - 1) if v.raw[i] & 1 and not (rep and rep[i])]
            print(word + "\\t" + "".join(c + ("-" if i in marks else "") for i, c in enumerate(word)))
        """

    @Test(arguments: [
        ("de-DE", "hyph_de_DE.dic", "iso8859-1", "de_DE"), ("en-US", "hyph_en_US.dic", "utf-8", "en_US"), ("fr", "hyph_fr.dic", "utf-8", "fr_FR"),
        ("nl", "hyph_nl_NL.dic", "iso8859-1", "nl_NL"), ("pl", "hyph_pl_PL.dic", "iso8859-2", "pl_PL"), ("ru", "hyph_ru_RU.dic", "koi8-r", "ru_RU"),
    ])
    func everyWordBreaksAsWithTheWholeFile(_ lang: String, _ file: String, _ encoding: String, _ locale: String) throws {
        let folder = try ScratchFolder()
        try Self.script.write(toFile: folder.path("breaks.py"), atomically: true, encoding: .utf8)
        // Debian's Python, which python3-fake-factory installs Faker into.
        let run = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), [folder.path("breaks.py"), "/usr/share/hyphen/\(file)", encoding, locale])
        try #require(run.status == 0, "\(run.stderr)")
        let expected = run.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(expected.count > (locale == "de_DE" ? 2500 : 100), "only \(expected.count) words")
        #expect(expected.filter { $0[1].contains("-") }.count > expected.count / 2, "few words break")

        // All words at once (one subset for all), and each alone after them (the breaks kept).
        let together = Hyphenator().hyphenated(expected.map { $0[0] }.joined(separator: " "), language: lang).split(separator: " ")
        let alone = Hyphenator()
        for (pair, batched) in zip(expected, together) {
            #expect(batched.replacing("\u{AD}", with: "-") == pair[1], "\(pair[0]) in a batch")
            #expect(alone.hyphenated(pair[0], language: lang).replacing("\u{AD}", with: "-") == pair[1], "\(pair[0]) alone")
        }
        #expect(together.count == expected.count)
    }
}
