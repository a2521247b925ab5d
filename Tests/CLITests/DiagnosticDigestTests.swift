import Foundation
import TestSupport
import Testing

/// A sheet whose every row draws something to warn of, or fails alike, prints a few problems naming their
/// rows, then one line saying how many more there are and which rows they span; not one line a row. The
/// summary `check` prints counts them all.
@Suite struct DiagnosticDigestTests {
    @Test func aPhotoSheetOfLowResolutionPhotosWarnsAFewTimesAndSumsUpTheRest() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("layouts/pictures/Denali.jpg"), to: folder.url.appendingPathComponent("photo.jpg"))
        let rows = ["name"] + (1...300).map { "Guest \($0)" }
        try Data(rows.joined(separator: "\n").utf8).write(to: folder.url.appendingPathComponent("people.csv"))
        let spec = #"""
            { "version": 1, "page": { "size": "A4", "margin": "10mm" },
              "pages": [ { "sheet": { "data": "people.csv", "grid": { "columns": 1, "rows": 2 },
                "cell": { "figure": { "kind": "image", "src": "photo.jpg", "fit": "fill" }, "caption": "{name}" } } } ] }
            """#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let check = try PosterProcess.run(["check", "s.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        let lines = check.stderr.split(separator: "\n")
        #expect(lines.count == 4, "\(check.stderr)")
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("people.csv:") && $0.contains("prints at") }, "\(check.stderr)")
        #expect(lines.first?.hasPrefix("people.csv:2:1: warning: pages[0].sheet.cell: row 1: image \"photo.jpg\" prints at") == true, "\(check.stderr)")
        #expect(lines.last == "people.csv: warning: pages[0].sheet.cell: 297 more like these (300 in all, rows 1–300)", "\(check.stderr)")
        #expect(check.stdout.hasSuffix(", 300 warnings\n"), "\(check.stdout)")
    }

    /// 160 rows with the same bad value were 160 error lines: three, then how many more.
    @Test func rowsWithTheSameErrorAreSummedUp() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let rows = ["ean"] + (1...160).map { _ in "40063813339" }
        try Data(rows.joined(separator: "\n").utf8).write(to: folder.url.appendingPathComponent("items.csv"))
        let spec = #"""
            { "version": 1, "pages": [ { "sheet": { "data": "items.csv", "grid": { "columns": 4, "rows": 5 },
              "cell": { "figure": { "kind": "code", "type": "ean13", "data": "{ean}" } } } } ] }
            """#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let check = try PosterProcess.run(["check", "s.json"], in: folder.url)
        #expect(check.status == 1)
        let lines = check.stderr.split(separator: "\n")
        #expect(lines.count == 4, "\(check.stderr)")
        #expect(
            lines.first
                == #"items.csv:2:1: error: row 1, column "ean": cannot encode it as ean13: ean13 encodes 12 digits, or 13 with its check digit last, found "40063813339""#
        )
        #expect(lines.last == "items.csv: error: 157 more like these (160 in all, rows 1–160)", "\(check.stderr)")
        #expect(check.stdout == "s.json: failed: 160 errors, 0 warnings\n", "\(check.stdout)")
    }
}
