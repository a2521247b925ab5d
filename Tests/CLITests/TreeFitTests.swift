import CairoKit
import Foundation
import TestSupport
import Testing

/// A tree whose branches would leave its cell is scaled into it: over a grid of ratios and angles, no
/// pixel outside the cell is inked; with `fit: "original"` it spills, and `check` warns. Bounces stay
/// inside too.
@Suite struct TreeFitTests {
    static let ratios = [0.5, 0.6, 0.7, 0.75]
    static let angles = [10, 30, 60, 90, 120, 170]

    /// Each page: a tree in the middle 100 pt of a white 300 pt page.
    static func spec(fit: String?) -> String {
        let fitted = fit.map { #", "fit": "\#($0)""# } ?? ""
        let pages = ratios.flatMap { ratio in
            angles.map { angle in
                #"{ "items": [ { "figure": { "kind": "tree", "ratio": \#(ratio), "angle": \#(angle)\#(fitted) }, "at": [100, 100], "size": [100, 100] } ] }"#
            }
        }
        return #"{ "page": { "size": "300pt x 300pt", "margin": 0, "background": "white" }, "pages": [ \#(pages.joined(separator: ", ")) ] }"#
    }

    /// For each page, how many pixels outside the cell hold ink.
    static func spilled(fit: String?) throws -> [Int] {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try spec(fit: fit).write(toFile: folder.path("trees.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("trees.json"), "-o", folder.path("tree.png"), "--dpi", "144"])
        #expect(run.status == 0, "\(run.stderr)")
        return try (1...ratios.count * angles.count).map { page in
            let image = try decodedPNG(at: folder.path("tree-\(page).png"))
            var outside = 0
            for y in 0..<image.height {
                for x in 0..<image.width where !(200..<400).contains(x) || !(200..<400).contains(y) {
                    if image.pixels[y * image.width + x] & 0xFF_FFFF != 0xFF_FFFF { outside += 1 }
                }
            }
            return outside
        }
    }

    @Test func everyTreeKeepsItsInkInItsCell() throws {
        let spilled = try Self.spilled(fit: nil)
        let cases = Self.ratios.flatMap { ratio in Self.angles.map { "ratio \(ratio), angle \($0)" } }
        for (name, outside) in zip(cases, spilled) { #expect(outside == 0, "\(name): \(outside) px outside its cell") }
    }

    @Test func theOriginalsFramingSpillsAndIsWarnedAbout() throws {
        #expect(try Self.spilled(fit: "original").contains { $0 > 0 })
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.spec(fit: "original").write(toFile: folder.path("trees.json"), atomically: true, encoding: .utf8)
        let check = try PosterProcess.run(["check", folder.path("trees.json")])
        #expect(check.status == 0)
        #expect(check.stderr.contains("figure.fit: the tree reaches outside its cell, over its neighbours"), "\(check.stderr)")
    }

    /// A bounce clips its symbol at the walls (or keeps it whole inside with `contained`): large symbols,
    /// many bounces and every symbol kind ink no pixel outside the cell.
    @Test(arguments: [
        #""size": 0.5, "bounces": 40"#, #""size": 0.3, "symbol": "polygon", "sides": 5"#, #""size": 0.4, "contained": true, "direction": "bottomLeft""#,
    ])
    func aBounceKeepsItsInkInItsCell(_ parameters: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            #"{ "page": { "size": "300pt x 300pt", "margin": 0, "background": "white" }, "pages": [ { "items": [ { "figure": { "kind": "bounce", \#(parameters) }, "at": [100, 100], "size": [100, 100] } ] } ] }"#
        try spec.write(toFile: folder.path("bounce.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("bounce.json"), "-o", folder.path("bounce.png"), "--dpi", "144"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodedPNG(at: folder.path("bounce.png"))
        var inked = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.width + x] & 0xFF_FFFF != 0xFF_FFFF {
                inked += 1
                if !(200..<400).contains(x) || !(200..<400).contains(y) { outside += 1 }
            }
        }
        #expect(inked > 0 && outside == 0, "\(outside) of \(inked) inked pixels outside the cell")
    }
}
