import Foundation
import TestSupport
import Testing

/// `--pages` lays out the pages asked for and no other: a problem only laying a page out finds is not
/// reported for a page not asked for, and the pages written are those a whole render writes.
@Suite struct PageSelectionTests {
    /// A sheet of 60 names, 12 a page (5 pages); the 50th name (page 5) is too long for its caption.
    private func sheet(in folder: ScratchFolder) throws -> String {
        var csv = "name\n"
        for k in 1...60 { csv += k == 50 ? "\(String(repeating: "Longname ", count: 40))\n" : "Guest \(k)\n" }
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder.path("names.csv")))
        let spec = #"""
            { "page": { "size": "A6" }, "pages": [ { "sheet": { "data": "names.csv", "grid": { "columns": 3, "rows": 4 },
              "cell": { "figure": { "kind": "polygon" }, "caption": { "text": "{name}", "size": "12pt", "maxLines": 1, "fit": "own" } } } } ] }
            """#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("sheet.json")))
        return folder.path("sheet.json")
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func onlyThePagesAskedForAreLaidOut(_ format: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try sheet(in: folder)
        let whole = try PosterProcess.run(["render", spec, "-o", folder.path("whole-{page}.\(format)"), "--dpi", "30"])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stderr.contains("cut to fit"), "the whole render lays out page 5: \(whole.stderr)")
        let some = try PosterProcess.run(["render", spec, "-o", folder.path("some-{page}.\(format)"), "--dpi", "30", "--pages", "1-2"])
        #expect(some.status == 0, "\(some.stderr)")
        #expect(!some.stderr.contains("cut to fit"), "page 5 is not laid out: \(some.stderr)")
        if format != "pdf" {
            for page in 1...2 {
                #expect(fileBytes(folder.path("some-\(page).\(format)")) == fileBytes(folder.path("whole-\(page).\(format)")))
            }
            #expect(fileBytes(folder.path("some-3.\(format)")) == nil)
        }
    }

    @Test func thePageWithTheProblemReportsItWhenAskedFor() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try sheet(in: folder)
        let fifth = try PosterProcess.run(["render", spec, "-o", folder.path("p.png"), "--dpi", "30", "--pages", "5"])
        #expect(fifth.status == 0, "\(fifth.stderr)")
        #expect(fifth.stderr.contains("cut to fit"), "\(fifth.stderr)")
    }
}
