import CairoKit
import Foundation
import TestSupport
import Testing

/// Crop marks are drawn in a slug outside the bleed box: on a page without background, no pixel of a mark
/// lies inside the bleed box, and the PDF's boxes say where the bleed and trim are (pdfinfo -box).
@Suite struct CropMarkSlugTests {
    @Test func noMarkPixelLiesInTheBleedBox() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "page": { "size": "A6", "bleed": "3mm", "cropMarks": true, "background": "none" }, "pages": [ { "cells": [] } ] }"#
            .write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        for output in ["s.png", "s.pdf"] {
            let run = try PosterProcess.run(["render", folder.path("s.json"), "--dpi", "144", "-o", folder.path(output)])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let image = try decodedPNG(at: folder.path("s.png"))
        let px = 144.0 / 72, mm = 72 / 25.4
        // The bleed box, in pixels: from the slug's edge (6mm) to the slug on the far side.
        let low = 6 * mm * px, highX = Double(image.width) - 6 * mm * px, highY = Double(image.height) - 6 * mm * px
        var marks = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.width + x] >> 24 != 0 {
                marks += 1
                let inside = Double(x) + 1 > low && Double(x) < highX && Double(y) + 1 > low && Double(y) < highY
                #expect(!inside, "a mark's pixel at \(x), \(y) is in the bleed box")
            }
        }
        #expect(marks > 100, "the marks are drawn")
        let boxes = try ToolProcess.run(tool: "pdfinfo", ["-box", folder.path("s.pdf")]).stdout
        let a6 = (297.64, 419.53)
        func box(_ name: String) -> [Double] {
            guard let line = boxes.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return [] }
            return line.split(separator: " ").compactMap { Double($0) }
        }
        let media = box("MediaBox:"), bleed = box("BleedBox:"), trim = box("TrimBox:")
        #expect(media.count == 4 && abs(media[2] - (a6.0 + 18 * mm)) < 0.01, "\(boxes)")
        #expect(bleed.count == 4 && abs(bleed[0] - 6 * mm) < 0.01 && abs(bleed[2] - bleed[0] - (a6.0 + 6 * mm)) < 0.01, "\(boxes)")
        #expect(trim.count == 4 && abs(trim[0] - 9 * mm) < 0.01, "\(boxes)")
    }

    @Test func aSlugTooNarrowForTheMarksIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "page": { "size": "A6", "bleed": "3mm", "cropMarks": true }, "print": { "slug": "1mm" }, "pages": [ { "cells": [] } ] }"#
            .write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 1)
        #expect(run.stderr.contains(#"error: print: crop marks are drawn in the slug, outside the bleed: "print.slug" must be at least 3mm"#), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.pdf")))
    }
}
