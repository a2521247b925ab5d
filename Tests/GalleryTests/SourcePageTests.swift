import Foundation
import Gallery
import Testing

@Suite struct SourcePageTests {
    /// The text of highlighted HTML: the spans' contents with the entities read back.
    static func text(_ html: String) -> String {
        html.replacing(#/<[^>]*>/#, with: "").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func jsonTokensAreColouredByWhatTheyAre() {
        let line = SourceHighlighter.lines(of: #"{ "kind": "tree", "step": -2.5e1, "on": true, "x": null }"#, yaml: false)[0]
        #expect(line.contains(#"<span class="k">&quot;kind&quot;</span>"#))
        #expect(line.contains(#"<span class="s">&quot;tree&quot;</span>"#))
        #expect(line.contains(#"<span class="n">-2.5e1</span>"#))
        #expect(line.contains(#"<span class="b">true</span>"#) && line.contains(#"<span class="b">null</span>"#))
        #expect(line.contains(#"<span class="p">{</span>"#) && line.contains(#"<span class="p">:</span>"#))
    }

    @Test func yamlKeysCommentsAndQuotes() {
        let lines = SourceHighlighter.lines(of: "title: It's 10:30 # a comment\r\n- 'a ''b''': yes\nurl: http://x.org/#top", yaml: true)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"<span class="k">title</span><span class="p">:</span>"#))
        #expect(lines[0].contains("It&#39;s 10:30") && lines[0].hasSuffix(#"<span class="c"># a comment</span>"#))
        #expect(lines[1].contains(#"<span class="k">&#39;a &#39;&#39;b&#39;&#39;&#39;</span>"#) && lines[1].hasSuffix(#"<span class="b">yes</span>"#))
        // A # inside a word does not start a comment.
        #expect(!lines[2].contains(#"class="c""#))
        #expect(Self.text(lines[2]) == "url: http://x.org/#top")
    }

    /// Whatever the text, the page shows it as it is: every character escaped, nothing left out.
    @Test(arguments: [
        #"{ "kind": "<script>alert(1)</script>", "a": "\"quoted\" & \\", 'b': [1,2] } ] }"#,
        "a: \"unterminated\n  - <img src=x onerror=alert(1)>\n# only a comment\n\n\t tabs: ~",
        "경복궁: \"서울\" # 주석\nemoji: 🌲🌲",
    ])
    func theTextComesBackWhole(_ source: String) {
        for yaml in [false, true] {
            let lines = SourceHighlighter.lines(of: source, yaml: yaml)
            #expect(lines.map(Self.text).joined(separator: "\n") == source)
            #expect(!lines.joined().contains("<script") && !lines.joined().contains("<img"))
        }
    }

    @Test func theLinesOfProblemsAreMarkedAndListed() {
        let page = SourcePage(
            path: "posters/a b.json", openedAt: "specs/posters/a b.json", bytes: Array("{\n  \"pages\": 3\n}\n".utf8),
            diagnostics: ["specs/posters/a b.json:2:12: error: pages: expected an array, found a number (3)", "specs/other.json:1:1: error: elsewhere"],
            warnings: ["specs/posters/a b.json:1:1: warning: no version"], data: [("rows.csv", "data/rows.csv"), ("big.xlsx", nil)],
            index: "../../index.html")
        let html = page.html
        #expect(html.contains(#"<span class="line error" id="L2" title="specs/posters/a b.json:2:12: error: pages: expected an array, found a number (3)">"#))
        #expect(html.contains(#"<span class="line warning" id="L1""#))
        #expect(html.contains(#"<span class="line" id="L3">"#))
        #expect(!html.contains("elsewhere"))
        #expect(html.contains(##"<li><a href="#L2">"##))
        #expect(html.contains(#"<a href="data/rows.csv">rows.csv</a> · big.xlsx"#))
        #expect(html.contains(#"<a href="../../index.html">Gallery</a>"#))
        #expect(SourcePage.line(of: "specs/a.json:14:3: error: x", in: "specs/a.json") == 14)
        #expect(SourcePage.line(of: "specs/a.json: error: cannot read", in: "specs/a.json") == nil)
        #expect(SourcePage.line(of: "specs/a.json.bak:2:1: error: x", in: "specs/a.json") == nil)
    }
}
