import CairoKit
import Foundation
import TestSupport
import Testing

/// Carpets and triangles are nested symbols in PDF and SVG. Read back by independent renderers at
/// 2048 px, they hold as much ink as poster's own PNG (cairo keeps path coordinates in 24.8 fixed
/// point, so a tile built in the unit square once drew triangle leaves 13 % narrow).
@Suite struct InstancedFractalFidelityTests {
    static let side = 2048
    static let colour = "#204080"

    /// The darkness of `image` summed over its pixels, in units of the fill colour's darkness: the
    /// area covered, in pixels, counting partly covered edge pixels by their share.
    static func ink(_ image: ImageData) -> Double {
        var darkness = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            for p in pixels { darkness += 765 - Int(p >> 16 & 0xFF) - Int(p >> 8 & 0xFF) - Int(p & 0xFF) }
        }
        return Double(darkness) / Double(765 - (0x20 + 0x40 + 0x80))
    }

    static func spec(_ figure: String, fill: String, page: Int = 512) -> String {
        #"{ "page": { "size": "\#(page)pt x \#(page)pt", "margin": 0, "background": "white" }, "pages": [ { "cells": [ { "figure": \#(figure), "fill": \#(fill) } ] } ] }"#
    }

    /// Renders `figure` on a page `page` points square to `name`.png (poster's own raster), .pdf and .svg in `folder`.
    static func render(_ figure: String, fill: String, as name: String, page: Int = 512, in folder: ScratchFolder) throws {
        try spec(figure, fill: fill, page: page).write(toFile: folder.path("\(name).json"), atomically: true, encoding: .utf8)
        for (file, extra) in [("\(name).png", ["--dpi", "\(side * 72 / page)"]), ("\(name).pdf", []), ("\(name).svg", [])] {
            let run = try PosterProcess.run(["render", folder.path("\(name).json"), "-o", folder.path(file)] + extra)
            #expect(run.status == 0, "\(file): \(run.stderr)")
        }
    }

    /// The ink of `file` (a page `page` points square) as `tool` rasterises it at `side` px.
    static func inkRead(by tool: String, _ file: String, page: Int = 512, in folder: ScratchFolder) throws -> Double {
        let out = folder.path("\(file)-\(tool)")
        let arguments: [String] =
            switch tool {
            case "rsvg-convert": ["-w", "\(side)", "-h", "\(side)", "-b", "white", folder.path(file), "-o", out + ".png"]
            default: ["-r", "\(side * 72 / page)", "-png", "-singlefile", folder.path(file), out]
            }
        let run = try ToolProcess.run(tool: tool, arguments)
        #expect(run.status == 0, "\(tool): \(run.stderr)")
        let image = try decodedPNG(at: out + ".png")
        #expect(image.width == side && image.height == side)
        return ink(image)
    }

    @Test(arguments: [#"{ "kind": "triangle", "level": 8 }"#, #"{ "kind": "carpet", "level": 5, "angle": 20 }"#])
    func vectorOutputHoldsThePNGsInk(_ figure: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.render(figure, fill: "\"\(Self.colour)\"", as: "solid", in: folder)
        let png = Self.ink(try decodedPNG(at: folder.path("solid.png")))
        #expect(png > 0)
        for (tool, file) in [("pdftocairo", "solid.pdf"), ("rsvg-convert", "solid.svg")] {
            let read = try Self.inkRead(by: tool, file, in: folder)
            #expect(abs(read / png - 1) < 0.01, "\(file) read by \(tool): \(read / png) of the PNG's ink")
        }
        // pdftoppm's antialiasing darkens every edge (3 % more ink on triangle 8 even for one path), so the
        // instanced PDF is held to the same figure drawn as one path: a gradient of one colour is not instanced.
        try Self.render(figure, fill: #"{ "linear": ["\#(Self.colour)", "\#(Self.colour)"] }"#, as: "path", in: folder)
        let instanced = try Self.inkRead(by: "pdftoppm", "solid.pdf", in: folder)
        let onePath = try Self.inkRead(by: "pdftoppm", "path.pdf", in: folder)
        #expect(abs(instanced / onePath - 1) < 0.01, "pdftoppm: instanced PDF has \(instanced / onePath) of the one-path PDF's ink")
        let sizes = try ["solid.pdf", "path.pdf"].map { try FileManager.default.attributesOfItem(atPath: folder.path($0))[.size] as? Int ?? 0 }
        #expect(sizes[0] * 4 < sizes[1], "instancing keeps the PDF small: \(sizes[0]) bytes against \(sizes[1]) as one path")
    }

    /// Deep carpets and triangles on small pages nest recordings of copies far under a point: cairo 1.16
    /// aborted the process on them (an assertion in its recording replay, exit 134) or left the smallest
    /// copies out. Copies under a few points on the page are drawn as paths: the PDF holds the PNG's ink.
    @Test(arguments: [("carpet", 7, 96), ("triangle", 12, 128), ("carpet", 8, 288)])
    func deepFractalsOnSmallPagesAreWhole(_ kind: String, _ level: Int, _ page: Int) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.render(#"{ "kind": "\#(kind)", "level": \#(level) }"#, fill: "\"\(Self.colour)\"", as: "deep", page: page, in: folder)
        #expect(folder.files == ["deep.json", "deep.pdf", "deep.png", "deep.svg"])
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("deep.pdf")]).status == 0)
        let png = Self.ink(try decodedPNG(at: folder.path("deep.png")))
        let pdf = try Self.inkRead(by: "pdftocairo", "deep.pdf", page: page, in: folder)
        #expect(png > 0 && abs(pdf / png - 1) < 0.02, "the PDF has \(pdf / png) of the PNG's ink")
    }
}
