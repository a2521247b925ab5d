import CairoKit
import Foundation
import TestSupport
import Testing

/// Pictures placed by the `image` figure: PNG, JPEG (embedded as it is) and SVG (as vectors), read back
/// by pdfimages and from the pixels; every bad picture is a located error and nothing is written.
@Suite struct ImageTests {
    /// A folder with a JPEG photo (made with cjpeg from a gradient), a PNG (drawn by poster) and an SVG.
    static func pictures() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        var ppm = Data("P6\n64 48\n255\n".utf8)
        for y in 0..<48 { for x in 0..<64 { ppm.append(contentsOf: [UInt8(x * 4), UInt8(y * 5), 200]) } }
        try ppm.write(to: URL(fileURLWithPath: folder.path("photo.ppm")))
        let jpeg = try ToolProcess.run(tool: "cjpeg", ["-quality", "90", "-outfile", folder.path("photo.jpg"), folder.path("photo.ppm")])
        #expect(jpeg.status == 0, "\(jpeg.stderr)")
        let png = try PosterProcess.run(["draw", "polygon", "--size", "40", "--dpi", "72", "-o", folder.path("logo.png")])
        #expect(png.status == 0, "\(png.stderr)")
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#ff0000"/></svg>"##
            .write(toFile: folder.path("mark.svg"), atomically: true, encoding: .utf8)
        return folder
    }

    static func spec(_ cells: [String], page: String = "A6") -> String {
        "{ \"page\": { \"size\": \"\(page)\", \"margin\": 10 }, \"pages\": [ { \"grid\": { \"columns\": 2 }, \"cells\": [ \(cells.joined(separator: ", ")) ] } ] }"
    }

    static func image(_ src: String, _ extra: String = "") -> String {
        "{ \"figure\": { \"kind\": \"image\", \"src\": \"\(src)\"\(extra) } }"
    }

    @Test func aJPEGIsEmbeddedAsItIsAndStoredOnce() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        try Self.spec(Array(repeating: Self.image("photo.jpg"), count: 12) + [Self.image("logo.png"), Self.image("mark.svg")])
            .write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let list = try ToolProcess.run(tool: "pdfimages", ["-list", folder.path("out.pdf")]).stdout.split(separator: "\n").dropFirst(2)
        let jpegs = list.filter { $0.contains(" jpeg ") }
        #expect(jpegs.count == 12)
        // Twelve placements of one object: the JPEG is stored once, byte for byte.
        let objects: Set<Substring> = Set(jpegs.map { $0.split(separator: " ", omittingEmptySubsequences: true)[10] })
        #expect(objects.count == 1)
        let jpegSize = try FileManager.default.attributesOfItem(atPath: folder.path("photo.jpg"))[.size] as? Int ?? 0
        #expect(jpegs.allSatisfy { $0.contains("\(jpegSize)B") })
        // The SVG adds no image: it is drawn as vectors.
        #expect(list.count <= 12 + 2)
        let extracted = try ToolProcess.run(tool: "pdfimages", ["-j", "-f", "1", "-l", "1", folder.path("out.pdf"), folder.path("x")])
        #expect(extracted.status == 0)
        #expect(FileManager.default.contents(atPath: folder.path("x-000.jpg")) == FileManager.default.contents(atPath: folder.path("photo.jpg")))
    }

    @Test func aCircleClipShowsThePictureOnlyInsideIt() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "100pt x 100pt", "margin": 0 }, "pages": [ { "cells": [
              { "figure": { "kind": "image", "src": "mark.svg", "fit": "cover", "clip": "circle" } } ] } ] }
            """
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.png"), "--dpi", "72"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodedPNG(at: folder.path("out.png"))
        let red: UInt32 = 0xFFFF_0000
        #expect(image.pixels[50 * image.width + 50] == red)
        #expect(image.pixels[2 * image.width + 2] == 0xFFFF_FFFF)
        #expect(image.pixels[97 * image.width + 97] == 0xFFFF_FFFF)
    }

    @Test(arguments: [
        ("missing.png", "cannot read image \"missing.png\""),
        ("../outside.png", "\"../outside.png\" is outside the spec's folder; pass --allow-outside to read it"),
        ("link.png", "\"link.png\" is outside the spec's folder; pass --allow-outside to read it"),
        ("truncated.png", "\"truncated.png\" is a corrupt or truncated PNG"),
        ("truncated.jpg", "\"truncated.jpg\" is a corrupt"),
        ("lying.jpg", "\"lying.jpg\" is a PNG image, not the JPEG its name says"),
        ("huge.png", "\"huge.png\" is 20000 x 20000 pixels, over the 100 megapixels a picture may have"),
        ("wide.jpg", "\"wide.jpg\" is 40000 x 1 pixels, over the 32767 pixels a side a picture may have"),
        ("text.png", "\"text.png\" is not a PNG, JPEG, WebP or SVG image"),
        ("remote.svg", "\"remote.svg\" refers to \"https://example.com/x.png\": an SVG may use only what it holds"),
        ("local.svg", "\"local.svg\" refers to \"/etc/passwd\": an SVG may use only what it holds"),
        ("broken.svg", "\"broken.svg\" is not a valid SVG"),
    ])
    func aBadPictureIsALocatedErrorAndNothingIsWritten(_ name: String, _ message: String) throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        let sub = folder.path("specs")
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        let png = try Data(contentsOf: URL(fileURLWithPath: folder.path("logo.png")))
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: folder.path("photo.jpg")))
        try png.write(to: URL(fileURLWithPath: folder.path("outside.png")))
        try FileManager.default.createSymbolicLink(atPath: sub + "/link.png", withDestinationPath: folder.path("outside.png"))
        try png.prefix(png.count / 2).write(to: URL(fileURLWithPath: sub + "/truncated.png"))
        try jpeg.prefix(jpeg.count / 2).write(to: URL(fileURLWithPath: sub + "/truncated.jpg"))
        try png.write(to: URL(fileURLWithPath: sub + "/lying.jpg"))
        var huge = png.prefix(33)
        huge.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        try huge.write(to: URL(fileURLWithPath: sub + "/huge.png"))
        // Within 100 megapixels, but wider than cairo can hold it to draw it: it once passed its check.
        try (Data("P6\n40000 1\n255\n".utf8) + Data(count: 120_000)).write(to: URL(fileURLWithPath: folder.path("wide.ppm")))
        let wide = try ToolProcess.run(tool: "cjpeg", ["-outfile", sub + "/wide.jpg", folder.path("wide.ppm")])
        #expect(wide.status == 0, "\(wide.stderr)")
        try "just text".write(toFile: sub + "/text.png", atomically: true, encoding: .utf8)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://example.com/x.png" width="10" height="10"/></svg>"#
            .write(toFile: sub + "/remote.svg", atomically: true, encoding: .utf8)
        try
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="/etc/passwd"/></svg>"#
            .write(toFile: sub + "/local.svg", atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".write(toFile: sub + "/broken.svg", atomically: true, encoding: .utf8)
        try "%PDF earlier".write(toFile: sub + "/out.pdf", atomically: true, encoding: .utf8)
        try Self.spec([Self.image(name)]).write(toFile: sub + "/spec.json", atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", "spec.json", "-o", "out.pdf"], in: URL(fileURLWithPath: sub))
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("spec.json:1:131: error: pages[0].cells[0].figure.src: \(message)"), "\(run.stderr)")
        #expect(try String(contentsOfFile: sub + "/out.pdf", encoding: .utf8) == "%PDF earlier")
    }

    /// An SVG is checked in a time that grows with its length: a long run of spaces after an unclosed
    /// `href="` and many `<!ENTITY` openings (here in a comment) once took minutes to look through.
    @Test func aLongSVGIsCheckedQuickly() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let filler = "href=\"" + String(repeating: " ", count: 60_000) + String(repeating: "<!ENTITY SYSTEM ", count: 4_000)
        try (#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/><!-- "# + filler + "--></svg>")
            .write(toFile: folder.path("long.svg"), atomically: true, encoding: .utf8)
        try Self.spec([Self.image("long.svg")]).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")], timeout: 60)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// A gallery knows a spec's pictures as its inputs: an edited photo renders that spec again.
    @Test func aGalleryRendersAgainWhenAPictureChanges() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        let source = folder.path("specs")
        try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder.path("photo.jpg"), toPath: source + "/photo.jpg")
        try Self.spec([Self.image("photo.jpg")]).write(toFile: source + "/a.json", atomically: true, encoding: .utf8)
        try Self.spec([Self.image("../logo.png")]).write(toFile: source + "/b.json", atomically: true, encoding: .utf8)
        let first = try PosterProcess.run(["gallery", source, "-o", folder.path("out"), "--format", "pdf", "--quiet"])
        #expect(first.status == 1, "b.json reads outside its folder: \(first.stderr)")
        let manifest = try String(contentsOfFile: folder.path("out/index.json"), encoding: .utf8)
        #expect(manifest.contains("\"path\" : \"photo.jpg\""))
        let unchanged = try PosterProcess.run(["gallery", source, "-o", folder.path("out"), "--format", "pdf"])
        #expect(
            unchanged.stdout.contains("a.json: skipped: unchanged") || unchanged.stderr.contains("a.json: skipped: unchanged"),
            "\(unchanged.stdout)\(unchanged.stderr)")
        try FileManager.default.removeItem(atPath: source + "/photo.jpg")
        try FileManager.default.copyItem(atPath: folder.path("logo.png"), toPath: source + "/photo.png")
        try Self.spec([Self.image("photo.png")]).write(toFile: source + "/a.json", atomically: true, encoding: .utf8)
        let changed = try PosterProcess.run(["gallery", source, "-o", folder.path("out"), "--format", "pdf"])
        #expect(!(changed.stdout + changed.stderr).contains("a.json: skipped"))
    }

    /// Print preflight: a 64 x 48 pixel photo contained in a 3 x 2-inch cell prints at 24 pixels per inch, and a
    /// 40-pixel PNG over the same cell at 300 dpi is enlarged over twice; an SVG is never warned about.
    @Test func lowResolutionPicturesAreWarnedAbout() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "216pt x 432pt", "margin": 0 }, "pages": [ { "grid": { "columns": 1 }, "cells": [
              { "figure": { "kind": "image", "src": "photo.jpg" } }, { "figure": { "kind": "image", "src": "logo.png" } },
              { "figure": { "kind": "image", "src": "mark.svg" } } ] } ] }
            """
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.png"), "--dpi", "300"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "warning: pages[0].cells[0]: image \"photo.jpg\" prints at 24 pixels per inch at its placed size (2.7 x 2 in): 150 or more is print quality"
                )
            }, "\(run.stderr)")
        #expect(lines.contains { $0.contains("pages[0].cells[1]: image \"logo.png\" is enlarged") && $0.hasSuffix("times at 300 dpi: it will look blurred") })
        #expect(!lines.contains { $0.contains("mark.svg") })
        let pdf = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(!pdf.stderr.contains("enlarged"), "a PDF is not a raster output")
    }
}
