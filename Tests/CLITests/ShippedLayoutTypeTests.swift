import Foundation
import TestSupport
import Testing

/// The shipped posters as a reader meets them, read back from their PDFs by poppler: no text under
/// 7 pt (pdftohtml's font sizes), and the science poster's paragraphs of a row starting on one line
/// (pdftotext's word boxes): its headings share a baseline, and so do the first lines under them.
@Suite struct ShippedLayoutTypeTests {
    static func render(_ layout: String, _ folder: ScratchFolder) throws -> String {
        let pdf = folder.path("\(layout).pdf")
        let run = try PosterProcess.run(["render", repositoryRoot.appendingPathComponent("layouts/\(layout).json").path, "-o", pdf])
        #expect(run.status == 0, "\(run.stderr)")
        return pdf
    }

    @Test(arguments: ["default", "fractals", "science-poster"])
    func noTextIsSetUnderSevenPoints(_ layout: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let xml = try ToolProcess.run(tool: "pdftohtml", ["-xml", "-zoom", "1", "-i", "-stdout", try Self.render(layout, folder)]).stdout
        let sizes = xml.matches(of: #/<fontspec id="[0-9]+" size="([0-9.]+)"/#).map { Double($0.1)! }
        #expect(!sizes.isEmpty)
        #expect(sizes.allSatisfy { $0 >= 7 }, "\(layout): \(sizes.sorted())")
    }

    @Test func theSciencePostersParagraphsOfARowStartOnOneLine() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let words = try TypeScaleTests.words(try Self.render("science-poster", folder))
        for headings in [["Introduction", "Methods", "Results"], ["Discussion", "Outlook", "Acknowledgements"]] {
            let heads = try headings.map { heading in try #require(words.first { $0.text == heading }, "\(heading)") }
            #expect(heads.allSatisfy { abs($0.yMax - heads[0].yMax) < 0.01 }, "\(headings): \(heads.map(\.yMax))")
            // The first word under each heading, at its column's left edge.
            let firsts = try heads.map { head in
                try #require(words.filter { abs($0.xMin - head.xMin) < 0.5 && $0.yMin >= head.yMax - 0.5 }.min { $0.yMin < $1.yMin }, "under \(head.text)")
            }
            #expect(firsts.allSatisfy { abs($0.yMax - firsts[0].yMax) < 0.01 }, "\(firsts.map(\.text)): \(firsts.map(\.yMax))")
            #expect(firsts[0].yMax - heads[0].yMax < 2 * (heads[0].yMax - heads[0].yMin), "the first line right under its heading")
        }
    }
}
