import CairoKit
import Testing

@Suite struct FontSetTests {
    @Test func primaryIsTheFontMatchedForTheFamily() throws {
        let chain = try FontSet(family: "DejaVu Sans")
        #expect(chain.primary.file == (try FontFace.matching(family: "DejaVu Sans")).file)
        #expect(chain.faces.first === chain.primary)
        #expect(chain.faces.count > 1)
    }

    @Test func facesReportTheCharactersTheyCover() throws {
        let dejaVu = try FontFace.matching(family: "DejaVu Sans")
        #expect(dejaVu.covers("A") && dejaVu.covers("é"))
        #expect(!dejaVu.covers("서"))
    }

    @Test func hangulIsSetInAKoreanFontBetweenLatinRuns() throws {
        let chain = try FontSet(family: "DejaVu Sans")
        let runs = chain.runs(for: "Seoul 서울 Busan")
        #expect(runs.map(\.text) == ["Seoul ", "서울 ", "Busan"])
        try #require(runs.count == 3)
        #expect(runs[0].face === chain.primary && runs[2].face === chain.primary)
        #expect(runs[1].face.family.contains("Nanum"))
    }

    @Test func everyRunHasAllItsGlyphsInItsOwnFace() throws {
        let text = "Seoul 서울 Busan, 경복궁 Gyeongbokgung"
        let chain = try FontSet(family: "DejaVu Sans")
        let context = try Context(try Surface.image(width: 10, height: 10))
        context.setFont(chain.primary, size: 12)
        #expect(try context.missingGlyphCount(in: "서울") == 2)
        #expect(try context.missingGlyphCount(in: text) == 5)
        for run in chain.runs(for: text) {
            context.setFont(run.face, size: 12)
            #expect(try context.missingGlyphCount(in: String(run.text)) == 0, "\(run.text) in \(run.face.family)")
        }
    }

    @Test func combiningMarksAndSpacesStayWithTheCharacterBefore() throws {
        let chain = try FontSet(family: "DejaVu Sans")
        // A decomposed Hangul syllable (conjoining jamo) is one character; the space after it joins it.
        let runs = chain.runs(for: "a \u{1100}\u{1161} b")
        #expect(runs.map(\.text) == ["a ", "\u{1100}\u{1161} ", "b"])
        #expect(runs.count == 3 && runs[1].face !== chain.primary)
        // A combining mark on its own after a Hangul syllable stays in the syllable's run.
        #expect(chain.runs(for: "서\u{20DD}").count == 1)
    }

    @Test func charactersNoFontCoversStayInThePrimaryFont() throws {
        let chain = try FontSet(family: "DejaVu Sans")
        let runs = chain.runs(for: "a\u{0378}b")  // U+0378 is unassigned
        #expect(runs.count == 1 && runs[0].face === chain.primary)
        #expect(chain.runs(for: "").isEmpty)
    }

    @Test func boldChainStartsWithTheBoldFace() throws {
        let chain = try FontSet(family: "DejaVu Sans", weight: .bold)
        #expect(chain.primary.file == (try FontFace.matching(family: "DejaVu Sans", weight: .bold)).file)
        let runs = chain.runs(for: "Seoul 서울")
        #expect(runs.count == 2 && runs[1].face.family.contains("Nanum"))
    }
}
