import Foundation
import TestSupport
import Testing

/// Address labels from rows with empty fields, set as a word processor's address block sets them: a
/// line that only empty fields fill is left out, a field's space goes with it, and "emptyFields": "keep"
/// sets the text as written. Read back from the PDF: pdftotext's lines, and its word boxes.
@Suite struct MergedTextTests {
    static let people = """
        title,first,last,company,street,zip,city
        ,Grace,Hopper,,1 Navy Yard,20374,Washington
        Dr.,Ada,Lovelace,Analytical Engines,12 St James Sq,SW1Y 4JH,London
        Ms.,Katherine,Johnson,,,,Hampton

        """

    /// The labels of `people` in a column, their text object `extra` keys added, as
    /// pdftotext -layout reads them (each line's leading spaces trimmed) and as its word boxes.
    static func labels(_ extra: String = "", in folder: ScratchFolder) throws -> (lines: [String], words: [TypeScaleTests.Word]) {
        try Data(people.utf8).write(to: folder.url.appendingPathComponent("people.csv"))
        let spec = #"""
            { "version": 1, "pages": [ { "sheet": { "data": "people.csv", "grid": { "columns": 1, "rows": 3 },
              "cell": { "text": { "text": "{title} {first} {last}\n{company}\n{street}\n{zip} {city}", "align": "start"\#(extra) } } } } ] }
            """#
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("labels.json"))
        let render = try PosterProcess.run(["render", "labels.json", "-o", "labels.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let layout = try ToolProcess.run(tool: "pdftotext", ["-layout", folder.path("labels.pdf"), "-"]).stdout
        let lines = layout.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) }
        return (lines, try TypeScaleTests.words(folder.path("labels.pdf")))
    }

    /// The first row (decoded whole) and the third (its text bound into the first's cell) alike: no blank
    /// line, no leading space; every line of a label starts where its first line does, one line apart.
    @Test func emptyFieldsLeaveNoBlankLineOrLeadingSpace() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (lines, words) = try Self.labels(in: folder)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Grace Hopper\n1 Navy Yard\n20374 Washington"), "\(text)")
        #expect(text.contains("Ms. Katherine Johnson\nHampton"), "\(text)")
        #expect(text.contains("Dr. Ada Lovelace\nAnalytical Engines\n12 St James Sq\nSW1Y 4JH London"), "\(text)")
        func word(_ text: String) throws -> TypeScaleTests.Word { try #require(words.first { $0.text == text }, "\(text)") }
        let (grace, navy, zip) = (try word("Grace"), try word("1"), try word("20374"))
        #expect(abs(grace.xMin - navy.xMin) < 0.01 && abs(grace.xMin - zip.xMin) < 0.01, "a leading space: \(grace.xMin), \(navy.xMin), \(zip.xMin)")
        let (ada, engines) = (try word("Dr."), try word("Analytical"))
        #expect(abs((navy.yMin - grace.yMin) - (engines.yMin - ada.yMin)) < 0.01, "a blank line: \(navy.yMin - grace.yMin)")
        let (ms, hampton) = (try word("Ms."), try word("Hampton"))
        #expect(abs(ms.xMin - hampton.xMin) < 0.01)
        #expect(abs((hampton.yMin - ms.yMin) - (engines.yMin - ada.yMin)) < 0.01, "a blank line: \(hampton.yMin - ms.yMin)")
    }

    /// "emptyFields": "keep" sets the text as written: the empty company's line stays, blank.
    @Test func keepSetsTheTextAsWritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (lines, words) = try Self.labels(#", "emptyFields": "keep""#, in: folder)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Grace Hopper\n\n1 Navy Yard"), "\(text)")
        let grace = try #require(words.first { $0.text == "Grace" }), navy = try #require(words.first { $0.text == "1" })
        let ada = try #require(words.first { $0.text == "Dr." }), engines = try #require(words.first { $0.text == "Analytical" })
        #expect(grace.xMin > navy.xMin + 1, "the title's space is kept")
        #expect(abs((navy.yMin - grace.yMin) - 2 * (engines.yMin - ada.yMin)) < 0.01)
    }
}
