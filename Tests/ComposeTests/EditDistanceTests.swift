import Compose
import SpecModel
import SpecReader
import Testing

@Suite struct EditDistanceTests {
    /// Found by FuzzSpec (a timeout): a long unknown colour was compared with every CSS colour name, for
    /// every row of a sheet; 200 rows of a 10,000-character colour took minutes.
    @Test(.timeLimit(.minutes(1))) func aLongMisspeltColourInEveryRowIsReportedInLinearTime() {
        let colour = String(repeating: "tealx", count: 2_000)
        let rows = Array(repeating: "{ \"c\": \"\(colour)\" }", count: 200).joined(separator: ", ")
        let spec = """
            { "pages": [ { "sheet": { "data": [\(rows)], "grid": { "columns": 10, "rows": 10 },
              "cell": { "figure": { "kind": "badge", "symbolColor": "{c}" } } } } ] }
            """
        let result = SpecLoader.load(text: spec, file: "spec.json")
        #expect(result.document == nil)
        #expect(result.counts.errors == 200)
        // Three shown, and a line for the rest.
        #expect(result.diagnostics.filter { $0.message.contains("expected a colour") }.count == 3)
        #expect(result.diagnostics.last?.message == "197 more like these (200 in all, rows 1–200)")
    }

    @Test func namesTooLongOrTooShortToBeATypoAreNotSuggested() {
        #expect(EditDistance.suggestion(for: "tomatoe", among: ["tomato", "teal"]) == "tomato")
        #expect(EditDistance.suggestion(for: String(repeating: "teal", count: 50), among: ["teal"]) == nil)
        #expect(EditDistance.suggestion(for: "t", among: ["teal"]) == nil)
    }
}
