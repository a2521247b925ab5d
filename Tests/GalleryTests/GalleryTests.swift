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
        #expect(
            first.failures.first?.diagnostics.first?.hasSuffix(
                "error: pages[0].cells[0].figure.sides: expected a whole number from 3 to 64, found a number (2)") == true)
        let second = try gallery.build()
        #expect((second.rendered, second.skipped, second.failures.count) == (0, 1, 1))
        try gallery.write("bad.json", SmallGallery.spec("Mended"))
        let third = try gallery.build()
        #expect((third.rendered, third.skipped, third.exitCode) == (1, 1, 0))
    }

    /// Every spec, valid or not, gets a source page beside its outputs showing the bytes it was read from,
    /// with copies of its data tables; its card links both, a failure's at the line of its first problem.
    @Test func eachSpecHasASourcePageAndItsDataBesideItsOutputs() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        let rows = #"[ { "name": "<b>three</b>", "sides": 3 }, { "name": "four", "sides": 4 } ]"#
        let sheet = """
            { "version": 1, "title": "Sheet", "page": { "size": "3in x 2in", "margin": "4pt" },
              "pages": [ { "sheet": { "data": "rows.json", "grid": { "columns": 2, "rows": 1 },
                                      "cell": { "figure": { "kind": "polygon", "sides": "{sides}" }, "caption": "{name}" } } } ] }
            """
        let bad = "version: 1\n# </pre><script>alert(1)</script>\npages:\n  - cells:\n      - figure: { kind: polygon, sides: 2 }\n"
        try gallery.write("rows.json", rows)
        try gallery.write("sheet.json", sheet)
        try gallery.write("sub/bad.yaml", bad)
        #expect(try gallery.build().exitCode == 1)
        let specs = try gallery.specs()
        func outputs(_ spec: [String: Any], _ role: String) -> [String] {
            ((spec["outputs"] as? [[String: Any]]) ?? []).filter { $0["role"] as? String == role }.compactMap { $0["path"] as? String }
        }
        #expect(outputs(specs[0], "source") == ["specs/sheet/sheet.source.html"])
        #expect(outputs(specs[0], "data") == ["specs/sheet/data/rows.json"])
        #expect(outputs(specs[1], "source") == ["specs/sub/bad/bad.source.html"])
        #expect(FileManager.default.contents(atPath: gallery.output + "/specs/sheet/data/rows.json") == Data(rows.utf8))

        let page = try String(contentsOfFile: gallery.output + "/specs/sheet/sheet.source.html", encoding: .utf8)
        #expect(
            SourcePageTests.text(
                page.components(separatedBy: "<code>")[1].components(separatedBy: "</code>")[0]
                    .replacing(#/<a class="number"[^>]*>[0-9]+</a>/#, with: "").replacingOccurrences(
                        of: "</span><span class=\"line", with: "</span>\n<span class=\"line")) == sheet)
        #expect(page.contains(#"Data: <a href="data/rows.json">rows.json</a>"#) && page.contains(#"<a href="../../index.html">Gallery</a>"#))
        let failed = try String(contentsOfFile: gallery.output + "/specs/sub/bad/bad.source.html", encoding: .utf8)
        #expect(!failed.contains("<script>") && failed.contains("&lt;/pre&gt;&lt;script&gt;"))
        #expect(failed.contains(#"<span class="line error" id="L5""#))
        #expect(failed.contains(#"<a href="../../../index.html">Gallery</a>"#))

        let index = try String(contentsOfFile: gallery.output + "/index.html", encoding: .utf8)
        #expect(
            index.contains(
                #"<a class="source" href="specs/sheet/sheet.source.html">Source</a> <a class="data" href="specs/sheet/data/rows.json">rows.json</a>"#))
        #expect(index.contains(#"<a class="source" href="specs/sub/bad/bad.source.html#L5">Source</a>"#))

        // Unchanged, the page stays; a gallery written before source pages gets them.
        #expect(try gallery.build().skipped == 1)
        let manifestPath = gallery.output + "/index.json"
        let manifest = try #require(FileManager.default.contents(atPath: manifestPath))
        let json = String(decoding: manifest, as: UTF8.self)
        let older = json.replacing(
            #/,\n *\{\n *"bytes" : [0-9]+,\n *"path" : "specs/sheet/sheet.source.html",\n *"role" : "source",\n *"sha256" : "[0-9a-f]+"\n *\}/#, with: "")
        #expect(older != json)
        try Data(older.utf8).write(to: URL(fileURLWithPath: manifestPath))
        let again = try gallery.build()
        #expect((again.rendered, again.skipped) == (1, 0))
        #expect(outputs(try gallery.specs()[0], "source") == ["specs/sheet/sheet.source.html"])
    }

    /// An animated spec's card plays its frames (an animated WebP thumbnail), and its still is the frame
    /// with the most ink: a tree growing from nothing is shown grown, as the same tree drawn at its last step.
    @Test func anAnimatedSpecGetsAnAnimatedThumbnailAndAMeaningfulStill() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        func tree(_ step: String, animated: Bool) -> String {
            """
            { "version": 1, "title": "Growing", "page": { "size": "2in x 2in", "margin": "4pt" },
              \(animated ? #""animate": { "parameter": "t", "from": 0, "to": 6 },"# : "")
              "pages": [ { "cells": [ { "figure": { "kind": "tree", "step": \(step) } } ] } ] }
            """
        }
        try gallery.write("growing.json", tree(#""{t}""#, animated: true))
        try gallery.write("grown.json", tree("6", animated: false))
        #expect(try gallery.build().exitCode == 0)
        let specs = try gallery.specs()
        let animations = specs.map { (($0["outputs"] as? [[String: Any]]) ?? []).filter { $0["role"] as? String == "animation" } }
        #expect(animations[1].isEmpty)
        #expect(animations[0].map { $0["path"] as? String } == ["specs/growing/growing-1.thumb.webp"])
        #expect(animations[0].first?["page"] as? Int == 1)
        let info = try ToolProcess.run(tool: "webpmux", ["-info", gallery.output + "/specs/growing/growing-1.thumb.webp"])
        // 24 frames, those that show the same pixels as the one before merged into it by the encoder.
        let frames = info.stdout.firstMatch(of: #/Number of frames: ([0-9]+)/#).flatMap { Int($0.1) }
        #expect(info.stdout.contains("Canvas size: 32 x 32") && (12...24).contains(frames ?? 0), "\(info.stdout)\(info.stderr)")
        #expect(try decodedPNG(at: gallery.output + "/specs/growing/growing-1.png") == decodedPNG(at: gallery.output + "/specs/grown/grown-1.png"))
        #expect(try decodedPNG(at: gallery.output + "/specs/growing/growing-1.thumb.png") == decodedPNG(at: gallery.output + "/specs/grown/grown-1.thumb.png"))
        let index = try String(contentsOfFile: gallery.output + "/index.html", encoding: .utf8)
        #expect(index.contains(#"<img src="specs/growing/growing-1.thumb.webp" alt="page 1, animated" width="32" height="32">"#))
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
            ([one, other], "\(other): not a part of the same gallery as \(one) (another source folder, options, number of parts or split)"),
            ([nothing, one], "\(nothing): not a gallery folder (no index.json this version reads)"),
            ([gallery.output], "\(gallery.output): a whole gallery, not a part written with --shard"),
        ]
        for (parts, message) in cases {
            let error = #expect(throws: GalleryError.self) {
                try Gallery.merge(parts: parts, into: gallery.folder.path("merged"), jobs: 1, tool: "poster test")
            }
            #expect(error?.message == message)
            #expect(error?.exitCode == 64)
        }
        let merged = try Gallery.merge(parts: [two, one], into: gallery.folder.path("merged"), jobs: 1, tool: "poster test")
        #expect(merged.exitCode == 0)
        #expect(try gallery.specs(in: gallery.folder.path("merged")).map { $0["path"] as? String } == ["a.json", "b.json", "c.json", "d.json"])
        #expect(throws: GalleryError.self) { try Gallery.merge(parts: [one, two], into: gallery.folder.path("merged"), jobs: 1, tool: "poster 9") }
    }
}
