import Compose
import Geometry
import Scene
import SpecModel
import TestSupport
import Testing

@Suite struct ComposerTests {
    private func document(_ json: String) throws -> Document {
        let result = SpecLoader.load(text: json, file: "test.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.document)
    }

    /// The shapes of `items`, in groups too, in order.
    private func shapes(_ items: [Item]) -> [Shape] {
        items.flatMap { item -> [Shape] in
            switch item {
            case .shape(let s): [s]
            case .group(let g): shapes(g.items)
            default: []
            }
        }
    }

    @Test func gridCellsTileTheAreaInsideTheMargin() throws {
        let doc = try document(
            """
            { "page": { "size": "200pt x 100pt", "margin": 10 },
              "pages": [ { "grid": { "columns": 2, "gap": 20 },
                "cells": [ { "figure": { "kind": "polygon", "sides": 4, "angle": 45 } },
                           { "figure": { "kind": "polygon", "sides": 4, "angle": 45 } } ] } ] }
            """)
        let page = try #require(doc.pages.first)
        #expect(page.size == Size(200, 100))
        let bounds = shapes(page.items).map(\.path.bounds)
        #expect(bounds.count == 2)
        // Each cell is 80 x 80: 200 - 2 * 10 margin - 20 gap, split in two. The square is inscribed in
        // the cell's circle, so its side is 80 / sqrt(2).
        let side = 80 / 2.0.squareRoot()
        #expect(approx(bounds[0], Rect(center: Point(50, 50), size: Size(side, side)), tolerance: 1e-9))
        #expect(approx(bounds[1], Rect(center: Point(150, 50), size: Size(side, side)), tolerance: 1e-9))
    }

    @Test func cellsTakePaletteColoursInTurn() throws {
        let cell = #"{ "figure": { "kind": "polygon" } }"#
        let doc = try document(
            """
            { "theme": { "palette": ["#ff0000", "#00ff00"] },
              "pages": [ { "grid": { "columns": 3 }, "cells": [\(cell), \(cell), \(cell)] } ] }
            """)
        let fills = shapes(doc.pages[0].items).map(\.fill)
        #expect(fills == [.solid(Color(red: 1, green: 0, blue: 0)), .solid(Color(red: 0, green: 1, blue: 0)), .solid(Color(red: 1, green: 0, blue: 0))])
    }

    @Test func captionsAndTitlesBecomeText() throws {
        let doc = try document(
            """
            { "title": "T", "pages": [ { "title": "Page title",
              "cells": [ { "figure": { "kind": "polygon" }, "caption": "hexagon", "fill": "none", "stroke": "black" } ] } ] }
            """)
        let texts = doc.pages[0].items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(texts == ["Page title", "hexagon"])
        #expect(doc.title == "T")
        let shape = try #require(shapes(doc.pages[0].items).first)
        #expect(shape.fill == nil && shape.stroke?.paint == .solid(.black))
    }

    @Test func landscapeSwapsTheSides() throws {
        let doc = try document(#"{ "page": { "size": "A4", "orientation": "landscape" }, "pages": [ { "cells": [] } ] }"#)
        #expect(doc.pages[0].size.width > doc.pages[0].size.height)
    }

    /// A figure repeated in the same place and style on several pages is built once: the pages share
    /// one copy of its points. A figure that differs, or sits elsewhere, is built on its own.
    @Test func repeatedFiguresShareTheirGeometry() throws {
        let page = #"{ "grid": { "columns": 2 }, "cells": [ { "figure": { "kind": "tree", "step": 5 } }, { "figure": { "kind": "tree", "step": 5 } } ] }"#
        let doc = try document(#"{ "pages": [ \#(page), \#(page), { "cells": [ { "figure": { "kind": "tree", "step": 4 } } ] } ] }"#)
        let storage = { (page: Int, cell: Int) in shapes(doc.pages[page].items)[cell].path.points.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(storage(0, 0) == storage(1, 0))
        #expect(storage(0, 1) == storage(1, 1))
        #expect(storage(0, 0) != storage(0, 1))
        // Four levels: an end for each of the 120 branches, a start for each of the 81 chains (one a tip).
        #expect(shapes(doc.pages[2].items)[0].path.points.count == (3 + 9 + 27 + 81) + 81)
    }
}
