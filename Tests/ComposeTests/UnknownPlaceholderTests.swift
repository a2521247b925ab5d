import Compose
import Scene
import SpecReader
import Testing

/// A placeholder no value fills is printed as written, with a warning saying so; a sheet's escaped
/// braces and `{page}` are not warned about.
@Suite struct UnknownPlaceholderTests {
    private func warnings(_ json: String) -> [String] {
        SpecLoader.load(text: json, file: "s.json").diagnostics.map(\.description)
    }

    @Test func aFootersUnknownPlaceholderIsWarnedAboutWithTheNameMeant() {
        let json = #"{ "footer": "Seite {pgae} von {pages}", "pages": [ { "cells": [ { "text": "{page} of {pages}" } ] } ] }"#
        #expect(
            warnings(json) == [
                "s.json:1:13: warning: footer: unknown placeholder {pgae} (did you mean \"page\"?): printed as written; outside a sheet's template, a text takes {page} and {pages}"
            ])
        let german = #"{ "footer": "Seite {seite} von {pages}", "pages": [ { "cells": [ { "text": "x" } ] } ] }"#
        #expect(
            warnings(german) == [
                "s.json:1:13: warning: footer: unknown placeholder {seite}: printed as written; outside a sheet's template, a text takes {page} and {pages}"
            ])
    }

    @Test func everyUnknownPlaceholderOfATextIsNamedOnce() {
        let json = #"{ "pages": [ { "cells": [ { "text": ["{a} and ", { "text": "{b:.2f} {a}", "weight": "bold" }] } ] } ] }"#
        #expect(warnings(json).map { $0.contains("unknown placeholders {a}, {b}: printed as written") } == [true])
    }

    @Test func aSheetsFilledTextsAreNotWarnedAbout() {
        let json =
            #"{ "pages": [ { "sheet": { "data": [ { "n": 1 } ], "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{{n}} = {n}, page {page}" } } } ] }"#
        #expect(warnings(json).isEmpty)
    }

    /// A page number takes a format as a data value does; one it cannot take is warned about.
    @Test func aPageNumbersFormatIsUsedOrWarnedAbout() throws {
        let json = #"{ "footer": "{page:03d}/{pages:x}", "pages": [ { "cells": [ { "text": "{page:.2}" } ] } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(
            result.diagnostics.map(\.description) == [
                "s.json:1:71: warning: pages[0].cells[0].text: {page:.2}: a whole number takes no precision without a type: \".2f\" sets 2 decimals: printed as written"
            ])
        let page = try #require(result.document?.pages.first)
        let texts = page.items.compactMap { if case .text(let text) = $0 { text.string } else { nil } }
        #expect(texts.contains("001/1") && texts.contains("{page:.2}"))
    }
}
