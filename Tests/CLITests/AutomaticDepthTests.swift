import CairoKit
import Foundation
import TestSupport
import Testing

/// `level: "auto"` and `step: "auto"`: the deepest recursion whose finest detail shows in the output
/// (one device pixel in PNG, 0.1 mm in PDF and SVG), chosen in the cell's own frame and reported as a note.
@Suite struct AutomaticDepthTests {
    /// The level an "auto" note reports ("... chose level 4, ...").
    static func chosen(_ parameter: String, in stderr: String) throws -> Int {
        let range = try #require(stderr.range(of: "\"auto\" chose \(parameter) "), "no note in \(stderr)")
        return try #require(Int(stderr[range.upperBound...].prefix { $0.isNumber }))
    }

    /// The 4-connected groups of pixels nearer the figure's colour than the white page.
    static func inkComponents(_ image: ImageData) -> Int {
        let luma = image.pixels.map { p in Int((p >> 16) & 0xFF) + Int((p >> 8) & 0xFF) + Int(p & 0xFF) }
        let darkest = luma.min() ?? 0
        let threshold = (darkest + 765) / 2
        var seen = [Bool](repeating: false, count: luma.count)
        var components = 0
        for start in luma.indices where luma[start] < threshold && !seen[start] {
            components += 1
            var stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                let x = i % image.width, y = i / image.width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && ny >= 0 && nx < image.width && ny < image.height {
                    let n = ny * image.width + nx
                    if !seen[n], luma[n] < threshold {
                        seen[n] = true
                        stack.append(n)
                    }
                }
            }
        }
        return components
    }

    /// Box counting: the carpet "auto" draws shows every one of its 8^level leaves apart in the PNG; one
    /// level deeper, its holes are under a pixel and leaves merge.
    @Test func anAutomaticCarpetShowsEveryLeafAndNoDeeperLevelWould() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let auto = try PosterProcess.run(["draw", "carpet", "--level", "auto", "--size", "512", "--dpi", "72", "-o", "auto.png"], in: folder.url)
        #expect(auto.status == 0, "\(auto.stderr)")
        let level = try Self.chosen("level", in: auto.stderr)
        #expect(level == 4)
        #expect(auto.stderr.contains("the deepest whose finest detail (1.7 px at 72 dpi) is at least 1 px"), "\(auto.stderr)")
        #expect(Self.inkComponents(try decodedPNG(at: folder.path("auto.png"))) == 1 << (3 * level))

        let deeper = try PosterProcess.run(
            ["draw", "carpet", "--level", String(level + 1), "--size", "512", "--dpi", "72", "-o", "deeper.png"], in: folder.url)
        #expect(deeper.status == 0)
        #expect(Self.inkComponents(try decodedPNG(at: folder.path("deeper.png"))) < 1 << (3 * (level + 1)))
    }

    /// The depth follows the resolution: a finer PNG goes deeper; vector output stops at 0.1 mm. What "auto"
    /// draws is byte for byte the figure at the level it reports.
    @Test(arguments: [("carpet", "level", "png", "72"), ("carpet", "level", "png", "300"), ("triangle", "level", "pdf", "72"), ("tree", "step", "svg", "72")])
    func anAutomaticDepthDrawsExactlyTheDepthItReports(_ kind: String, _ parameter: String, _ format: String, _ dpi: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let auto = try PosterProcess.run(["draw", kind, "--\(parameter)", "auto", "--dpi", dpi, "-o", "auto.\(format)"], in: folder.url)
        #expect(auto.status == 0, "\(auto.stderr)")
        let depth = try Self.chosen(parameter, in: auto.stderr)
        #expect(auto.stderr.contains(format == "png" ? "px at \(dpi) dpi) is at least 1 px" : "mm) is at least 0.1 mm"), "\(auto.stderr)")
        let fixed = try PosterProcess.run(["draw", kind, "--\(parameter)", String(depth), "--dpi", dpi, "-o", "fixed.\(format)"], in: folder.url)
        #expect(fixed.status == 0)
        #expect(FileManager.default.contents(atPath: folder.path("auto.\(format)")) == FileManager.default.contents(atPath: folder.path("fixed.\(format)")))
    }

    @Test func theDepthGrowsWithTheResolution() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let depths = try ["36", "72", "300", "1200"].map { dpi in
            let result = try PosterProcess.run(["draw", "triangle", "--level", "auto", "--dpi", dpi, "-o", "t.png"], in: folder.url)
            return try Self.chosen("level", in: result.stderr)
        }
        // A triangle's leaf halves each level: four times the resolution is two levels more.
        #expect(depths == [depths[0], depths[0] + 1, depths[0] + 3, depths[0] + 5])
    }

    /// Each cell chooses in its own frame; the note names the key that said "auto", with its line and column.
    @Test func eachCellChoosesInItsOwnFrameAndIsReportedWhereAutoIsWritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "A4", "margin": 0 }, "pages": [ { "grid": { "columns": 2, "rows": 1, "gap": 0, "padding": 0 }, "cells": [
              { "figure": { "kind": "carpet", "level": "auto" }, "span": [1, 1] },
              { "figure": { "kind": "tree", "step": "auto" } } ] } ] }
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("auto.json")))
        let result = try PosterProcess.run(["render", "auto.json", "-o", "auto.pdf"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        // Half an A4 width is 297.64 pt: the carpet's holes are 297.64 / 3^n x (1 - 1/sqrt 2) pt, 0.127 mm at n = 5, 0.042 mm at 6.
        #expect(
            lines.first
                == "auto.json:2:44: note: pages[0].cells[0].figure.level: \"auto\" chose level 5, the deepest whose finest detail (0.127 mm) is at least 0.1 mm",
            "\(result.stderr)")
        // The tree's last branches are 297.64 / 4 x 0.5^(n - 1) pt: 0.103 mm at step 9.
        #expect(
            lines.count == 2
                && lines[1]
                    == "auto.json:3:41: note: pages[0].cells[1].figure.step: \"auto\" chose step 9, the deepest whose finest detail (0.103 mm) is at least 0.1 mm",
            "\(result.stderr)")
    }

    @Test func anythingButANumberOrAutoIsALocatedError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"{ "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": "deep" } } ] } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("bad.json")))
        let result = try PosterProcess.run(["render", "bad.json", "-o", "bad.pdf"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "bad.json:1:68: error: pages[0].cells[0].figure.level: expected a whole number from 0 to 8, or \"auto\", found a string (\"deep\")\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("bad.pdf")))
    }

    /// The element budget counts the depths chosen: a dozen "auto" carpets on an A0 page fit the default
    /// budget (each at a twelfth of the page, not the page's depth), and a small budget refuses them.
    @Test func theBudgetCountsTheDepthsChosen() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "A0" }, "pages": [ { "grid": { "columns": 4, "rows": 3 },
              "sweep": { "count": 12, "cell": { "figure": { "kind": "carpet", "level": "auto", "angle": { "from": 0, "to": 45 } } } } } ] }
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("many.json")))
        let check = try PosterProcess.run(["check", "many.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "many.json: ok: 1 page, 12 figures, about 393,216 elements, 0 warnings\n")
        for format in ["pdf", "png"] {
            let refused = try PosterProcess.run(["render", "many.json", "-o", "many.\(format)", "--dpi", "72", "--max-elements", "40000"], in: folder.url)
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("error: pages[0].sweep.cell: the spec would draw about "), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path("many.\(format)")))
        }
    }
}
