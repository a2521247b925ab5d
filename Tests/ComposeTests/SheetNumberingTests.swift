import Compose
import Scene
import SpecModel
import SpecReader
import Testing

/// `{#}` numbers a sheet's rows in the order they are placed (after sorting and filtering), from
/// `numberStart` by `numberStep`, formatted like any number; a data column named "#" is the data's.
@Suite struct SheetNumberingTests {
    private func texts(_ sheet: String, rows: String = #"[ { "n": "Cleo" }, { "n": "Anna" }, { "n": "Ben" } ]"#) throws -> [String] {
        let json = #"{ "page": { "size": "A5" }, "pages": [ { "sheet": { "data": \#(rows), "grid": { "columns": 1, "rows": 4 }, \#(sheet) } } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        return document.pages.flatMap(\.items).compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    @Test func rowsAreNumberedInTheOrderPlaced() throws {
        #expect(try texts(#""sort": "n", "cell": { "text": "{#} {n}" }"#) == ["1 Anna", "2 Ben", "3 Cleo"])
    }

    @Test func startStepAndZeroPadding() throws {
        #expect(
            try texts(#""numberStart": 98, "numberStep": 7, "cell": { "text": "No. {#:04d}", "caption": "{#}" }"#) == [
                "No. 0098", "98", "No. 0105", "105", "No. 0112", "112",
            ])
    }

    @Test func aFilteredSheetCountsOnlyTheRowsItPlaces() throws {
        #expect(try texts(#""filter": { "n": "Ben" }, "cell": { "text": "{#}: {n}" }"#) == ["1: Ben"])
    }

    @Test func aColumnNamedHashIsTheDatas() throws {
        #expect(try texts(#""cell": { "text": "{#}" }"#, rows: ##"[ { "#": "A-1" }, { "#": "B-2" } ]"##) == ["A-1", "B-2"])
    }

    @Test func theNumberIsCheckedWhereItIsUsed() {
        let json = #"{ "pages": [ { "sheet": { "data": [ { "n": 1 } ], "grid": { "columns": 1, "rows": 1 }, "numberStep": 0, "cell": { "text": "{#}" } } } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(
            result.diagnostics.map(\.description) == [
                "s.json:1:102: error: pages[0].sheet.numberStep: expected a whole number from 1 to 1000000, found a number (0)"
            ])
    }
}
