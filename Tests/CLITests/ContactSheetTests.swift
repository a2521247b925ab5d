import Foundation
import TestSupport
import Testing

/// The contact sheet is drawn a sheet at a time on the gallery's workers and joined by libqpdf: the
/// file is the same with any number of workers, whole, and holds every sheet in order.
@Suite struct ContactSheetTests {
    @Test func sheetsDrawnOnSeveralWorkersJoinToTheSameFile() throws {
        let gallery = try LayoutGallery()
        defer { gallery.folder.remove() }
        _ = try gallery.build("one", ["--jobs", "1", "--quiet"])
        _ = try gallery.build("three", ["--jobs", "3", "--quiet"])
        let one = try #require(fileBytes(gallery.url("one/contact-sheet.pdf").path))
        #expect(fileBytes(gallery.url("three/contact-sheet.pdf").path) == one)

        let sheet = gallery.url("three/contact-sheet.pdf").path
        let check = try ToolProcess.run(tool: "qpdf", ["--check", sheet])
        #expect(check.stdout.contains("No syntax or stream encoding errors found"), "\(check.stdout)")
        let sheets = try #require(try gallery.manifest("three")["contactSheet"] as? [String: Any])["sheets"] as? Int
        #expect((sheets ?? 0) > 1)
        let pages = try ToolProcess.run(tool: "qpdf", ["--show-npages", sheet])
        #expect(pages.stdout == "\(sheets ?? 0)\n")
        let text = try ToolProcess.run(tool: "pdftotext", [sheet, "-"]).stdout
        let headers = text.matches(of: #/Contact sheet of specs · sheet (\d+) of (\d+)/#).map { Int($0.output.1)! }
        #expect(headers == Array(1...(sheets ?? 1)))
        let info = try ToolProcess.run(tool: "pdfinfo", [sheet]).stdout
        #expect(info.contains("Title:           Contact sheet of specs\n"))
    }
}
