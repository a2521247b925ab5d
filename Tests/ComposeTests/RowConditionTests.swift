import Compose
import Scene
import SpecModel
import SpecReader
import Testing

/// A sheet's `filter` and its items' `when`: a value, a list (any of them), "in", "not", "min" and
/// "max"; every named column must match; an unknown column or key is a located error.
@Suite struct RowConditionTests {
    static let rows =
        #"[ { "n": "Ada", "role": "VIP", "age": 36 }, { "n": "Ben", "role": "Staff", "age": 17 }, { "n": "Cleo", "role": "Guest", "age": 70 }, { "n": "Dan", "role": "VIP", "age": 15 } ]"#

    private func load(_ sheet: String) -> SpecLoader.Result {
        let json = #"{ "page": { "size": "A5" }, "pages": [ { "sheet": { "data": \#(Self.rows), "grid": { "columns": 1, "rows": 8 }, \#(sheet) } } ] }"#
        return SpecLoader.load(text: json, file: "s.json")
    }

    private func texts(_ sheet: String) throws -> [String] {
        let result = load(sheet)
        let document = try #require(result.document, "\(result.diagnostics)")
        return document.pages.flatMap { Self.texts(in: $0.items) }
    }

    /// The strings of the texts of `items`, those of groups (the forms a sheet's repeated items are drawn in) too.
    private static func texts(in items: [Item]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(let t): [t.string]
            case .group(let g): texts(in: g.items)
            case .shape, .image, .instances: []
            }
        }
    }

    @Test(arguments: [
        (#"{ "role": "VIP" }"#, ["Ada", "Dan"]),
        (#"{ "role": ["VIP", "Guest"] }"#, ["Ada", "Cleo", "Dan"]),
        (#"{ "role": { "in": ["Staff"] } }"#, ["Ben"]),
        (#"{ "role": { "not": "VIP" } }"#, ["Ben", "Cleo"]),
        (#"{ "age": { "min": 16, "max": 40 } }"#, ["Ada", "Ben"]),
        (#"{ "role": "VIP", "age": { "min": 18 } }"#, ["Ada"]),
        (#"{ "age": 70 }"#, ["Cleo"]),
    ])
    func aFilterKeepsTheRowsThatMeetIt(_ filter: String, _ kept: [String]) throws {
        #expect(try texts(#""filter": \#(filter), "cell": { "text": "{n}" }"#) == kept)
    }

    @Test func anItemShowsInTheRowsItsWhenMeets() throws {
        let cell =
            #""cell": { "items": [ { "text": "{n}" }, { "text": "gold", "when": { "role": "VIP" } }, { "text": "minor", "when": { "age": { "max": 17 } } } ] }"#
        #expect(try texts(cell) == ["Ada", "gold", "Ben", "minor", "Cleo", "Dan", "gold", "minor"])
    }

    /// An item a row's `when` leaves out is neither filled nor decoded for that row: a picture column
    /// empty where there is no picture, or a number format over text where no price shows, is no error;
    /// the rows that have the item still report it (a text where a number must be).
    @Test func anItemARowLeavesOutIsNeverEvaluated() throws {
        let rows = #"[ { "n": "Ada", "photo": "", "price": "n/a" }, { "n": "Ben", "photo": "", "price": 3.5 }, { "n": "Cy", "photo": "", "price": "" } ]"#
        func load(_ last: String) -> SpecLoader.Result {
            let items = #"""
                [ { "text": "{n}" }, { "figure": { "kind": "image", "src": "{photo}" }, "when": { "photo": { "not": "" } } },
                  { "text": "{price:.2f} EUR", "when": { "price": { "min": 0 } } }, { "text": "\#(last)", "when": { "n": "Cy" } } ]
                """#
            let json =
                #"{ "page": { "size": "A5" }, "pages": [ { "sheet": { "data": \#(rows), "grid": { "columns": 1, "rows": 8 }, "cell": { "items": \#(items) } } } ] }"#
            return SpecLoader.load(text: json, file: "s.json")
        }
        #expect(load("{price:.1f}").diagnostics.map(\.message) == [#"row 3, column "price": {price:.1f}: the format "f" is for numbers, and "" is text"#])
        let document = try #require(load("-").document)
        let texts = document.pages.flatMap(\.items).compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(texts == ["Ada", "Ben", "3.50 EUR", "Cy", "-"])
    }

    @Test func unknownColumnsAndKeysAreLocatedErrors() {
        let column = load(#""cell": { "items": [ { "text": "x", "when": { "rol": "VIP" } } ] }"#)
        #expect(
            column.diagnostics.map(\.description) == [
                #"s.json:1:321: error: pages[0].sheet.cell.items[0].when.rol: unknown column "rol" (did you mean "role"?); the data has "n", "role", "age""#
            ])
        let key = load(#""filter": { "age": { "above": 3 } }, "cell": { "text": "{n}" }"#)
        #expect(key.diagnostics.map(\.message) == [#"unknown key "above": expected "in", "not", "min" or "max""#])
        let mixed = load(#""filter": { "age": { "in": [1], "min": 3 } }, "cell": { "text": "{n}" }"#)
        #expect(mixed.diagnostics.map(\.message) == [#"give one of "in" and "not", or "min" and "max""#])
    }

    @Test func whenOutsideASheetIsAnError() {
        let json = #"{ "pages": [ { "cells": [ { "items": [ { "text": "x", "when": { "role": "VIP" } } ] } ] } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(result.diagnostics.map(\.message) == [#""when" chooses an item by a sheet's row, and this cell is not a sheet's"#])
    }

    /// A list of values is a set: five "not" lists of 100,000 values each, asked of 100,000 rows, took
    /// over a minute read as lists scanned row by row.
    @Test(.timeLimit(.minutes(1))) func longValueListsAreAskedAsSets() throws {
        let values = (0..<100_000).map { "\"x\($0)\"" }.joined(separator: ", ")
        let columns = ["a", "b", "c", "d", "e"]
        let first = "{ \"v\": \"r0\", " + columns.map { "\"\($0)\": \"\"" }.joined(separator: ", ") + " }"
        let rows = [first] + (1..<100_000).map { "{ \"v\": \"r\($0)\" }" }
        let filter = columns.map { "\"\($0)\": { \"not\": [\(values)] }" }.joined(separator: ", ") + #", "v": ["r1", "r99999"]"#
        let json =
            #"{ "page": { "size": "A5" }, "pages": [ { "sheet": { "data": [\#(rows.joined(separator: ", "))], "grid": { "columns": 1, "rows": 8 }, "filter": { \#(filter) }, "cell": { "text": "{v}" } } } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        #expect(document.pages.flatMap(\.items).compactMap { if case .text(let t) = $0 { t.string } else { nil } } == ["r1", "r99999"])
    }
}
