import CairoKit
import Foundation
import TestSupport
import Testing

/// A page that is not a whole number of pixels (every A size at 150 dpi) keeps its background to its last
/// row and column: an opaque page has no pixel less than opaque, and is written as RGB (colour type 2).
@Suite struct OpaquePNGTests {
    static let layouts = try! FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("layouts").path)
        .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()

    @Test(arguments: layouts)
    func everyOpaquePageIsRGB(_ name: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try PosterProcess.run([
            "render", repositoryRoot.appendingPathComponent("layouts/\(name)").path, "--pages", "1", "--dpi", "150", "-o", folder.path("page.png"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let file = try #require(folder.files.first { $0.hasSuffix(".png") })
        let header = try #require(pngChunks(at: folder.path(file))?.first { $0.type == "IHDR" })
        let image = try decodedPNG(at: folder.path(file))
        let opaque = image.pixels.allSatisfy { $0 >> 24 == 0xFF }
        #expect(header.data[9] == (opaque ? 2 : 6), "\(name): colour type \(header.data[9]), every pixel opaque: \(opaque)")
        #expect(opaque, "\(name): a pixel less than opaque, the last row's first \(image.pixels[(image.height - 1) * image.width] >> 24)")
    }

    /// A4 at 150 dpi is 1240.2 x 1753.9 px: the last column and row are the background's, not half of it.
    @Test func theLastRowAndColumnAreTheBackgrounds() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try ##"{ "page": { "size": "A4", "background": "#102030" }, "pages": [ { "cells": [ { "text": "A4" } ] } ] }"##
            .write(toFile: folder.path("a4.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("a4.json"), "--dpi", "150", "-o", folder.path("a4.png")])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodedPNG(at: folder.path("a4.png"))
        #expect(image.width == 1241 && image.height == 1754)
        let corner = image.pixels[image.width * image.height - 1]
        #expect(corner == 0xFF10_2030, "the last pixel is \(String(corner, radix: 16))")
        #expect(pngChunks(at: folder.path("a4.png"))?.first { $0.type == "IHDR" }?.data[9] == 2)
    }
}
