import CairoKit
import Foundation
import TestSupport
import Testing

/// The figures as the original SwiftUI code draws them, from the pixels of 144-dpi renders.
@Suite struct FidelityTests {
    /// Whether some pixel of `pixels` (0xAARRGGBB) is within `tolerance` of `rgb` in every channel.
    static func shows(_ rgb: (Int, Int, Int), in pixels: [UInt32], tolerance: Int = 3) -> Bool {
        pixels.contains { p in
            abs(Int(p >> 16 & 0xFF) - rgb.0) <= tolerance && abs(Int(p >> 8 & 0xFF) - rgb.1) <= tolerance && abs(Int(p & 0xFF) - rgb.2) <= tolerance
        }
    }

    /// SwiftUI applies the ForEach's `.opacity(0.5)` to every rotated symbol on its own: where one to
    /// four copies overlap over the gradient, the colours of the original's model compound. In PNG and
    /// in PDF (read back by pdftoppm).
    @Test func badgeSymbolsCompoundWhereTheyOverlap() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let png = try PosterProcess.run(["draw", "badge", "--size", "200", "--dpi", "144", "-o", folder.path("badge.png")])
        #expect(png.status == 0, "\(png.stderr)")
        let pdf = try PosterProcess.run(["draw", "badge", "--size", "200", "-o", folder.path("badge.pdf")])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let raster = try ToolProcess.run(tool: "pdftoppm", ["-r", "144", "-png", "-singlefile", folder.path("badge.pdf"), folder.path("pdf")])
        #expect(raster.status == 0, "\(raster.stderr)")
        for file in ["badge.png", "pdf.png"] {
            let pixels = try decodedPNG(at: folder.path(file)).pixels
            for (layers, rgb) in [(1, (158, 120, 166)), (2, (117, 99, 178)), (3, (99, 89, 184)), (4, (89, 84, 188))] {
                #expect(Self.shows(rgb, in: pixels), "\(file): no pixel shows \(layers) overlapping symbols \(rgb)")
            }
        }
    }

    /// A translucent item of one shape (turned, clipped) fades in its paint rather than in a transparency
    /// group, which a PDF writes as a form of its own: 128,000 such items of a sheet took 95.9 MB and 8.5 s,
    /// now 16.4 MB and 4.4 s. It looks the same: half of #c04080 over white, and where two overlap, their
    /// colours compound (each its own transparency), in PNG and in PDF.
    @Test func translucentItemsFadeWithoutTransparencyGroups() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let item = ##"{ "figure": { "kind": "polygon", "sides": 6 }, "fill": "#c04080", "opacity": 0.5, "clip": "circle", "rotate": 10"##
        let spec =
            #"{ "page": { "size": "200pt x 100pt", "margin": 0 }, "pages": [ { "cells": [ { "items": ["#
            + #"\#(item), "at": ["0%", "0%"], "size": ["60%", "100%"] }, \#(item), "at": ["40%", "0%"], "size": ["60%", "100%"] } ] } ] } ] }"#
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        for (file, extra) in [("s.png", ["--dpi", "144"]), ("s.pdf", [])] {
            let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path(file)] + extra)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let qdf = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", folder.path("s.pdf"), "-"]).stdout
        #expect(!qdf.contains("/Subtype /Form"), "no transparency group, a form of its own")
        let raster = try ToolProcess.run(tool: "pdftoppm", ["-r", "144", "-png", "-singlefile", folder.path("s.pdf"), folder.path("pdf")])
        #expect(raster.status == 0, "\(raster.stderr)")
        for file in ["s.png", "pdf.png"] {
            let pixels = try decodedPNG(at: folder.path(file)).pixels
            #expect(Self.shows((224, 160, 192), in: pixels), "\(file): one layer")
            #expect(Self.shows((208, 112, 160), in: pixels), "\(file): two layers")
        }
    }

    /// The card's countdown, `Pie(startAngle: -90°, endAngle: 20°, clockwise: true)` in SwiftUI, shows the
    /// 250 degrees still to go: from twelve o'clock counter-clockwise (as seen) to the hand at 20 degrees.
    /// `remaining` draws it, and so do the same angles with `clockwise` negated.
    @Test func theCountdownPieShowsTheTimeStillToGo() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        func render(_ figure: String, _ name: String) throws -> [UInt32] {
            let spec =
                "{ \"page\": { \"size\": \"200pt x 200pt\", \"margin\": 0 }, \"pages\": [ { \"cells\": [ { \"figure\": \(figure), \"fill\": \"#ff0000\" } ] } ] }"
            try spec.write(toFile: folder.path("\(name).json"), atomically: true, encoding: .utf8)
            let run = try PosterProcess.run(["render", folder.path("\(name).json"), "-o", folder.path("\(name).png"), "--dpi", "72"])
            #expect(run.status == 0, "\(run.stderr)")
            return try decodedPNG(at: folder.path("\(name).png")).pixels
        }
        let remaining = try render(#"{ "kind": "pie", "remaining": 0.6944 }"#, "remaining")
        // A quarter gone: the hand at three o'clock, SwiftUI's Pie(startAngle: -90°, endAngle: 0°, clockwise: true).
        let quarter = try render(#"{ "kind": "pie", "remaining": 0.75 }"#, "quarter")
        let angles = try render(#"{ "kind": "pie", "startAngle": -90, "endAngle": 0, "clockwise": false }"#, "angles")
        let same = quarter == angles
        #expect(same, "remaining 0.75 draws the original's angles with clockwise negated")
        // Half the radius out from the centre (100, 100), at angles from three o'clock, clockwise as seen.
        func filled(_ degrees: Double) -> Bool {
            let x = Int((100 + 45 * cos(degrees * .pi / 180)).rounded()), y = Int((100 + 45 * sin(degrees * .pi / 180)).rounded())
            return remaining[y * 200 + x] == 0xFFFF_0000
        }
        // Gone: from twelve o'clock clockwise to the hand at 20 degrees.
        for gone in [-80.0, -45, 0, 15] { #expect(!filled(gone), "\(gone) degrees is gone") }
        for left in [25.0, 90, 180, 260] { #expect(filled(left), "\(left) degrees is still to go") }
        let full = try render(#"{ "kind": "pie", "remaining": 1 }"#, "full"), empty = try render(#"{ "kind": "pie", "remaining": 0 }"#, "empty")
        #expect(full[100 * 200 + 100] == 0xFFFF_0000 && full[100 * 200 + 150] == 0xFFFF_0000)
        #expect(!empty.contains(0xFFFF_0000))
    }

    /// More slices than the theme's three colours: every wedge its own colour, so the last (9 %) no longer
    /// merges with the first (45 %) into one wedge, read from the pixels at each wedge's middle.
    @Test func everyPieSliceHasItsOwnColour() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let values = [45.0, 20, 26, 9, 14, 30, 11]
        let slices = values.map { "{ \"value\": \($0) }" }.joined(separator: ", ")
        let spec =
            "{ \"page\": { \"size\": \"200pt x 200pt\", \"margin\": 0 }, \"pages\": [ { \"cells\": [ { \"figure\": { \"kind\": \"pie\", \"slices\": [ \(slices) ] } } ] } ] }"
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("pie.png"), "--dpi", "72"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodedPNG(at: folder.path("pie.png"))
        let total = values.reduce(0, +)
        var start = -90.0
        let colours = values.map { value -> UInt32 in
            let middle = (start + 180 * value / total) * .pi / 180
            start += 360 * value / total
            return image.pixels[Int(100 + 60 * sin(middle)) * image.width + Int(100 + 60 * cos(middle))]
        }
        #expect(Set(colours).count == values.count, "\(colours.map { String($0, radix: 16) })")
    }

    /// A gradient spans the figure's box, as CSS and SVG span a shape's: across the whole 390 x 60 pt rect,
    /// not the 60-point square in its middle; a radial one fills the ellipse inscribed in it.
    @Test func aGradientSpansTheWholeShape() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        func render(_ fill: String, _ name: String) throws -> (pixel: (Int, Int) -> (Int, Int, Int), width: Int) {
            let spec =
                "{ \"page\": { \"size\": \"390pt x 60pt\", \"margin\": 0 }, \"pages\": [ { \"cells\": [ { \"figure\": { \"kind\": \"rect\" }, \"fill\": \(fill) } ] } ] }"
            try spec.write(toFile: folder.path("\(name).json"), atomically: true, encoding: .utf8)
            let run = try PosterProcess.run(["render", folder.path("\(name).json"), "-o", folder.path("\(name).png"), "--dpi", "72"])
            #expect(run.status == 0, "\(run.stderr)")
            let image = try decodedPNG(at: folder.path("\(name).png"))
            return (
                { x, y in
                    let p = image.pixels[y * image.width + x]
                    return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
                }, image.width
            )
        }
        let linear = try render(##"{ "linear": ["#ff0000", "#0000ff"], "angle": 0 }"##, "linear")
        // Red falls evenly from the left edge to the right: a quarter of the way, three quarters red.
        for (x, expected) in [(2, 255), (97, 191), (195, 128), (292, 64), (387, 0)] {
            #expect(abs(linear.pixel(x, 30).0 - expected) <= 8, "red at x = \(x): \(linear.pixel(x, 30).0), expected about \(expected)")
        }
        let radial = try render(##"{ "radial": ["#ffffff", "#000000"] }"##, "radial")
        // Half way out along the long axis the grey is half way; the ellipse reaches the rect's ends and its long sides.
        #expect(abs(radial.pixel(195 + 97, 30).0 - 128) <= 10, "\(radial.pixel(292, 30))")
        #expect(abs(radial.pixel(195, 15).0 - 128) <= 10, "\(radial.pixel(195, 15))")
        #expect(radial.pixel(388, 30).0 < 15 && radial.pixel(195, 0).0 < 25)
    }
}
