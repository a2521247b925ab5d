import CairoKit
import Foundation
import TestSupport
import Testing

/// `leaf: "cell"`: the textbook carpet keeps eight ninths of its square at every level, and the textbook
/// triangle three quarters of its triangle, read from poster's PNG and from its PDF as pdftocairo draws it.
@Suite struct TextbookFractalTests {
    static let side = 729

    /// The share of the page `figure` inks, as poster draws it to PNG and as pdftocairo draws its PDF, at
    /// 2 px a point on a page of `side` points that the figure fills.
    static func inkShares(_ figure: String) throws -> [String: Double] {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            #"{ "page": { "size": "\#(side)pt x \#(side)pt", "margin": 0, "background": "white" }, "pages": [ { "cells": [ { "figure": \#(figure), "fill": "\#(InstancedFractalFidelityTests.colour)" } ] } ] }"#
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        for (file, extra) in [("out.png", ["--dpi", "144"]), ("out.pdf", [])] {
            let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path(file)] + extra)
            #expect(run.status == 0, "\(file): \(run.stderr)")
        }
        let read = try ToolProcess.run(tool: "pdftocairo", ["-r", "144", "-png", "-singlefile", folder.path("out.pdf"), folder.path("pdf")])
        #expect(read.status == 0, "\(read.stderr)")
        var shares: [String: Double] = [:]
        for (name, file) in [("png", "out.png"), ("pdf", "pdf.png")] {
            let image = try decodedPNG(at: folder.path(file))
            #expect(image.width == 2 * side && image.height == 2 * side)
            shares[name] = InstancedFractalFidelityTests.ink(image) / Double(image.width * image.height)
        }
        return shares
    }

    /// The square figure sits in the cell's padding: its share of the page is its share of its square
    /// times the square's share of the page, measured at level 0 (one solid leaf).
    static func squareShare(_ kind: String) throws -> Double {
        try inkShares(#"{ "kind": "\#(kind)", "level": 0, "leaf": "cell" }"#)["png"]! / (kind == "carpet" ? 1 : 0.5)
    }

    @Test(arguments: 1...5)
    func aCarpetOfCellsKeepsEightNinthsAtEveryLevel(level: Int) throws {
        let square = try Self.squareShare("carpet")
        let expected = square * pow(8.0 / 9.0, Double(level))
        for (name, share) in try Self.inkShares(#"{ "kind": "carpet", "level": \#(level), "leaf": "cell" }"#) {
            #expect(abs(share / expected - 1) < 0.005, "\(name): \(share / square) of the square, not (8/9)^\(level)")
        }
    }

    @Test(arguments: 1...5)
    func aTriangleOfCellsKeepsThreeQuartersAtEveryLevel(level: Int) throws {
        let square = try Self.squareShare("triangle")
        let expected = square * 0.5 * pow(0.75, Double(level))
        for (name, share) in try Self.inkShares(#"{ "kind": "triangle", "level": \#(level), "leaf": "cell" }"#) {
            #expect(abs(share / expected - 1) < 0.005, "\(name): \(share / square) of the square, not (3/4)^\(level) / 2")
        }
    }

    /// The original leaves, inscribed in their cells' circles, keep less: the default is unchanged.
    @Test func theDefaultLeavesAreStillInscribed() throws {
        let square = try Self.squareShare("carpet")
        let share = try Self.inkShares(#"{ "kind": "carpet", "level": 2 }"#)["png"]!
        #expect(abs(share / (square * pow(8.0 / 9.0, 2) / 2) - 1) < 0.01)
    }
}
