import CairoKit
import Foundation
import Gallery
import TestSupport
import Testing

/// `--compare BASE`: a gallery built against an earlier one, where one spec changed a colour, one gained
/// a page, one was removed, one is new and one stayed as it was.
@Suite struct GalleryCompareTests {
    /// A 2 by 2 inch page of `background` with a square of `square` filling its top-left quarter, and
    /// a second page of the same when `pages` is 2.
    static func spec(square: String, background: String = "#000080", pages: Int = 1) -> String {
        let page = """
            { "background": "\(background)",
              "items": [ { "at": ["0in", "0in"], "size": ["1in", "1in"], "figure": { "kind": "rect" }, "fill": "\(square)", "padding": 0 } ] }
            """
        return """
            { "version": 1, "title": "Square", "page": { "size": "2in x 2in", "margin": 0 },
              "pages": [ \(Array(repeating: page, count: pages).joined(separator: ", ")) ] }
            """
    }

    /// The gallery of the specs as they are, written to `output`, compared with `base` when given.
    static func build(_ gallery: SmallGallery, into output: String, comparedWith base: String? = nil) throws -> GalleryReport {
        var options = GalleryOptions(source: gallery.source, output: output, dpi: 20, thumbnailSize: 32, jobs: 2, tool: "poster test")
        options.compare = base
        return try Gallery.build(options)
    }

    @Test func specsAreMarkedAndChangedPagesGetDiffPictures() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        let base = gallery.folder.path("base")
        try gallery.write("colour.json", Self.spec(square: "#ff0000"))
        try gallery.write("grows.json", Self.spec(square: "#00ff00"))
        try gallery.write("gone.json", Self.spec(square: "#0000ff"))
        try gallery.write("same.json", Self.spec(square: "#ffff00"))
        #expect(try Self.build(gallery, into: base).exitCode == 0)

        try gallery.write("colour.json", Self.spec(square: "#0000ff"))
        try gallery.write("grows.json", Self.spec(square: "#00ff00", pages: 2))
        try FileManager.default.removeItem(atPath: gallery.source + "/gone.json")
        try gallery.write("fresh.json", Self.spec(square: "#ff00ff"))
        let report = try Self.build(gallery, into: gallery.output, comparedWith: base)
        let changes = try #require(report.changes)
        #expect(changes.line == "gallery: 2 changed, 1 new, 1 removed, 1 unchanged")

        let comparison = try #require(try gallery.manifest()["comparison"] as? [String: Any])
        #expect(comparison["base"] as? String == base)
        let specs = try #require(comparison["specs"] as? [[String: Any]])
        #expect(specs.map { $0["path"] as? String } == ["colour.json", "fresh.json", "gone.json", "grows.json", "same.json"])
        #expect(specs.map { $0["status"] as? String } == ["changed", "new", "removed", "changed", "unchanged"])
        // The page that gained a sibling is unchanged itself; the sibling is new, with no diff.
        let grown = try #require(specs[3]["pages"] as? [[String: Any]])
        #expect(grown.map { $0["status"] as? String } == ["unchanged", "new"])
        #expect(grown.allSatisfy { $0["diff"] == nil })

        // The square is a quarter of the page: 20 by 20 of 40 by 40 pixels at 20 dpi.
        let page = try #require((specs[0]["pages"] as? [[String: Any]])?.first)
        #expect(page["status"] as? String == "changed")
        let (changed, pixels) = (try #require(page["changedPixels"] as? Int), try #require(page["pixels"] as? Int))
        #expect(pixels == 40 * 40)
        #expect(abs(Double(changed) / Double(pixels) - 0.25) < 0.02, "\(changed) of \(pixels) pixels changed")
        let diff = try #require(page["diff"] as? [String: Any])
        #expect(diff["path"] as? String == "specs/colour/colour-1.diff.png")
        #expect(diff["role"] as? String == "diff")

        // Highlighted where the square changed colour, the navy page faded to a light grey elsewhere.
        let image = try decodedPNG(at: gallery.output + "/specs/colour/colour-1.diff.png")
        #expect((image.width, image.height) == (40, 40))
        var highlighted = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.rgba(x: x, y: y)
                if pixel == RGBA(red: 255, green: 0, blue: 0x66, alpha: 255) {
                    highlighted += 1
                    #expect(x < 21 && y < 21, "highlighted at \(x), \(y), outside the square")
                } else {
                    #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.alpha == 255, "at \(x), \(y): \(pixel)")
                    #expect((192..<255).contains(pixel.red), "at \(x), \(y): \(pixel)")
                }
            }
        }
        #expect(highlighted == changed)
        #expect(image.rgba(x: 10, y: 10).green == 0)
        #expect(image.rgba(x: 30, y: 30) == RGBA(red: 195, green: 195, blue: 195, alpha: 255))

        // The index page shows the changes first: changed specs, then new, then removed.
        let html = try String(contentsOfFile: gallery.output + "/index.html", encoding: .utf8)
        let section = try #require(html.range(of: "<section id=\"changes\">"))
        let main = try #require(html.range(of: "<main id=\"specs\">"))
        #expect(section.lowerBound < main.lowerBound)
        let shown = html[section.lowerBound...].split(separator: "<article class=\"change ").dropFirst().prefix(4).map { $0.prefix { $0 != ">" } }
        #expect(
            shown == [
                "changed\" data-path=\"colour.json\"", "changed\" data-path=\"grows.json\"", "new\" data-path=\"fresh.json\"",
                "removed\" data-path=\"gone.json\"",
            ])
        #expect(html.contains("<img src=\"specs/colour/colour-1.diff.png\" alt=\"page 1, changed pixels highlighted\" width=\"40\" height=\"40\">"))

        let share = String(format: "%.2f %%", Double(changed) / Double(pixels) * 100)
        #expect(
            changes.markdown == """
                ### Gallery changes

                2 changed, 1 new, 1 removed, 1 unchanged against `\(base)`.

                | Spec | Status | Pages |
                | --- | --- | --- |
                | `colour.json` | changed | page 1: \(share) of pixels changed |
                | `grows.json` | changed | page 2: new |
                | `fresh.json` | new |  |
                | `gone.json` | removed |  |

                """)
    }

    /// The same comparison again writes the same bytes; a run without --compare drops the diff pictures.
    @Test func theComparisonIsDeterministicAndGoesWithoutCompare() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        let base = gallery.folder.path("base")
        try gallery.write("colour.json", Self.spec(square: "#ff0000"))
        _ = try Self.build(gallery, into: base)
        try gallery.write("colour.json", Self.spec(square: "#00ff00", background: "#ffffff"))
        _ = try Self.build(gallery, into: gallery.output, comparedWith: base)
        let diff = gallery.output + "/specs/colour/colour-1.diff.png"
        let first = try #require(FileManager.default.contents(atPath: diff))
        let again = gallery.folder.path("again")
        _ = try Self.build(gallery, into: again, comparedWith: base)
        #expect(FileManager.default.contents(atPath: again + "/specs/colour/colour-1.diff.png") == first)
        #expect(try gallery.manifest()["comparison"] as? NSDictionary == gallery.manifest(in: again)["comparison"] as? NSDictionary)

        let report = try Self.build(gallery, into: gallery.output)
        #expect(report.changes == nil)
        #expect(try gallery.manifest()["comparison"] == nil)
        #expect(!FileManager.default.fileExists(atPath: diff))
    }

    @Test func aBaseThatIsNotAWholeGalleryIsRefusedBeforeAnythingIsWritten() throws {
        let gallery = try SmallGallery()
        defer { gallery.folder.remove() }
        try gallery.write("a.json", Self.spec(square: "#ff0000"))
        let empty = gallery.folder.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect {
            try Self.build(gallery, into: gallery.output, comparedWith: empty)
        } throws: {
            ($0 as? GalleryError)?.message == "--compare \(empty): not a gallery folder (no index.json this version reads)"
                && ($0 as? GalleryError)?.exitCode == 64
        }
        #expect(!FileManager.default.fileExists(atPath: gallery.output))

        _ = try Self.build(gallery, into: gallery.output)
        #expect {
            try Self.build(gallery, into: gallery.output, comparedWith: gallery.output)
        } throws: {
            ($0 as? GalleryError)?.exitCode == 64 && ($0 as? GalleryError)?.message.contains("write the new gallery to another folder") == true
        }

        // A page of BASE reached through a symbolic link, even to the very bytes recorded, is not read.
        let page = gallery.output + "/specs/a/a-1.png"
        let elsewhere = gallery.folder.path("elsewhere.png")
        try FileManager.default.moveItem(atPath: page, toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: elsewhere)
        let other = gallery.folder.path("other")
        #expect {
            try Self.build(gallery, into: other, comparedWith: gallery.output)
        } throws: {
            ($0 as? GalleryError)?.message
                == "--compare \(gallery.output): specs/a/a-1.png is missing, outside it or not a file reached through its folders; nothing was written"
        }
        #expect(!FileManager.default.fileExists(atPath: other))
    }
}
