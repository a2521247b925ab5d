import Foundation
import TestSupport
import Testing

/// One World per load: pictures named by a data row are inputs of the spec like the rest (a gallery
/// renders the spec again when one changes), and every policy option reaches every picture, `poster
/// draw`'s included.
@Suite struct WorldPolicyTests {
    /// Draws a small picture of `figure` to `path` in `folder`.
    static func picture(_ figure: String, at path: String, in folder: ScratchFolder) throws {
        let run = try PosterProcess.run(["draw", figure, "--size", "16", "--dpi", "72", "-o", folder.path(path)])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aGalleryRendersAgainWhenAPictureNamedByADataRowChanges() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("specs/pictures"), withIntermediateDirectories: true)
        try Self.picture("rect", at: "specs/pictures/a.png", in: folder)
        try Self.picture("polygon", at: "specs/pictures/b.png", in: folder)
        try Data("name\na\nb\n".utf8).write(to: URL(fileURLWithPath: folder.path("specs/names.csv")))
        let spec =
            #"{ "page": { "size": "A6" }, "pages": [ { "sheet": { "data": "names.csv", "grid": { "columns": 2, "rows": 1 }, "cell": { "figure": { "kind": "image", "src": "pictures/{name}.png" } } } } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("specs/photos.json")))
        let gallery = ["gallery", "specs", "-o", "out", "--dpi", "30", "--thumb-size", "32", "--format", "png"]
        let first = try PosterProcess.run(gallery, in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        let manifest = try String(contentsOfFile: folder.path("out/index.json"), encoding: .utf8)
        #expect(manifest.contains(#""path" : "pictures/a.png""#) && manifest.contains(#""path" : "pictures/b.png""#), "the pictures are inputs: \(manifest)")
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("out/specs/photos/photos-1.png")))

        let unchanged = try PosterProcess.run(gallery, in: folder.url)
        #expect(unchanged.stderr.contains("photos.json: skipped: unchanged"), "\(unchanged.stderr)")

        try Self.picture("triangle", at: "specs/pictures/b.png", in: folder)
        let second = try PosterProcess.run(gallery, in: folder.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("1 spec: 1 rendered, 0 skipped (unchanged)"), "\(second.stderr)")
        let after = try Data(contentsOf: URL(fileURLWithPath: folder.path("out/specs/photos/photos-1.png")))
        #expect(after != before)
    }

    @Test func aSheetsPicturesObeyThePolicyOptions() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("spec"), withIntermediateDirectories: true)
        try Self.picture("rect", at: "outside.png", in: folder)
        let spec =
            #"{ "pages": [ { "sheet": { "data": [ { "name": "outside" } ], "grid": { "columns": 1, "rows": 1 }, "cell": { "figure": { "kind": "image", "src": "../{name}.png" } } } } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec/spec.json")))
        let refused = try PosterProcess.run(["check", folder.path("spec/spec.json")])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--allow-outside"), "\(refused.stderr)")
        let allowed = try PosterProcess.run(["check", folder.path("spec/spec.json"), "--allow-outside"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let tooLarge = try PosterProcess.run(["check", folder.path("spec/spec.json"), "--allow-outside", "--max-image-pixels", "100"])
        #expect(tooLarge.status == 1)
        #expect(tooLarge.stderr.contains("row 1, column \"name\""), "\(tooLarge.stderr)")
        #expect(tooLarge.stderr.contains("16 x 16"), "\(tooLarge.stderr)")
    }

    @Test func drawObeysThePolicyOptions() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("work"), withIntermediateDirectories: true)
        try Self.picture("rect", at: "outside.png", in: folder)
        let work = folder.url.appendingPathComponent("work")
        let draw = ["draw", "image", "--param", "src=../outside.png", "-o", "out.png"]
        let refused = try PosterProcess.run(draw, in: work)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--allow-outside"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("(root)"), "\(refused.stderr)")
        let allowed = try PosterProcess.run(draw + ["--allow-outside"], in: work)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let tooLarge = try PosterProcess.run(draw + ["--allow-outside", "--max-image-pixels", "100"], in: work)
        #expect(tooLarge.status == 64)
        #expect(tooLarge.stderr.contains("16 x 16"), "\(tooLarge.stderr)")
    }

    /// A warning about the figure as a whole names no parameter.
    @Test func drawsWarningsAboutTheWholeFigureNameNoParameter() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try PosterProcess.run(["draw", "carpet", "--level", "6", "--size", "16", "--dpi", "72", "-o", folder.path("x.png")])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("poster draw: warning: at 72 dpi the finest detail of this figure is"), "\(run.stderr)")
    }
}
