import CairoKit
import Foundation
import TestSupport
import Testing

/// Pictures inside figures: a badge's centre photo (pixels), a bouncing logo stored once however often it
/// is turned (pdfimages), their errors and the print preflight through them.
@Suite struct PictureFiguresTests {
    static func render(_ figure: String, _ args: [String], in folder: ScratchFolder) throws -> PosterProcess.Outcome {
        let spec = "{ \"page\": { \"size\": \"200pt x 200pt\", \"margin\": 0 }, \"pages\": [ { \"cells\": [ { \"figure\": \(figure) } ] } ] }"
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        return try PosterProcess.run(["render", "spec.json"] + args, in: folder.url)
    }

    @Test func aBadgeShowsItsPhotoInsideTheGradientFrame() throws {
        let folder = try ImageTests.pictures()
        defer { folder.remove() }
        let run = try Self.render(#"{ "kind": "badge", "image": "mark.svg", "imageClip": "circle" }"#, ["-o", "out.png", "--dpi", "72"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodedPNG(at: folder.path("out.png"))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }
        // The red picture fills the circle at the centre; the frame around it is the badge's gradient;
        // outside the badge the page is white.
        #expect(pixel(100, 100) == 0xFFFF_0000)
        #expect(pixel(100, 40) == 0xFFFF_0000)
        let frame = pixel(100, 12)
        #expect(frame != 0xFFFF_0000 && frame & 0xFF_FFFF != 0xFF_FFFF, "the gradient frame above the circle: \(String(frame, radix: 16))")
        #expect(pixel(3, 3) == 0xFFFF_FFFF)
    }

    @Test func aBouncingLogoIsStoredOnceHoweverOftenItTurns() throws {
        let folder = try ImageTests.pictures()
        defer { folder.remove() }
        let run = try Self.render(#"{ "kind": "bounce", "symbol": "image", "image": "logo.png", "copies": 9, "size": 0.2 }"#, ["-o", "out.pdf"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let list = try ToolProcess.run(tool: "pdfimages", ["-list", folder.path("out.pdf")]).stdout.split(separator: "\n").dropFirst(2)
        #expect(list.count == 9, "\(list)")
        // One image object, drawn nine times at nine turns.
        #expect(Set(list.map { $0.split(separator: " ", omittingEmptySubsequences: true)[10] }).count == 1, "\(list)")
        let png = try Self.render(
            #"{ "kind": "bounce", "symbol": "image", "image": "logo.png", "copies": 9, "size": 0.2 }"#, ["-o", "out.png", "--dpi", "72"], in: folder)
        #expect(png.status == 0, "\(png.stderr)")
        let image = try decodedPNG(at: folder.path("out.png"))
        // The logo is the theme's blue polygon: its colour shows on the page.
        #expect(image.pixels.contains { $0 & 0xFF_FFFF == 0x4F_4FBF })
    }

    /// An SVG picture placed many times in a PDF is recorded once: one form XObject, drawn at every turn.
    @Test func anSVGPlacedManyTimesIsStoredOnce() throws {
        let folder = try ImageTests.pictures()
        defer { folder.remove() }
        let run = try Self.render(#"{ "kind": "bounce", "symbol": "image", "image": "mark.svg", "copies": 40 }"#, ["-o", "out.pdf"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let expanded = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", folder.path("out.pdf"), folder.path("qdf.pdf")])
        #expect(expanded.status == 0, "\(expanded.stderr)")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path("qdf.pdf"))), as: UTF8.self)
        #expect(text.components(separatedBy: "/Subtype /Form").count - 1 == 1)
        #expect(text.components(separatedBy: " Do").count - 1 == 40, "each copy paints the one form")
    }

    @Test(arguments: [
        (#"{ "kind": "bounce", "symbol": "image" }"#, "spec.json:1:119: error: pages[0].cells[0].figure.symbol: symbol \"image\" needs the picture that moves"),
        (
            #"{ "kind": "bounce", "image": "logo.png" }"#,
            "spec.json:1:118: error: pages[0].cells[0].figure.image: \"image\" is the picture of symbol \"image\"; this bounce's symbol is \"polygon\""
        ),
        (#"{ "kind": "badge", "image": " " }"#, "spec.json:1:117: error: pages[0].cells[0].figure.image: no picture is named: give the file's name"),
        (#"{ "kind": "badge", "image": "missing.jpg" }"#, "spec.json:1:117: error: pages[0].cells[0].figure.image: cannot read image \"missing.jpg\""),
        (
            #"{ "kind": "badge", "image": "logo.png", "imageAs": "halo" }"#,
            "spec.json:1:140: error: pages[0].cells[0].figure.imageAs: unknown value \"halo\": expected one of \"centre\", \"symbol\""
        ),
    ])
    func aPictureInAFigureIsCheckedLikeAnyOther(_ figure: String, _ message: String) throws {
        let folder = try ImageTests.pictures()
        defer { folder.remove() }
        let run = try Self.render(figure, ["-o", "out.pdf"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
    }

    @Test func aBadgePhotoIsPreflighted() throws {
        let folder = try ImageTests.pictures()
        defer { folder.remove() }
        let run = try Self.render(#"{ "kind": "badge", "image": "photo.jpg" }"#, ["-o", "out.pdf"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: pages[0].cells[0]: image \"photo.jpg\" prints at"), "\(run.stderr)")
    }
}
