import Gallery
import Geometry
import Testing

@Suite struct IndexPageTests {
    @Test func textIsEscaped() {
        #expect(HTML.escape(#"<script>alert("x")</script> & 'y'"#) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
        #expect(HTML.escape("경복궁 · plain") == "경복궁 · plain")
        // A name that would show reversed (U+202E) shows its control instead.
        #expect(HTML.escape("invoice\u{202E}fdp.exe") == "invoice\\u{202E}fdp.exe")
    }

    @Test func linksArePercentEncodedPaths() {
        #expect(HTML.link("specs/a b/#1?.json/x-1.png") == "specs/a%20b/%231%3F.json/x-1.png")
        #expect(HTML.link("specs/경/a&b.pdf") == "specs/%EA%B2%BD/a%26b.pdf")
        #expect(HTML.link("specs/100%.json/x.pdf") == "specs/100%25.json/x.pdf")
    }

    @Test(arguments: [Size(595.28, 841.89), Size(1190.55, 841.89), Size(100.3, 50.7), Size(1, 1000), Size(72, 72)])
    func thumbnailsHaveTheirLongerSideExactly(_ size: Size) {
        for side in [16, 64, 255, 256, 1000] {
            let dpi = Thumbnail.dpi(for: size, longestSide: side)
            // As the renderer sizes its image: points times dpi / 72, partial pixels rounded up.
            #expect(Int((max(size.width, size.height) * (dpi / 72)).rounded(.up)) == side, "\(size) at \(side) px")
        }
    }
}
