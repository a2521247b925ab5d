import PrintColor
import Testing

/// The content stream rewrite: colour operators in ink, everything else byte for byte, strings,
/// comments and inline pictures never read as operators.
@Suite struct ContentInksTests {
    /// Inks that spell the colour they came from: c = r, m = g, y = b, k = 0.5.
    static func rewrite(_ text: String) throws -> String {
        let spelling = ContentInks { r, g, b in [r, g, b, 0.5] }
        return String(decoding: try spelling.rewrite(Array(text.utf8)), as: UTF8.self)
    }

    @Test func colourOperatorsBecomeInks() throws {
        #expect(try Self.rewrite("0.1 0.2 0.3 rg 10 10 m 1 0 0 RG S") == "0.1 0.2 0.3 0.5 k 10 10 m 1 0 0 0.5 K S")
        #expect(try Self.rewrite("q\n.5 1 0 rg\nQ") == "q\n0.5 1 0 0.5 k\nQ")
    }

    @Test func everythingElseIsCopied() throws {
        let text = "BT /F1 12 Tf (a rg \\) (b) 1 2 3 rg) Tj [<0102> -20 (x)] TJ ET % 1 2 3 rg\n<< /MCID 0 >> BDC EMC 0 0 0 1 k"
        #expect(try Self.rewrite(text) == text)
    }

    @Test func anRGBSpaceBecomesCMYKWithinItsSave() throws {
        #expect(try Self.rewrite("q /DeviceRGB cs 1 0 0 sc Q 1 0 0 sc") == "q /DeviceCMYK cs 1 0 0 0.5 sc Q 1 0 0 sc")
        #expect(try Self.rewrite("/Pattern cs /p1 scn") == "/Pattern cs /p1 scn")
    }

    @Test func inlinePicturesAreSkippedUnlessRGB() throws {
        let gray = "BI /W 2 /H 1 /CS /G /BPC 8 ID \u{1}rg EI 1 0 0 rg"
        #expect(try Self.rewrite(gray) == "BI /W 2 /H 1 /CS /G /BPC 8 ID \u{1}rg EI 1 0 0 0.5 k")
        // An `EI` inside the data, not standing alone, does not end it.
        let tricky = "BI /W 4 /H 1 /CS /G /BPC 8 ID  EIx( EI 1 0 0 rg"
        #expect(try Self.rewrite(tricky) == "BI /W 4 /H 1 /CS /G /BPC 8 ID  EIx( EI 1 0 0 0.5 k")
        #expect(throws: CMYKConversionError.self) { try Self.rewrite("BI /W 1 /H 1 /CS /RGB /BPC 8 ID abc EI") }
        #expect(throws: CMYKConversionError.self) { try Self.rewrite("(never closed") }
    }

    @Test func inksAreWrittenShortest() {
        #expect(ContentInks.format([0, 1, 0.35, 0.1234567]) == "0 1 0.35 0.123457")
    }
}
