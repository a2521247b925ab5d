import Foundation
import Gallery
import PNGKit
import TestSupport
import Testing

/// A folder of small specs and the gallery made of them, built in this process.
struct SmallGallery {
    let folder: ScratchFolder
    var source: String { folder.path("specs") }
    var output: String { folder.path("gallery") }

    init() throws {
        folder = try ScratchFolder()
    }

    /// A one-page spec of 2 by 2 inches: a polygon with a caption.
    static func spec(_ title: String, sides: Int = 5) -> String {
        """
        { "version": 1, "title": "\(title)", "page": { "size": "2in x 2in", "margin": "4pt" },
          "pages": [ { "grid": { "columns": 1, "rows": 1 },
                       "cells": [ { "figure": { "kind": "polygon", "sides": \(sides) }, "caption": "\(title)" } ] } ] }
        """
    }

    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: source).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func build(
        force: Bool = false, dpi: Double = 20, pngCompression: PNGCompression = .default, shard: Shard? = nil, into output: String? = nil
    ) throws -> GalleryReport {
        try Gallery.build(
            GalleryOptions(
                source: source, output: output ?? self.output, dpi: dpi, pngCompression: pngCompression, thumbnailSize: 32, jobs: 2, force: force,
                shard: shard, tool: "poster test"))
    }

    /// `index.json` of the gallery in `output`.
    func manifest(in output: String? = nil) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: (output ?? self.output) + "/index.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func specs(in output: String? = nil) throws -> [[String: Any]] {
        try #require(try manifest(in: output)["specs"] as? [[String: Any]])
    }
}

@Suite struct GalleryTests {
    @Test func unchangedSpecsAreSkippedAndRemovedSpecsLoseTheirOutputs() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        try gallery.write("a.json", SmallGallery.spec("A"))
        try gallery.write("b.json", SmallGallery.spec("B"))
        try gallery.write("sub/c.yaml", "version: 1\ntitle: C\npages:\n  - cells:\n      - text: C\n")
        let first = try gallery.build()
        #expect((first.rendered, first.skipped, first.removed, first.exitCode) == (3, 0, 0, 0))
        let second = try gallery.build()
        #expect((second.rendered, second.skipped) == (0, 3))

        try FileManager.default.removeItem(atPath: gallery.source + "/b.json")
        try gallery.write("a.json", SmallGallery.spec("A, changed"))
        let third = try gallery.build()
        #expect((third.rendered, third.skipped, third.removed) == (1, 1, 1))
        #expect(try gallery.specs().map { $0["path"] as? String } == ["a.json", "sub/c.yaml"])
        #expect(!FileManager.default.fileExists(atPath: gallery.output + "/specs/b"))
        #expect(try gallery.specs()[0]["title"] as? String == "A, changed")

        #expect(try gallery.build(force: true).rendered == 2)
        // Options that change what is written change every input hash.
        #expect(try gallery.build(dpi: 25).rendered == 2)
    }

    /// Another PNG compression renders every spec again, into other bytes of the same pixels, and is
    /// recorded with the other options.
    @Test func pngCompressionIsAnOptionOfTheGallery() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        try gallery.write("a.json", SmallGallery.spec("A", sides: 7))
        #expect(try gallery.build(dpi: 60).rendered == 1)
        let png = gallery.output + "/specs/a/a-1.png"
        let normal = try #require(FileManager.default.contents(atPath: png))
        let normalPixels = try decodedPNG(at: png)
        #expect(try gallery.build(dpi: 60, pngCompression: .fast).rendered == 1)
        let fast = try #require(FileManager.default.contents(atPath: png))
        #expect(fast != normal && fast.count > normal.count)
        #expect(try decodedPNG(at: png) == normalPixels)
        let options = try #require(try gallery.manifest()["options"] as? [String: Any])
        #expect(options["pngCompression"] as? String == "fast")
        #expect(try gallery.build(dpi: 60, pngCompression: .fast).skipped == 1)
    }

    @Test func aFileASpecNamesIsItsInputNotASpec() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        try gallery.write("a.json", SmallGallery.spec("A"))
        try gallery.write("rows.json", #"[ { "name": "three", "sides": 3 }, { "name": "four", "sides": 4 } ]"#)
        try gallery.write(
            "sheet.json",
            """
            { "version": 1, "title": "Sheet", "page": { "size": "3in x 2in", "margin": "4pt" },
              "pages": [ { "sheet": { "data": "rows.json", "grid": { "columns": 2, "rows": 1 },
                                      "cell": { "figure": { "kind": "polygon", "sides": "{sides}" }, "caption": "{name}" } } } ] }
            """)
        #expect(try gallery.build().rendered == 2)
        let specs = try gallery.specs()
        #expect(specs.map { $0["path"] as? String } == ["a.json", "sheet.json"])
        let inputs = try #require(specs[1]["inputs"] as? [[String: Any]])
        #expect(inputs.filter { $0["role"] as? String == "data" }.map { $0["path"] as? String } == ["rows.json"])

        try gallery.write("rows.json", #"[ { "name": "five", "sides": 5 }, { "name": "six", "sides": 6 }, { "name": "seven", "sides": 7 } ]"#)
        let again = try gallery.build()
        #expect((again.rendered, again.skipped) == (1, 1))
        #expect(try gallery.specs()[1]["pages"] as? Int == 2)
    }

    @Test func aGalleryInsideItsSourceFolderIsLeftOut() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        try gallery.write("a.json", SmallGallery.spec("A"))
        try gallery.write(".hidden/b.json", SmallGallery.spec("B"))
        let inside = gallery.source + "/out"
        #expect(try gallery.build(into: inside).rendered == 1)
        let again = try gallery.build(into: inside)
        #expect((again.rendered, again.skipped, again.failures.count) == (0, 1, 0))
        #expect(try gallery.specs(in: inside).map { $0["path"] as? String } == ["a.json"])
    }

    @Test func aFailedSpecIsReportedAndTriedAgain() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        try gallery.write("a.json", SmallGallery.spec("A"))
        try gallery.write("bad.json", #"{ "version": 1, "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 2 } } ] } ] }"#)
        let first = try gallery.build()
        #expect((first.rendered, first.exitCode) == (1, 1))
        #expect(first.failures.map(\.path) == ["bad.json"])
        #expect(first.failures.first?.invalid == true)
        #expect(first.failures.first?.diagnostics.first?.hasSuffix("error: pages[0].cells[0].figure.sides: expected a whole number from 3 to 64, found a number (2)") == true)
        let second = try gallery.build()
        #expect((second.rendered, second.skipped, second.failures.count) == (0, 1, 1))
        try gallery.write("bad.json", SmallGallery.spec("Mended"))
        let third = try gallery.build()
        #expect((third.rendered, third.skipped, third.exitCode) == (1, 1, 0))
    }

    @Test func mergeRefusesPartsThatDoNotMakeOneGallery() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        for name in ["a", "b", "c", "d"] { try gallery.write("\(name).json", SmallGallery.spec(name.uppercased())) }
        let one = gallery.folder.path("one"), two = gallery.folder.path("two"), other = gallery.folder.path("other")
        _ = try gallery.build(shard: Shard("1/2"), into: one)
        _ = try gallery.build(shard: Shard("2/2"), into: two)
        _ = try gallery.build(dpi: 30, shard: Shard("2/2"), into: other)
        _ = try gallery.build()
        let nothing = gallery.folder.path("nothing")
        let cases: [([String], String)] = [
            ([one], "missing part 2/2"),
            ([one, one], "\(one) and \(one) are both part 1/2"),
            ([one, other], "\(other): not a part of the same gallery as \(one) (another source folder, options or number of parts)"),
            ([nothing, one], "\(nothing): not a gallery folder (no index.json this version reads)"),
            ([gallery.output], "\(gallery.output): a whole gallery, not a part written with --shard"),
        ]
        for (parts, message) in cases {
            let error = #expect(throws: GalleryError.self) { try Gallery.merge(parts: parts, into: gallery.folder.path("merged"), jobs: 1, tool: "poster test") }
            #expect(error?.message == message)
            #expect(error?.exitCode == 64)
        }
        let merged = try Gallery.merge(parts: [two, one], into: gallery.folder.path("merged"), jobs: 1, tool: "poster test")
        #expect(merged.exitCode == 0)
        #expect(try gallery.specs(in: gallery.folder.path("merged")).map { $0["path"] as? String } == ["a.json", "b.json", "c.json", "d.json"])
        #expect(throws: GalleryError.self) { try Gallery.merge(parts: [one, two], into: gallery.folder.path("merged"), jobs: 1, tool: "poster 9") }
    }
}
