import Compose
import Scene
import SpecModel
import SpecReader
import Testing

/// A cell's `{page}` and `{pages}` become the page's number and the count, in every text of the cell,
/// wherever they stand in a span (after any other characters); text without them is left alone.
@Suite struct PageNumberTextTests {
    @Test(arguments: [
        ("{page}", true), ("p. {pages}", true), ("{page:03d} of {pages}", true), ("ü日本🇫🇷{page}", true), ("{{page}", true),
        ("", false), ("{pag", false), ("{ page}", false), ("page}", false), ("{Page}", false), ("ü日本🇫🇷", false), ("{pa", false),
    ])
    func theSearchFindsThePlaceholderWhereStringContainsDoes(text: String, mentions: Bool) {
        let span = SpanSpec(text: text, underline: false, rise: 0)
        #expect(span.mentionsPage == mentions)
        #expect(span.mentionsPage == text.contains("{page"))
    }

    @Test func cellsAreNumberedOnTheirPage() throws {
        let json = #"""
            { "page": { "size": "A6" }, "pages": [
              { "grid": { "columns": 1, "rows": 2 }, "cells": [ { "text": "Seite {page} von {pages}" }, { "text": "no number", "caption": "ü {page}" } ] },
              { "grid": { "columns": 1, "rows": 1 }, "cells": [ { "text": "日本 {page:02d}/{pages}" } ] } ] }
            """#
        let result = SpecLoader.load(text: json, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        let texts = document.pages.map { $0.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } } }
        #expect(texts == [["Seite 1 von 2", "no number", "ü 1"], ["日本 02/2"]])
    }
}
