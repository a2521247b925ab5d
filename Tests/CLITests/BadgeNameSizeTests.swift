import Foundation
import TestSupport
import Testing

/// Every name on a sheet of the shipped conference badges is set at one size, read back by pdftotext
/// from the PDF as the height of its Latin names' word boxes (names varied from 13.2 to 16pt from badge
/// to badge), and no text is under 7pt.
@Suite struct BadgeNameSizeTests {
    @Test func everyNameOfASheetIsSetAtOneSize() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try PosterProcess.run(["render", "layouts/conference-badges.json", "-o", folder.path("b.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let csv = try String(contentsOfFile: "layouts/conference.csv", encoding: .utf8)
        let nameWords = Set(csv.split(separator: "\n").dropFirst().flatMap { $0.split(separator: ",")[1].split(separator: " ").map(String.init) })
        let pages =
            try ToolProcess.run(tool: "pdfinfo", [folder.path("b.pdf")]).stdout.split(separator: "\n")
            .first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect(pages >= 2)
        var fronts = 0
        for page in 1...pages {
            let words = try TypeScaleTests.words(folder.path("b.pdf"), page: page)
            #expect(words.allSatisfy { $0.size > 6.9 }, "page \(page): \(words.filter { $0.size <= 6.9 }.map(\.text))")
            // The backs (every other page) hold no names at a badge's name size.
            // Latin names only: a word box's height depends on its font, and CJK faces' boxes are taller.
            let names = words.filter { nameWords.contains($0.text) && $0.size > 12 && $0.text.unicodeScalars.allSatisfy { $0.value < 0x250 } }
            guard !names.isEmpty else { continue }
            fronts += 1
            let sizes = Set(names.map { ($0.size * 10).rounded() / 10 })
            #expect(sizes.count == 1, "page \(page): names at \(sizes.sorted())")
        }
        #expect(fronts >= 3, "\(fronts) pages of Latin names of \(pages)")
    }
}
