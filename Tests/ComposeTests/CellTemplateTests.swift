import Compose
import Figures
import Scene
import SpecModel
import SpecReader
import Testing

/// A sheet's template is decoded once for its fixed members and bound to each row: what every row
/// makes is what decoding each filled template whole would make.
@Suite struct CellTemplateTests {
    private func sheet(rows: String, cell: String) -> String {
        #"{ "pages": [ { "sheet": { "data": \#(rows), "grid": { "columns": 2, "rows": 2 }, "cell": \#(cell) } } ] }"#
    }

    private func texts(_ page: Page) -> [String] {
        page.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    @Test func aFigureWhoseKindComesFromTheDataDecodesAsItsOwnKind() throws {
        let json = sheet(
            rows: #"[ { "k": "carpet" }, { "k": "triangle" }, { "k": "carpet" } ]"#,
            cell: ##"{ "figure": { "kind": "{k}", "level": 2 }, "fill": "#336699" }"##)
        let result = SpecLoader.load(text: json, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        let decoded = try decodedSpec(json)
        let figures = ElementBudget.figures(of: Pagination.pages(of: try #require(decoded)))
        #expect(figures.map(\.figure.kind) == ["carpet", "triangle", "carpet"])
        // Each at the level every row shares: 8^2 squares, 3^2 triangles.
        #expect(figures.map(\.figure.figure.estimatedElements) == [64, 9, 64])
        #expect(document.pages.count == 1)
    }

    @Test func aProblemInAFixedMemberIsReportedOnceForAllRows() throws {
        let json = sheet(rows: #"[ { "n": "a" }, { "n": "b" }, { "n": "c" }, { "n": "d" }, { "n": "e" } ]"#, cell: ##"{ "text": "{n}", "fill": "#zzzzzz" }"##)
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(result.document == nil)
        let fills = result.diagnostics.filter { $0.path?.description.hasSuffix("cell.fill") == true }
        #expect(fills.count == 1, "\(result.diagnostics)")
    }

    @Test func escapedBracesAreUndoneInEveryRow() throws {
        let json = sheet(rows: #"[ { "n": "a" }, { "n": "b" } ]"#, cell: #"{ "text": "{n}", "caption": "{{literal}}" }"#)
        let result = SpecLoader.load(text: json, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        #expect(texts(document.pages[0]).sorted() == ["a", "b", "{literal}", "{literal}"])
    }

    @Test func fixedAndBoundMembersOfOneObjectAreBothKept() throws {
        let json = sheet(
            rows: #"[ { "n": "first" }, { "n": "second" } ]"#,
            cell: #"{ "figure": { "kind": "polygon", "sides": 5 }, "caption": { "text": "{n}", "size": "9pt", "style": "italic" } }"#)
        let result = SpecLoader.load(text: json, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        let captions = document.pages[0].items.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(captions.map(\.string) == ["first", "second"])
        #expect(captions.allSatisfy { $0.font.size == 9 && $0.font.slant == .italic })
    }

    private func decodedSpec(_ json: String) throws -> Spec? {
        Spec.object.decode(try JSONParser.parse(json), .root, SpecContext(file: "s.json"))
    }
}
