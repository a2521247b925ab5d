import Compose
import Geometry
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

/// A cell's `dash` and `cap` reach the outline its stroke draws and the pen of line figures; a pattern
/// of nothing but zeros, which cairo refuses, is a located error.
@Suite struct StrokeStyleTests {
    private func strokes(_ cells: String) throws -> [Stroke] {
        let json = #"{ "page": { "size": "200pt x 100pt", "margin": 0 }, "pages": [ { "grid": { "columns": 2 }, "cells": [ \#(cells) ] } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        let page = try #require(result.document?.pages.first, "\(result.diagnostics)")
        return page.items.compactMap { if case .shape(let s) = $0 { s.stroke } else { nil } }
    }

    @Test func anOutlineAndAPenTakeTheCellsDashesAndEnds() throws {
        let strokes = try strokes(
            ##"""
            { "figure": { "kind": "line", "width": 4 }, "fill": "#000000", "dash": [8, 4], "cap": "butt" },
            { "figure": { "kind": "circle" }, "fill": "none", "stroke": "#ff0000", "lineWidth": 2, "dash": ["3pt", "1mm"], "cap": "square" }
            """##)
        #expect(strokes.count == 2)
        #expect(strokes[0].dash == [8, 4] && strokes[0].cap == .butt && strokes[0].width == 4)
        #expect(strokes[1].cap == .square && strokes[1].width == 2)
        let dash = strokes[1].dash
        #expect(dash.count == 2 && approx(dash.last ?? 0, 72 / 25.4))
    }

    @Test func withoutThemFiguresKeepTheirOwnEnds() throws {
        let strokes = try strokes(
            ##"""
            { "figure": { "kind": "line" }, "fill": "#000000" },
            { "figure": { "kind": "circle" }, "stroke": "#ff0000" }
            """##)
        #expect(strokes.map(\.cap) == [.round, .butt])
        #expect(strokes.allSatisfy { $0.dash.isEmpty })
    }

    @Test func aPatternOfZerosIsRefused() {
        let json = #"{ "pages": [ { "cells": [ { "figure": { "kind": "line" }, "dash": [0, 0] } ] } ] }"#
        #expect(
            SpecLoader.load(text: json, file: "s.json").diagnostics.map(\.description) == [
                "s.json:1:67: error: pages[0].cells[0].dash: a dash pattern needs a length above 0"
            ])
    }
}
