import CairoKit
import Foundation
import TestSupport
import Testing

/// Items in cells as readers see them: a turned item's box is where the spec puts it (pixels), turned
/// text reads back in order from the PDF and stands upright in its box as pdftotext measures it, and a
/// sheet's items take each row's values.
@Suite struct CellItemsRenderTests {
    static let spec = #"""
        { "version": 1, "page": { "size": "200pt x 200pt", "margin": 0, "background": "#ffffff" },
          "pages": [ { "grid": { "columns": 1, "padding": 0 }, "cells": [ { "items": [
            { "figure": { "kind": "rect" }, "fill": "#000000", "at": ["50%", "50%"], "size": ["10%", "80%"], "anchor": "center", "rotate": 90 },
            { "text": { "text": "UPRIGHT", "size": "20pt" }, "at": ["10%", "50%"], "size": ["80%", "15%"], "anchor": "center", "rotate": -90 } ] } ] } ] }
        """#

    @Test func aQuarterTurnedItemLiesAcrossWhereItStoodUp() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(Self.spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.png", "--dpi", "72"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let image = try decodedPNG(at: folder.path("s.png"))
        // 160 x 20 points across the middle once turned: dark at (40, 100) and (160, 100), light at (100, 40).
        #expect(image.rgba(x: 40, y: 100).red < 50 && image.rgba(x: 160, y: 100).red < 50)
        #expect(image.rgba(x: 100, y: 40).red > 200 && image.rgba(x: 100, y: 160).red > 200)
    }

    @Test func turnedTextReadsBackStandingInItsBox() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(Self.spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"])
        #expect(text.stdout.contains("UPRIGHT"))
        // The word's box: taller than wide, on the left (its centre at x = 20 points).
        let boxes = try ToolProcess.run(tool: "pdftotext", ["-bbox", folder.path("s.pdf"), "-"]).stdout
        let word = try #require(boxes.split(separator: "\n").first { $0.contains(">UPRIGHT<") })
        func value(_ name: String) -> Double? {
            guard let range = word.range(of: "\(name)=\"") else { return nil }
            return Double(word[range.upperBound...].prefix { $0 != "\"" })
        }
        let (xMin, xMax, yMin, yMax) = (try #require(value("xMin")), try #require(value("xMax")), try #require(value("yMin")), try #require(value("yMax")))
        #expect(yMax - yMin > 2 * (xMax - xMin), "\(word)")
        #expect(abs((xMin + xMax) / 2 - 20) < 6, "\(word)")
        #expect(abs((yMin + yMax) / 2 - 100) < 10, "\(word)")
    }

    @Test func aSheetsItemsTakeEachRowsValues() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("name,role\nAda,Speaker\nGrace,Staff\nLinus,Guest\n".utf8).write(to: folder.url.appendingPathComponent("people.csv"))
        let spec = #"""
            { "version": 1, "page": { "size": "A6" }, "pages": [ { "sheet": { "data": "people.csv", "grid": { "columns": 1, "rows": 3 },
              "cell": { "items": [
                { "text": "{name}", "size": ["70%", "50%"] },
                { "text": "{role} {#:02d}", "at": ["0%", "50%"], "size": ["70%", "50%"] },
                { "figure": { "kind": "code", "data": "id:{name}" }, "at": ["100%", "50%"], "size": ["30%", "100%"], "anchor": "right" } ] } } } ] }
            """#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("sheet.json"))
        let render = try PosterProcess.run(["render", "sheet.json", "-o", "sheet.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("sheet.pdf"), "-"]).stdout
        for line in ["Ada", "Speaker 01", "Grace", "Staff 02", "Linus", "Guest 03"] { #expect(text.contains(line), "\(text)") }
        let raster = try ToolProcess.run(tool: "pdftoppm", ["-r", "300", "-png", folder.path("sheet.pdf"), folder.path("raster")])
        #expect(raster.status == 0)
        let codes = try ToolProcess.run(tool: "zbarimg", ["-q", folder.path("raster-1.png")]).stdout
        #expect(codes.split(separator: "\n").sorted() == ["QR-Code:id:Ada", "QR-Code:id:Grace", "QR-Code:id:Linus"])
    }

    /// An item clipped to an outline of SVG path data shows only inside it: a black square clipped to a
    /// triangle pointing down (fitted to the item's box) is black at the top's middle and white in the
    /// bottom corners; a rounded rectangle clip leaves the corners white; bad path data is a located error.
    @Test func anItemClippedToAnOutlineShowsOnlyInsideIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"""
            { "version": 1, "page": { "size": "200pt x 100pt", "margin": 0, "background": "#ffffff" },
              "pages": [ { "grid": { "columns": 1, "padding": 0 }, "cells": [ { "items": [
                { "figure": { "kind": "rect" }, "fill": "#000000", "size": ["100pt", "100pt"], "clip": { "path": "M 0 0 H 10 L 5 10 Z" } },
                { "figure": { "kind": "rect" }, "fill": "#000000", "at": ["100pt", 0], "size": ["100pt", "100pt"], "clip": "roundedRect" } ] } ] } ] }
            """#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.png", "--dpi", "72"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let image = try decodedPNG(at: folder.path("s.png"))
        #expect(image.rgba(x: 50, y: 10).red < 50 && image.rgba(x: 50, y: 60).red < 50)
        #expect(image.rgba(x: 10, y: 90).red > 200 && image.rgba(x: 90, y: 90).red > 200)
        #expect(image.rgba(x: 150, y: 50).red < 50 && image.rgba(x: 101, y: 1).red > 200 && image.rgba(x: 198, y: 98).red > 200)
        let bad = spec.replacingOccurrences(of: "M 0 0 H 10 L 5 10 Z", with: "M 0 0 H x")
        try Data(bad.utf8).write(to: folder.url.appendingPathComponent("bad.json"))
        let refused = try PosterProcess.run(["check", "bad.json"], in: folder.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "bad.json:3:102: error: pages[0].cells[0].items[0].clip.path: at character 9 of the path data: expected a number, found \"x\""),
            "\(refused.stderr)")
    }

    /// `{page}` and `{pages}` in a cell's text, caption or items become the number of the page the cell
    /// lands on and the page count, in a sheet on a grid, on labels, and in plain cells; a data column of
    /// that name stays the data's.
    @Test func pageNumbersInCellsAreThoseOfTheirPages() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("name\nAda\nGrace\nKatherine\nDorothy\nMary\n".utf8).write(to: folder.url.appendingPathComponent("people.csv"))
        let spec = #"""
            { "version": 1, "page": { "size": "A6", "margin": "5mm" },
              "pages": [ { "sheet": { "data": "people.csv", "grid": { "columns": 1, "rows": 2 },
                  "cell": { "text": "{name} sheet {page} of {pages}", "items": [ { "text": "item p{page}", "at": [0, 0], "size": ["100%", "20%"] } ] } } },
                { "cells": [ { "text": "plain {page}/{pages}" } ] },
                { "sheet": { "data": "people.csv", "template": "L7160", "cell": { "text": "{name} label {page}" } } } ] }
            """#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        func page(_ n: Int) throws -> String {
            // Words as read, whatever lines the cells broke them into.
            try ToolProcess.run(tool: "pdftotext", ["-f", String(n), "-l", String(n), folder.path("s.pdf"), "-"]).stdout.split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
        }
        #expect(try page(1).contains("Ada sheet 1 of 5") && page(1).contains("item p1"))
        #expect(try page(3).contains("Mary sheet 3 of 5") && page(3).contains("item p3"))
        #expect(try page(4).contains("plain 4/5"))
        #expect(try page(5).contains("Dorothy label 5"))
        #expect(try !page(1).contains("{page"))
        // A column named "page" is the data's.
        try Data("name,page\nAda,seven\n".utf8).write(to: folder.url.appendingPathComponent("people.csv"))
        let own = try PosterProcess.run(
            [
                "render", "s.json", "-o", "own.pdf", "--set",
                "pages=[{ \"sheet\": { \"data\": \"people.csv\", \"grid\": { \"columns\": 1, \"rows\": 1 }, \"cell\": { \"text\": \"{name} {page}\" } } }]",
            ], in: folder.url)
        #expect(own.status == 0, "\(own.stderr)")
        #expect(
            try ToolProcess.run(tool: "pdftotext", [folder.path("own.pdf"), "-"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                "Ada seven"))
    }

    /// A grid is an item too: its cells are laid out in the item's box, turned and clipped with it.
    @Test func aGridItemLaysItsCellsOutInItsBox() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"""
            { "version": 1, "page": { "size": "200pt x 100pt", "margin": 0, "background": "#ffffff" },
              "pages": [ { "grid": { "columns": 1, "padding": 0 }, "cells": [ { "items": [
                { "grid": { "columns": 3, "rows": 1, "gap": 0, "padding": 0 }, "at": ["50%", "50%"], "size": ["150pt", "50pt"], "anchor": "center",
                  "cells": [ { "figure": { "kind": "rect" }, "fill": "#ff0000" }, { "text": "middle" }, { "figure": { "kind": "rect" }, "fill": "#0000ff" } ] },
                { "grid": { "columns": 1, "rows": 2, "gap": 0, "padding": 0 }, "at": ["100%", "100%"], "size": ["20pt", "40pt"], "anchor": "bottomRight", "rotate": 90,
                  "cells": [ { "figure": { "kind": "rect" }, "fill": "#00ff00" }, { "figure": { "kind": "rect" }, "fill": "#000000" } ] } ] } ] } ] }
            """#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.png", "--dpi", "72"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let image = try decodedPNG(at: folder.path("s.png"))
        // Thirds of the box 25...175 x 25...75: red, the text, blue.
        let red = image.rgba(x: 50, y: 50), blue = image.rgba(x: 150, y: 50), gap = image.rgba(x: 20, y: 50)
        #expect(red.red > 200 && red.blue < 50 && blue.blue > 200 && blue.red < 50 && gap.red > 200 && gap.blue > 200)
        // The 20 x 40 grid turned a quarter about its centre (190, 80): 40 wide, 20 high, green on the right.
        #expect(image.rgba(x: 197, y: 80).green > 200 && image.rgba(x: 197, y: 80).red < 50)
        #expect(image.rgba(x: 183, y: 80).green < 50 && image.rgba(x: 183, y: 80).red < 50)
        #expect(image.rgba(x: 190, y: 65).red > 200 && image.rgba(x: 190, y: 65).green > 200)
        let pdf = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(pdf.status == 0)
        #expect(try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"]).stdout.contains("middle"))
    }
}
