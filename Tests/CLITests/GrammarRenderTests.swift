import CairoKit
import Foundation
import TestSupport
import Testing

/// Context Free designs drawn by the `grammar` figure through the command line: the count reported as
/// cfdg reports it, the same bytes for the same spec in every format, and the same picture as cfdg's
/// within anti-aliasing.
@Suite struct GrammarRenderTests {
    static let examples = "/usr/share/doc/contextfree/examples"

    /// A folder holding the example `name`.cfdg (and the files it imports) and a one-figure spec for it.
    static func folder(_ name: String, variation: String = "ABC") throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for file in [name, "i_pix", "i_curves"] {
            try FileManager.default.copyItem(atPath: "\(examples)/\(file).cfdg", toPath: folder.path("\(file).cfdg"))
        }
        let spec = """
            { "page": { "size": "300pt x 300pt", "margin": 0, "background": "white" }, "pages": [ { "cells": [
              { "figure": { "kind": "grammar", "src": "\(name).cfdg", "variation": "\(variation)" } } ] } ] }
            """
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func checkReportsTheShapeCountAsCfdgDoes() throws {
        let folder = try Self.folder("ziggy")
        defer { folder.remove() }
        let run = try PosterProcess.run(["check", folder.path("spec.json")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("80,520 shapes"))
    }

    @Test(arguments: ["pdf", "png", "svg"])
    func theSameSpecGivesTheSameBytes(_ format: String) throws {
        let folder = try Self.folder("demo2")
        defer { folder.remove() }
        var outputs: [Data] = []
        for run in 1...2 {
            let output = folder.path("out\(run).\(format)")
            let result = try PosterProcess.run(["render", folder.path("spec.json"), "-o", output])
            #expect(result.status == 0, "\(result.stderr)")
            let written = folder.files.filter { $0.hasPrefix("out\(run)") }
            #expect(written.count == 1)
            let name = try #require(written.first)
            outputs.append(try #require(FileManager.default.contents(atPath: folder.path(name))))
        }
        #expect(outputs[0].count > 1000)
        #expect(outputs[0] == outputs[1])
    }

    @Test func aFaultInADesignIsLocatedAndNothingIsWritten() throws {
        let folder = try Self.folder("snowflake")
        defer { folder.remove() }
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("snowflake.cfdg:3:1: the setting CF::Symmetry is not drawn by poster's grammar figure"))
        #expect(!folder.files.contains("out.pdf"))
    }

    /// The picture's ink (one minus its grey over white) averaged into `n` by `n` cells of the box where
    /// it is not white, so that pictures framed differently compare.
    static func ink(_ image: ImageData, _ n: Int) -> [Double] {
        func grey(_ p: UInt32) -> Double {
            let a = Double(p >> 24), r = Double(p >> 16 & 0xFF), g = Double(p >> 8 & 0xFF), b = Double(p & 0xFF)
            return ((r + g + b) / 3 + 255 - a) / 255
        }
        var (minX, minY, maxX, maxY) = (image.width, image.height, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where grey(image.pixels[y * image.width + x]) < 0.98 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        var sums = [Double](repeating: 0, count: n * n), counts = [Double](repeating: 0, count: n * n)
        guard maxX >= minX else { return sums }
        for y in minY...maxY {
            for x in minX...maxX {
                let cell = (y - minY) * n / (maxY - minY + 1) * n + (x - minX) * n / (maxX - minX + 1)
                sums[cell] += 1 - grey(image.pixels[y * image.width + x])
                counts[cell] += 1
            }
        }
        return zip(sums, counts).map { $1 > 0 ? $0 / $1 : 0 }
    }

    static func difference(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.reduce(0, +) / Double(a.count)
    }

    /// poster's PNG and cfdg's of the same design and variation hold the same picture: their ink in 24 by 24
    /// cells differs by little (cfdg's thin lines come out a little heavier), and by at least twice as much
    /// from another variation's picture.
    @Test(arguments: ["ziggy", "tangle", "demo1"])
    func thePictureIsCfdgs(_ name: String) throws {
        let folder = try Self.folder(name)
        defer { folder.remove() }
        let cfdg = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/cfdg"), ["-v", "ABC", "-s", "600", "\(name).cfdg", folder.path("cfdg.png")], in: folder.url)
        #expect(cfdg.status == 0, "\(cfdg.stderr)")
        var inks: [[Double]] = []
        for (variation, output) in [("ABC", "poster.png"), ("XYZ", "other.png")] {
            let spec = try String(contentsOfFile: folder.path("spec.json"), encoding: .utf8)
                .replacingOccurrences(of: "\"variation\": \"ABC\"", with: "\"variation\": \"\(variation)\"")
            try spec.write(toFile: folder.path("\(variation).json"), atomically: true, encoding: .utf8)
            let run = try PosterProcess.run(["render", folder.path("\(variation).json"), "--dpi", "144", "-o", folder.path(output)])
            #expect(run.status == 0, "\(run.stderr)")
            inks.append(Self.ink(try decodedPNG(at: folder.path(output)), 24))
        }
        let reference = Self.ink(try decodedPNG(at: folder.path("cfdg.png")), 24)
        let same = Self.difference(reference, inks[0]), other = Self.difference(reference, inks[1])
        #expect(same < 0.05, "ink differs by \(same)")
        #expect(other > 2 * same, "another variation differs by \(other), this one by \(same)")
    }
}
