import Foundation
import TestSupport
import Testing

/// The distinct pictures of a document are each decoded whole when it is checked: together they may decode
/// to at most `--max-total-image-pixels` (250 megapixels unless raised), checked before anything is drawn.
@Suite struct PictureBudgetTests {
    /// PNGs of 600 x 600, 601 x 601 and 602 x 602 pixels (each about 360,000), drawn by poster.
    static func pictures() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for (index, size) in [600, 601, 602].enumerated() {
            let png = try PosterProcess.run(["draw", "polygon", "--size", "\(Double(size) * 0.75)", "--dpi", "96", "-o", folder.path("p\(index).png")])
            #expect(png.status == 0, "\(png.stderr)")
        }
        return folder
    }

    @Test func picturesPastTheDocumentsBudgetAreALocatedError() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        try ImageTests.spec((0..<3).map { ImageTests.image("p\($0).png") }).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        for command in [["check", "spec.json"], ["render", "spec.json", "-o", "out.png", "--dpi", "72"]] {
            let run = try PosterProcess.run(command + ["--max-total-image-pixels", "1000000"], in: folder.url)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(
                run.stderr.hasPrefix(
                    "spec.json:1:235: error: pages[0].cells[2].figure.src: \"p2.png\" brings the pictures this document places to 1083605 pixels decoded, over the 1 megapixels its distinct pictures may have together (raise it with --max-total-image-pixels)"
                ), "\(run.stderr)")
        }
        #expect(folder.files == ["p0.png", "p1.png", "p2.png", "spec.json"])
        let within = try PosterProcess.run(["check", "spec.json", "--max-total-image-pixels", "1100000"], in: folder.url)
        #expect(within.status == 0, "\(within.stderr)")
    }

    /// A sheet's rows place pictures in one document: its pictures are counted together, and each row
    /// is held to the limits the command line sets.
    @Test func aSheetsPicturesAreCountedTogether() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        try "photo\np0.png\np1.png\np2.png\n".write(toFile: folder.path("rows.csv"), atomically: true, encoding: .utf8)
        let sheet =
            #"{ "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 3, "rows": 1 }, "cell": { "figure": { "kind": "image", "src": "{photo}" } } } } ] }"#
        try sheet.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["check", "spec.json", "--max-total-image-pixels", "1000000"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("\"p2.png\" brings the pictures this document places to 1083605 pixels decoded"), "\(run.stderr)")
        let small = try PosterProcess.run(["check", "spec.json", "--max-image-pixels", "300000"], in: folder.url)
        #expect(small.status == 1, "\(small.stderr)")
        #expect(small.stderr.contains("\"p0.png\" is 600 x 600 pixels, over the 300000 pixels a picture may have"), "\(small.stderr)")
    }

    /// A picture placed many times is decoded once and counted once.
    @Test func aPicturePlacedAgainCountsOnce() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        try ImageTests.spec(Array(repeating: ImageTests.image("p0.png"), count: 6)).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["check", "spec.json", "--max-total-image-pixels", "400000"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func theBudgetMustBeOneThisMachineHolds() throws {
        let run = try PosterProcess.run(["check", "spec.json", "--max-total-image-pixels", "0"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--max-total-image-pixels must be from 1 to "), "\(run.stderr)")
    }
}
