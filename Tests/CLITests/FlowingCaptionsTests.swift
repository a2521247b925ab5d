import Foundation
import TestSupport
import Testing

/// A sheet's pages flow to the writer as their captions are fitted (`RunCaptions`), with the layout the
/// captions fitted so far make: what is written is the same as when every caption of the run is fitted
/// first. A PDF going into a folder that is not there yet is written only once the spec is checked, its
/// run's captions all fitted, which gives the file to compare with.
@Suite struct FlowingCaptionsTests {
    /// 630 names on L7160 labels (30 pages), at 14 pt: 40 of dotless i's, which look widest by their
    /// characters and are narrow, and on page 29 one that is wide (`late`) when asked for.
    static func write(in folder: ScratchFolder, late: String?) throws {
        var rows = (0..<630).map { "Guest \($0)" }
        for k in 0..<40 { rows[100 + k] = String(repeating: "ı", count: 30) }
        if let late { rows[600] = late }
        try ("name\n" + rows.joined(separator: "\n") + "\n").write(toFile: folder.path("names.csv"), atomically: true, encoding: .utf8)
        let spec = #"""
            { "version": 1, "theme": { "font": "DejaVu Sans" }, "pages": [ { "sheet": { "data": "names.csv", "template": "L7160",
              "cell": { "figure": { "kind": "polygon", "sides": 6 }, "caption": { "text": "{name}", "size": "14pt" } } } } ] }
            """#
        try spec.write(toFile: folder.path("labels.json"), atomically: true, encoding: .utf8)
    }

    /// The PDF written as the check goes and the one written after it, for `pages` when given.
    static func rendered(in folder: ScratchFolder, pages: String?) throws -> (flowing: Data, checkedFirst: Data) {
        let selection = pages.map { ["--pages", $0] } ?? []
        let flowing = try PosterProcess.run(["render", "labels.json", "-o", "flowing.pdf"] + selection, in: folder.url)
        #expect(flowing.status == 0, "\(flowing.stderr)")
        let checked = try PosterProcess.run(["render", "labels.json", "-o", "later/checked.pdf"] + selection, in: folder.url)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(flowing.stderr == checked.stderr)
        return (
            try Data(contentsOf: folder.url.appendingPathComponent("flowing.pdf")), try Data(contentsOf: folder.url.appendingPathComponent("later/checked.pdf"))
        )
    }

    @Test(
        arguments: [
            // Every name fits one line: the pages flow as they are.
            (nil, nil),
            (nil, "2,29"),
            // 18 M's look narrower than the 40 dotless i's, so are not fitted first, and wrap: the run's layout
            // changes on page 29, after 28 pages flowed, and the document is written again.
            ("MMMMMMMMMMMMMMMMMM", nil),
            ("MMMMMMMMMMMMMMMMMM", "2,29"),
            ("MMMMMMMMMMMMMMMMMM", "3"),
            // 24 look wider: fitted first, they keep the run from flowing.
            ("MMMMMMMMMMMMMMMMMMMMMMMM", nil),
        ] as [(String?, String?)])
    func whatFlowsIsWhatIsWrittenOnceEveryCaptionIsFitted(late: String?, pages: String?) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.write(in: folder, late: late)
        let (flowing, checkedFirst) = try Self.rendered(in: folder, pages: pages)
        #expect(flowing == checkedFirst)
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("flowing.pdf"), "-"]).stdout
        #expect(text.contains(pages == "3" ? "Guest 42" : "Guest 21"))
    }

    @Test func aLateWideCaptionSetsEveryPageOfItsRunInTwoLineBands() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.write(in: folder, late: nil)
        _ = try Self.rendered(in: folder, pages: "1")
        let oneLine = try Data(contentsOf: folder.url.appendingPathComponent("flowing.pdf"))
        try Self.write(in: folder, late: "MMMMMMMMMMMMMMMMMM")
        let (twoLines, _) = try Self.rendered(in: folder, pages: "1")
        // Page 1's names are the same; their bands, and so where the names sit, are not.
        #expect(oneLine != twoLines)
    }
}
