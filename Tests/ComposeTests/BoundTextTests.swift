import Compose
import Foundation
import Scene
import SpecModel
import SpecReader
import Testing

/// Rows whose values go only into texts are bound into the first row's cell instead of decoded: what
/// they make, and every problem and where it is reported, are what decoding each row makes. A template
/// that also takes a value elsewhere ("lineWidth" here, the same for every row) decodes every row: the
/// two are compared.
@Suite struct BoundTextTests {
    private static let names = ["Anna", "007", "true", "12.50", "", "Ünïcødé 名前", "a {{brace}}", "Zed"]

    /// A sheet of `rows` (inline JSON rows when `inline`, else CSV beside nothing: inline only here) whose
    /// caption and text take `name`; `decoded` adds a value every row takes outside a text.
    private func spec(_ rows: [String], caption: String = #""{name}""#, decoded: Bool) -> String {
        let data = rows.map { #"{ "name": \#(Self.json($0)), "w": 1 }"# }.joined(separator: ", ")
        let extra = decoded ? #", "lineWidth": "{w}""# : ""
        return #"""
            { "page": { "size": "A5" }, "pages": [ { "sheet": { "data": [ \#(data) ], "grid": { "columns": 2, "rows": 4 },
              "cell": { "text": { "text": "Hello {name}", "size": "9pt" }, "caption": \#(caption)\#(extra) },
              "back": { "text": "{name}" } } } ] }
            """#
    }

    private static func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    @Test func boundRowsMakeTheDocumentDecodedRowsMake() throws {
        let bound = SpecLoader.load(text: spec(Self.names, decoded: false), file: "s.json")
        let decoded = SpecLoader.load(text: spec(Self.names, decoded: true), file: "s.json")
        let document = try #require(bound.document, "\(bound.diagnostics)")
        #expect(document == decoded.document)
        #expect(bound.diagnostics.map(\.description) == decoded.diagnostics.map(\.description))
        let texts = document.pages[0].items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(texts.contains("Hello 007") && texts.contains("12.50") && texts.contains("Ünïcødé 名前"))
    }

    @Test func aCaptionCutInABoundRowIsReportedWhereThatRowsValueIs() throws {
        let rows = ["Anna", "Ben", String(repeating: "Longname ", count: 30), "Dee"]
        let caption = #"{ "text": "{name}", "maxLines": 1, "minSize": "8pt", "fit": "own" }"#
        let bound = SpecLoader.load(text: spec(rows, caption: caption, decoded: false), file: "s.json")
        let decoded = SpecLoader.load(text: spec(rows, caption: caption, decoded: true), file: "s.json")
        #expect(bound.diagnostics.contains { $0.message.contains("cut to fit") }, "\(bound.diagnostics)")
        #expect(bound.diagnostics.map(\.description) == decoded.diagnostics.map(\.description))
        #expect(bound.document == decoded.document)
    }

    @Test func aWholeValueCaptionIsReportedAtTheCell() throws {
        let rows = ["Anna", "Ben", String(repeating: "Longname ", count: 60)]
        let bound = SpecLoader.load(text: spec(rows, decoded: false), file: "s.json")
        let decoded = SpecLoader.load(text: spec(rows, decoded: true), file: "s.json")
        // A text that is a whole value from the data is reported at the cell, as decoding it says.
        let cut = try #require(bound.diagnostics.first { $0.message.contains("text \"Longname") && $0.message.contains("cut to fit") }, "\(bound.diagnostics)")
        #expect(cut.path?.description == "pages[0].sheet.cell", "\(cut)")
        #expect(bound.diagnostics.map(\.description) == decoded.diagnostics.map(\.description))
        #expect(bound.document == decoded.document)
    }

    @Test func aTextOverTheLimitInABoundRowIsRefusedAsADecodedOneIs() throws {
        let rows = ["Anna", String(repeating: "x", count: Decoders.maximumTextLength + 1)]
        let bound = SpecLoader.load(text: spec(rows, decoded: false), file: "s.json")
        let decoded = SpecLoader.load(text: spec(rows, decoded: true), file: "s.json")
        #expect(bound.document == nil)
        #expect(bound.diagnostics.map(\.description) == decoded.diagnostics.map(\.description))
        #expect(bound.diagnostics.first?.message.hasPrefix("row 2, column \"name\": ") == true, "\(bound.diagnostics)")
    }

    @Test func aRowWhoseValueIsNotTextIsDecoded() throws {
        let spans =
            #"{ "page": { "size": "A5" }, "pages": [ { "sheet": { "data": [ { "name": "Anna" }, { "name": [ "plain ", { "text": "bold", "weight": "bold" } ] } ], "grid": { "columns": 2, "rows": 1 }, "cell": { "text": "{name}" } } } ] }"#
        let result = SpecLoader.load(text: spans, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        let texts = document.pages[0].items.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(texts.map(\.string) == ["Anna", "plain bold"])
        #expect(texts.last?.spans.count == 2)
    }
}
