import Compose
import Figures
import Geometry
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

@Suite struct SweepTests {
    private func captions(_ json: String) throws -> [String] {
        let result = SpecLoader.load(text: json, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        return document.pages[0].items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    @Test func linearSweepTakesEvenlySpacedValues() throws {
        let texts = try captions(
            """
            { "pages": [ { "grid": { "columns": 5 }, "sweep": { "count": 5,
              "cell": { "figure": { "kind": "polygon", "angle": { "from": 0, "to": 40 } }, "caption": "{index}: {angle} at {t}" } } } ] }
            """)
        #expect(texts == ["1: 0 at 0", "2: 10 at 0.25", "3: 20 at 0.5", "4: 30 at 0.75", "5: 40 at 1"])
    }

    @Test func curvesShapeTheValues() throws {
        let texts = try captions(
            """
            { "pages": [ { "grid": { "columns": 3 }, "sweep": { "count": 3,
              "cell": { "figure": { "kind": "tree", "step": { "from": 0, "to": 4, "curve": "easeIn" } }, "caption": "{step:.4f}" } } } ] }
            """)
        // easeIn is slow at first: its middle value is below the linear 2.
        #expect(texts.first == "0.0000" && texts.last == "4.0000")
        let middle = try #require(Double(texts[1]))
        #expect(middle < 2 && middle > 0)
    }

    @Test func badSweepsAreLocated() {
        let result = SpecLoader.load(
            text:
                #"{ "pages": [ { "sweep": { "count": 2, "cell": { "figure": { "kind": "tree", "step": { "from": 0, "to": 20, "curve": "bouncey" } } } } } ] }"#,
            file: "s.json")
        #expect(result.document == nil)
        let messages = result.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("s.json:1:117: error: pages[0].sweep.cell.figure.step.curve: ") == true)
        #expect(messages.first?.contains("did you mean \"bouncy\"") == true)
    }

    @Test func valuesOutOfTheParametersRangeAreReportedPerCell() {
        let result = SpecLoader.load(
            text: #"{ "pages": [ { "sweep": { "count": 2, "cell": { "figure": { "kind": "tree", "step": { "from": 0, "to": 20 } } } } } ] }"#, file: "s.json")
        #expect(
            result.diagnostics.map(\.description) == [
                "s.json:1:85: error: pages[0].sweep.cell.figure.step: cell 2, \"step\": expected a number from 0 to 13, or \"auto\", found a number (20)"
            ])
    }
}
