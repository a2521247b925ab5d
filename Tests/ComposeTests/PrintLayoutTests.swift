import Compose
import Geometry
import Imposition
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

@Suite struct PrintLayoutTests {
    private func document(_ json: String) throws -> Document {
        let result = SpecLoader.load(text: json, file: "test.json")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.document)
    }

    private func shapes(_ items: [Item]) -> [Shape] {
        items.flatMap { item -> [Shape] in
            switch item {
            case .shape(let s): [s]
            case .group(let g):
                shapes(g.items).map {
                    var s = $0
                    s.path = s.path.transformed(by: g.transform)
                    return s
                }
            case .instances(let set):
                set.transforms.flatMap { t in
                    shapes(set.symbol.items).map {
                        var s = $0
                        s.path = s.path.transformed(by: t)
                        return s
                    }
                }
            case .text, .image: []
            }
        }
    }

    private func texts(_ items: [Item]) -> [Text] {
        items.flatMap { item -> [Text] in
            switch item {
            case .text(let t): [t]
            case .group(let g): texts(g.items)
            case .instances(let set): texts(set.symbol.items)
            case .shape, .image: []
            }
        }
    }

    @Test func bleedGrowsThePageAndSetsTheBoxes() throws {
        let mm = 72 / 25.4
        let doc = try document(
            """
            { "page": { "size": "A4", "bleed": "3mm" },
              "pages": [ { "cells": [ { "figure": { "kind": "polygon" } } ] } ] }
            """)
        let page = doc.pages[0]
        let a4 = PaperSize.named("A4")!
        #expect(approx(page.size.width, a4.width + 6 * mm) && approx(page.size.height, a4.height + 6 * mm))
        #expect(approx(try #require(page.trimBox), Rect(x: 3 * mm, y: 3 * mm, width: a4.width, height: a4.height)))
        #expect(page.bleedBox == Rect(origin: .zero, size: page.size))
    }

    /// Crop marks go in a slug beyond the bleed (6mm unless `print.slug` says): the page grows by it, the
    /// bleed box stays the trim and its bleed, and every mark lies on a trim line outside the bleed box.
    @Test(arguments: [nil, 10.0])
    func cropMarksSitInTheSlug(_ slug: Double?) throws {
        let mm = 72 / 25.4
        let doc = try document(
            """
            { "page": { "size": "A4", "bleed": "3mm", "cropMarks": true, "background": "#336699" }, \(slug.map { #""print": { "slug": "\#($0)mm" },"# } ?? "")
              "pages": [ { "cells": [ { "figure": { "kind": "polygon" } } ] } ] }
            """)
        let page = doc.pages[0]
        let a4 = PaperSize.named("A4")!, edge = (3 + (slug ?? 6)) * mm
        #expect(approx(page.size.width, a4.width + 2 * edge) && approx(page.size.height, a4.height + 2 * edge))
        let trim = try #require(page.trimBox), bleed = try #require(page.bleedBox)
        #expect(approx(trim, Rect(x: edge, y: edge, width: a4.width, height: a4.height)))
        #expect(approx(bleed, trim.inset(by: -3 * mm)))
        // The slug is paper: the page is white and the background a rectangle over the bleed box.
        #expect(page.background == .white)
        let backdrop = try #require(shapes(page.items).first)
        #expect(backdrop.fill == .solid(try #require(ColorParser.parse("#336699"))) && approx(backdrop.path.bounds, bleed))
        let marks = shapes(page.items).filter { $0.stroke?.width == 0.25 }
        #expect(marks.count == 1 && marks[0].path.subpathCount == 8)
        for p in marks[0].path.points {
            #expect(!(p.x > bleed.minX - 1e-9 && p.x < bleed.maxX + 1e-9 && p.y > bleed.minY - 1e-9 && p.y < bleed.maxY + 1e-9), "\(p) in the bleed box")
            #expect(approx(p.x, trim.minX) || approx(p.x, trim.maxX) || approx(p.y, trim.minY) || approx(p.y, trim.maxY))
            #expect(p.x >= -1e-9 && p.y >= -1e-9 && p.x <= page.size.width + 1e-9 && p.y <= page.size.height + 1e-9)
        }
    }

    @Test func noBleedNoBoxes() throws {
        let doc = try document(#"{ "pages": [ { "cells": [ { "figure": { "kind": "polygon" } } ] } ] }"#)
        #expect(doc.pages[0].trimBox == nil && doc.pages[0].bleedBox == nil)
    }

    @Test func bleedItemsExtendOnlyOnSidesTouchingTheTrim() throws {
        let doc = try document(
            """
            { "page": { "size": "100pt x 100pt", "bleed": 10, "margin": 0 },
              "pages": [ { "items": [
                { "at": [0, 0], "size": [100, 50], "figure": { "kind": "polygon", "sides": 4, "angle": 45 }, "align": "fill", "bleed": true },
                { "at": [20, 60], "size": [20, 20], "figure": { "kind": "polygon", "sides": 4, "angle": 45 }, "bleed": true } ] } ] }
            """)
        let bounds = shapes(doc.pages[0].items).map(\.path.bounds)
        // The first touches the top, left and right of the trim: its frame grows to 120 x 60 in page
        // coordinates from (0, 0), and the square inscribed in its circle is centred there.
        #expect(approx(bounds[0].center, Point(60, 30)))
        // The second touches nothing and stays where it was, shifted by the bleed.
        #expect(approx(bounds[1].center, Point(40, 80)))
    }

    @Test func spansCoverSeveralTracksWithTheirGaps() throws {
        let doc = try document(
            """
            { "page": { "size": "320pt x 220pt", "margin": 10 },
              "pages": [ { "grid": { "columns": 3, "gap": [20, 10], "align": "center" }, "cells": [
                { "figure": { "kind": "polygon", "sides": 4, "angle": 45 }, "span": [2, 2] },
                { "figure": { "kind": "polygon", "sides": 4, "angle": 45 } },
                { "figure": { "kind": "polygon", "sides": 4, "angle": 45 } } ] } ] }
            """)
        // Columns: (300 - 40) / 3 = 86.67 wide; rows: (200 - 10) / 2 = 95 high.
        let bounds = shapes(doc.pages[0].items).map(\.path.bounds)
        let w = 260.0 / 3
        #expect(approx(bounds[0].center, Point(10 + w + 10, 110)))
        #expect(approx(bounds[1].center, Point(10 + 2 * (w + 20) + w / 2, 10 + 47.5)))
        #expect(approx(bounds[2].center, Point(10 + 2 * (w + 20) + w / 2, 10 + 95 + 10 + 47.5)))
    }

    static let alignments: [(String, String, Point)] = [
        ("topLeft", "200pt x 100pt", Point(0, 0)), ("bottomRight", "200pt x 100pt", Point(100, 0)), ("center", "200pt x 100pt", Point(50, 0)),
        ("top", "100pt x 200pt", Point(0, 0)), ("bottom", "100pt x 200pt", Point(0, 100)), ("right", "100pt x 200pt", Point(0, 50)),
    ]

    @Test(arguments: alignments)
    func alignmentPlacesTheFiguresSquare(_ sample: (String, String, Point)) throws {
        let doc = try document(
            """
            { "page": { "size": "\(sample.1)", "margin": 0 },
              "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 4, "angle": 45 }, "align": "\(sample.0)" } ] } ] }
            """)
        let box = shapes(doc.pages[0].items)[0].path.bounds
        // The square's frame is 100 x 100; the figure is the square inscribed in its circle.
        let side = 100 / 2.0.squareRoot()
        #expect(approx(box.center, Point(sample.2.x + 50, sample.2.y + 50)))
        #expect(approx(box.width, side))
    }

    @Test func perSideMarginsAndTitlesFooterSubtitle() throws {
        let doc = try document(
            """
            { "page": { "size": "200pt x 200pt", "margin": { "top": 30, "left": 10, "right": 20, "bottom": 5 } },
              "footer": "Page {page} of {pages}",
              "pages": [ { "title": "T", "subtitle": { "text": "S", "size": 8, "color": "red", "align": "left" },
                           "cells": [ { "text": "hello" } ] },
                         { "footer": { "text": "last", "weight": "bold" }, "cells": [] } ] }
            """)
        let first = texts(doc.pages[0].items)
        #expect(first.map(\.string) == ["T", "S", "Page 1 of 2", "hello"])
        #expect(first[0].font.weight == .bold && first[0].box.minY == 30 && first[0].box.minX == 10 && first[0].box.width == 170)
        #expect(first[1].font.size == 8 && first[1].color == Color(red: 1, green: 0, blue: 0) && first[1].alignment == .left)
        #expect(approx(first[2].box.maxY, 195))
        #expect(texts(doc.pages[1].items).map(\.string) == ["last"])
        #expect(texts(doc.pages[1].items)[0].font.weight == .bold)
    }

    @Test func namedThemesAndOverrides() throws {
        let doc = try document(
            """
            { "theme": { "base": "dusk", "palette": ["#010203"] },
              "pages": [ { "cells": [ { "figure": { "kind": "polygon" } },
                                      { "figure": { "kind": "polygon" }, "opacity": 0.5, "fill": { "linear": ["red", { "offset": 0.25, "color": "blue" }, "lime"], "angle": 0 } } ] } ] }
            """)
        let page = doc.pages[0]
        #expect(page.background == Color(r255: 0x1e, g255: 0x1e, b255: 0x2e))
        let all = shapes(page.items)
        #expect(all[0].fill == .solid(Color(r255: 1, g255: 2, b255: 3)))
        // One shape fades in its paint, with no transparency group.
        guard case .shape(let shape) = page.items[1], case .linear(let from, let to, let stops)? = shape.fill else {
            Issue.record("the second cell is not a faded gradient")
            return
        }
        #expect(stops.allSatisfy { $0.color.alpha == 0.5 })
        #expect(stops.map(\.offset) == [0, 0.25, 1])
        #expect(approx(from.y, to.y) && from.x < to.x)
    }

    @Test func gridFramesOutlineEveryCell() throws {
        let doc = try document(
            """
            { "pages": [ { "grid": { "columns": 2, "frame": "#ff0000" }, "cells": [ { "text": "a" }, { "text": "b" } ] } ] }
            """)
        let outlines = shapes(doc.pages[0].items).filter { $0.stroke?.paint == .solid(Color(red: 1, green: 0, blue: 0)) }
        #expect(outlines.count == 2)
    }

    @Test func budgetIsCheckedBeforeBuilding() {
        let result = SpecLoader.load(
            text: #"{ "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 5 } } ] } ] }"#, file: "b.json",
            options: LoadOptions(policy: LoadPolicy(maximumElements: 1000)))
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "b.json:1:27: error: pages[0].cells[0]: the spec would draw about 32,768 elements, over the budget of 1,000 (raise it with --max-elements); this figure alone draws 32,768"
            ])
        #expect(result.summary?.estimatedElements == 32768)
    }
}
