import CairoKit
import Foundation
import TestSupport
import Testing

/// The `escape` figure through the command line: drawn with `--param`, refused with its key and exit
/// code and no file, from a sheet's rows, and animated (its zoom and iterations) by `poster frames`.
@Suite struct EscapeCLITests {
    @Test func drawTakesTheSetAndItsConstant() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for (name, parameters) in [("a", ["set=julia"]), ("b", ["set=julia", "c=[0.285,0.01]"]), ("c", ["set=julia", "c=[0.285,0.01]"])] {
            let result = try PosterProcess.run(
                ["draw", "escape", "--size", "100", "--dpi", "72", "-o", folder.path("\(name).png")] + parameters.flatMap { ["--param", $0] })
            #expect(result.status == 0, "\(result.stderr)")
        }
        let (a, b, c) = (fileBytes(folder.path("a.png")), fileBytes(folder.path("b.png")), fileBytes(folder.path("c.png")))
        #expect(a != b, "another c draws another Julia set")
        #expect(b == c, "the same spec gives the same bytes")
    }

    @Test func aRefusedViewWritesNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let deep = try PosterProcess.run(["draw", "escape", "--param", "zoom=1e15", "--size", "100", "--dpi", "72", "-o", folder.path("deep.png")])
        #expect(deep.status == 64)
        #expect(
            deep.stderr
                == "poster draw: error: --zoom: the view is 3e-15 wide over 92 px, 3.26e-17 a pixel: finer than double precision resolves at coordinates up to 2, whose neighbouring pixels must be at least 2e-15 apart (1e-15 of it); make the view at least 1.84e-13 wide, or the picture fewer pixels across (a deeper zoom needs arbitrary precision, which poster does not compute)\n"
        )
        let large = try PosterProcess.run(["draw", "escape", "--param", "dpi=1200", "--max-image-pixels", "1000000", "-o", folder.path("large.pdf")])
        #expect(large.status == 64)
        #expect(large.stderr.hasPrefix("poster draw: error: --dpi: at 1200 dpi the mandelbrot set's picture is 7851 x 7851 pixels, over the 1 megapixels"))
        #expect(folder.files == [])
    }

    /// A sheet's rows name each cell's set and view; a row's refused view is reported at its row.
    @Test func aSheetsRowsChooseTheirSets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("set,span\nmandelbrot,3\njulia,3.4\nburning-ship,3.4\nmultibrot,3\n".utf8).write(to: folder.url.appendingPathComponent("sets.csv"))
        let spec = """
            { "page": { "size": "200pt x 200pt", "margin": "10pt" },
              "pages": [ { "sheet": { "data": "sets.csv", "grid": { "columns": 2, "rows": 2 },
                "cell": { "figure": { "kind": "escape", "set": "{set}", "span": "{span}", "iterations": 100 } } } } ] }
            """
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("sets.json"))
        let result = try PosterProcess.run(["render", "sets.json", "-o", "sets.png", "--dpi", "72"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try decodedPNG(at: folder.path("sets.png"))
        let quarters = [(50, 50), (150, 50), (50, 150), (150, 150)].map { x, y in
            (-40..<40).flatMap { dy in (-40..<40).map { dx in image.pixels[(y + dy) * image.width + x + dx] } }
        }
        #expect(Set(quarters).count == 4, "every cell draws its own set")
        try Data("set,span\nmandelbrot,3\njulia,1e-15\n".utf8).write(to: folder.url.appendingPathComponent("sets.csv"))
        let refused = try PosterProcess.run(["render", "sets.json", "-o", "refused.png", "--dpi", "72"], in: folder.url)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("sets.csv:3:1: error: pages[0].sheet.cell.figure.span: row 2: the view is 1e-15 wide"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("refused.png")))
    }

    /// `poster frames` moves the zoom: every frame differs from the one before.
    @Test func framesAnimateTheZoom() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "80pt x 60pt", "margin": 0 },
              "animate": { "parameter": "zoom", "from": 1, "to": 50, "curve": "easeIn" },
              "pages": [ { "cells": [ { "figure": { "kind": "escape", "center": [-0.7436, 0.1318], "zoom": "{zoom}", "iterations": 200 } } ] } ] }
            """
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("zoom.json"))
        let result = try PosterProcess.run(["frames", "zoom.json", "--fps", "4", "--duration", "1", "--dpi", "72", "-o", "out"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try (1...4).map { try decodedPNG(at: folder.path(String(format: "out/frame-%04d.png", $0))) }
        #expect(frames.allSatisfy { $0.width == 80 && $0.height == 60 })
        for k in 1..<4 {
            let changed = zip(frames[k].pixels, frames[k - 1].pixels).filter { $0 != $1 }.count
            #expect(changed > 80 * 60 / 4, "frame \(k + 1) changes \(changed) pixels of frame \(k)")
        }
        #expect(Set(frames[0].pixels).count > 100, "the first frame shows the set's edge in many colours")
    }
}
