import Foundation
import TestSupport
import Testing

/// The distinct pictures of one page are decoded when it is drawn and let go after: together they may
/// decode to at most `--max-total-image-pixels` (250 megapixels unless raised), checked for every page
/// before anything is drawn; a document's pictures on many pages may be many times that.
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

    @Test func picturesPastAPagesBudgetAreALocatedError() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        try ImageTests.spec((0..<3).map { ImageTests.image("p\($0).png") }).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        for command in [["check", "spec.json"], ["render", "spec.json", "-o", "out.png", "--dpi", "72"]] {
            let run = try PosterProcess.run(command + ["--max-total-image-pixels", "1000000"], in: folder.url)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(
                run.stderr.hasPrefix(
                    "spec.json:1:197: error: pages[0].cells[2]: image \"p2.png\" brings page 1's pictures to 1083605 pixels decoded, over the 1 megapixels one page may hold at once (raise it with --max-total-image-pixels)"
                ), "\(run.stderr)")
        }
        #expect(folder.files == ["p0.png", "p1.png", "p2.png", "spec.json"])
        let within = try PosterProcess.run(["check", "spec.json", "--max-total-image-pixels", "1100000"], in: folder.url)
        #expect(within.status == 0, "\(within.stderr)")
    }

    /// A sheet's rows on one page have their pictures counted together; on pages of their own, each page
    /// alone (three pages of one picture each were refused as one document of three). Each row is held
    /// to the limits the command line sets.
    @Test func aSheetsPicturesAreCountedPageByPage() throws {
        let folder = try Self.pictures()
        defer { folder.remove() }
        try "photo\np0.png\np1.png\np2.png\n".write(toFile: folder.path("rows.csv"), atomically: true, encoding: .utf8)
        let sheet =
            #"{ "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 3, "rows": 1 }, "cell": { "figure": { "kind": "image", "src": "{photo}" } } } } ] }"#
        try sheet.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["check", "spec.json", "--max-total-image-pixels", "1000000"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("image \"p2.png\" brings page 1's pictures to 1083605 pixels decoded"), "\(run.stderr)")
        let paged = sheet.replacingOccurrences(of: #""columns": 3"#, with: #""columns": 1"#)
        try paged.write(toFile: folder.path("paged.json"), atomically: true, encoding: .utf8)
        for command in [["check", "paged.json"], ["render", "paged.json", "-o", "paged.pdf"]] {
            let pages = try PosterProcess.run(command + ["--max-total-image-pixels", "400000"], in: folder.url)
            #expect(pages.status == 0, "\(pages.stderr)")
        }
        let pdf = try ToolProcess.run(tool: "qpdf", ["--show-npages", folder.path("paged.pdf")])
        #expect(pdf.stdout == "3\n")
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
