import Compose
import Geometry
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

/// A cell's items: each placed in the cell's box by `at`, `size` (lengths or shares) and `anchor`,
/// drawn in order over the cell's own figure, turned, clipped and made translucent as a whole.
@Suite struct CellItemTests {
    /// One 200 x 100 cell (a page of that size, no margin) holding `items`.
    private func page(_ items: String, cell: String = "") throws -> Page {
        let json =
            #"{ "page": { "size": "200pt x 100pt", "margin": 0 }, "pages": [ { "grid": { "columns": 1, "padding": 0 }, "cells": [ { \#(cell)"items": [ \#(items) ] } ] } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.document?.pages.first)
    }

    private func errors(_ items: String) -> [String] {
        let json = #"{ "pages": [ { "cells": [ { "items": \#(items) } ] } ] }"#
        return SpecLoader.load(text: json, file: "s.json").diagnostics.map(\.description)
    }

    private func bounds(_ item: Item) -> Rect? {
        switch item {
        case .shape(let shape): shape.path.bounds
        case .text(let text): text.box
        default: nil
        }
    }

    @Test func sharesAndLengthsPlaceTheItemsBoxFromTheCellsTopLeft() throws {
        let page = try page(
            #"""
            { "figure": { "kind": "rect" }, "at": ["10%", 20], "size": ["50%", "30%"] },
            { "figure": { "kind": "rect" }, "at": ["50%", "50%"], "size": [40, "20%"], "anchor": "center" },
            { "figure": { "kind": "rect" }, "at": ["100%", "100%"], "size": ["10mm", 10], "anchor": "bottomRight" }
            """#)
        #expect(page.items.count == 3)
        #expect(approx(try #require(bounds(page.items[0])), Rect(x: 20, y: 20, width: 100, height: 30)))
        #expect(approx(try #require(bounds(page.items[1])), Rect(x: 80, y: 40, width: 40, height: 20)))
        let mm = 72 / 25.4
        #expect(approx(try #require(bounds(page.items[2])), Rect(x: 200 - 10 * mm, y: 90, width: 10 * mm, height: 10)))
    }

    @Test func itemsAreDrawnInOrderOverTheCellsOwnFigure() throws {
        let page = try page(#"{ "text": "over", "size": ["100%", "50%"] }"#, cell: #""figure": { "kind": "rect" }, "#)
        guard case .shape = page.items.first, case .text(let text) = page.items.last else {
            Issue.record("the figure, then the text")
            return
        }
        #expect(text.string == "over")
    }

    @Test func aTurnedItemIsAGroupTurnedAboutItsCentre() throws {
        let page = try page(
            #"{ "text": "DRAFT", "at": ["50%", "50%"], "size": [80, 20], "anchor": "center", "rotate": 90, "opacity": 0.5, "clip": "ellipse" }"#)
        guard case .group(let group) = try #require(page.items.first) else {
            Issue.record("a group")
            return
        }
        #expect(group.opacity == 0.5)
        // The box's centre stays; its corners turn a quarter.
        #expect(approx(group.transform.apply(Point(100, 50)), Point(100, 50)))
        #expect(approx(group.transform.apply(Point(60, 40)), Point(110, 10)))
        let clip = try #require(group.clip)
        #expect(approx(clip.bounds, Rect(x: 60, y: 40, width: 80, height: 20)))
        guard case .text(let text) = try #require(group.items.first) else {
            Issue.record("the text, inside")
            return
        }
        #expect(text.box == Rect(x: 60, y: 40, width: 80, height: 20))
    }

    @Test func aHexagonClipIsTheBadgesInTheBoxsSquare() throws {
        let page = try page(#"{ "text": "x", "at": [20, 10], "size": [100, 80], "clip": "hexagon" }"#)
        guard case .group(let group) = try #require(page.items.first), let clip = group.clip else {
            Issue.record("a clipped group")
            return
        }
        // Inside the 80-point square centred in the box, touching its top and bottom.
        let bounds = clip.bounds
        #expect(bounds.minX >= 30 - 1e-9 && bounds.maxX <= 110 + 1e-9)
        #expect(bounds.minY >= 10 - 1e-9)
        #expect(bounds.maxY <= 90 + 1e-9 && bounds.size.height > 60)
    }

    @Test func anUnturnedOpaqueItemIsNotGrouped() throws {
        let page = try page(##"{ "figure": { "kind": "circle" }, "fill": "#ff0000" }"##)
        guard case .shape(let shape) = try #require(page.items.first) else {
            Issue.record("a shape")
            return
        }
        #expect(shape.fill == .solid(Color(red: 1, green: 0, blue: 0)))
    }

    @Test func itemsCountTowardsTheElementBudget() {
        let json =
            #"{ "pages": [ { "cells": [ { "items": [ { "figure": { "kind": "carpet", "level": 8 } }, { "figure": { "kind": "carpet", "level": 8 } } ] } ] } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json", options: LoadOptions(policy: LoadPolicy(maximumElements: 20_000_000)))
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("elements") }, "\(result.diagnostics)")
    }

    @Test func whatAnItemOrACellLacksIsALocatedError() {
        #expect(
            errors("[ { \"at\": [0, 0] } ]") == [#"s.json:1:40: error: pages[0].cells[0].items[0]: expected a "figure", a "text" or a "grid" with "cells""#])
        #expect(errors("[]") == [#"s.json:1:27: error: pages[0].cells[0]: expected a "figure", a "text" or "items""#])
        #expect(
            errors(#"[ { "text": "x", "at": ["5 %", "x%"] } ]"#) == [
                #"s.json:1:69: error: pages[0].cells[0].items[0].at[1]: expected a percentage from 0% to 1000%, found a string ("x%")"#
            ])
        #expect(errors(#"[ { "text": "x", "anchor": "middle", "items": [] } ]"#).count == 2)
    }
}
