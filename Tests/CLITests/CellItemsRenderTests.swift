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
}
