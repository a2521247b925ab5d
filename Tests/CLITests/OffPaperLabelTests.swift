import Foundation
import SpecModel
import TestSupport
import Testing

/// Products of gLabels' library whose templates place labels off the paper (Rayfilm 7001's pitch is
/// typed 210 mm for 21): every row is still printed, on the labels that are on the paper, and `check`
/// and `render` say which labels of which product were left out; a product with no label on its
/// paper is an error.
@Suite struct OffPaperLabelTests {
    private func write(_ template: String, rows: Int, in folder: ScratchFolder) throws {
        let data = (1...rows).map { #"{ "n": "ROW\#($0)" }"# }.joined(separator: ", ")
        let spec = #"{ "version": 1, "pages": [ { "sheet": { "data": [ \#(data) ], "template": "\#(template)", "cell": { "text": "{n}" } } } ] }"#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
    }

    @Test func everyRowIsPrintedOnTheLabelsOnThePaperWithAWarning() throws {
        try #require(!TemplateLibrary.installed.isEmpty, "glabels-data is installed for the tests")
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try write("Rayfilm 7001", rows: 39, in: folder)
        let warning =
            ": warning: pages[0].sheet.template: Rayfilm 7001 places labels 7-39 of 39 off its A4 paper (210 x 297 mm): rows go to the 6 labels on it instead"
        let check = try PosterProcess.run(["check", "s.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.hasPrefix("s.json:1:") && check.stderr.contains(warning), "\(check.stderr)")
        #expect(check.stdout.contains("7 pages") && check.stdout.contains("1 warning"), "\(check.stdout)")
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr.contains(warning), "\(render.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"]).stdout
        let printed = Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
        let missing = (1...39).map { "ROW\($0)" }.filter { !printed.contains($0) }
        #expect(missing.isEmpty, "rows not printed: \(missing)")
    }

    @Test func aProductWithNoLabelOnThePaperIsAnError() throws {
        try #require(!TemplateLibrary.installed.isEmpty, "glabels-data is installed for the tests")
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try write("Endisch B200147A5", rows: 1, in: folder)
        let check = try PosterProcess.run(["check", "s.json"], in: folder.url)
        #expect(check.status != 0)
        #expect(
            check.stderr.contains(
                "pages[0].sheet.template: Endisch B200147A5 places every label off its A5 paper (148 x 210 mm), so no row can be printed on it"),
            "\(check.stderr)")
    }
}
