import Geometry
import Scene
import Testing
import Typesetting

/// A fitting tells the lines its text takes at the size it is set at, which is what drawing it shows: a text
/// on one line is then never balanced, and a text cut has no count.
@Suite struct FittingLineCountTests {
    static let font = Font(family: "DejaVu Sans", size: 14)

    /// The lines `text` shows drawn as `fitting` sets it.
    private func drawnLines(_ text: Text, _ fitting: Fitting) -> Int {
        Typesetter.withShaped(fitting.applied(to: text)) { $0.lines(under: .identity).count }
    }

    @Test(arguments: [
        (Text("One line", font: font, color: .black, box: Rect(x: 0, y: 0, width: 280, height: 30)), 1),
        (Text("A caption long enough to take two lines", font: font, color: .black, box: Rect(x: 0, y: 0, width: 200, height: 60), maxLines: 2), 2),
        (Text("Two\nlines", font: font, color: .black, box: Rect(x: 0, y: 0, width: 280, height: 60), maxLines: nil), 2),
        // Set smaller to fit: the count is the lines at the size found, not at the size asked.
        (Text("Shrunk to fit one line of its narrow box", font: font, color: .black, box: Rect(x: 0, y: 0, width: 150, height: 18), maxLines: 1), 1),
    ])
    func aFittedTextCountsTheLinesItIsDrawnIn(_ text: Text, lines: Int) {
        let fitting = Typesetter.fit(text)
        #expect(!fitting.isCut)
        #expect(fitting.lineCount == lines)
        #expect(drawnLines(text, fitting) == lines)
    }

    @Test func aTextSetSmallerCountsTheLinesAtItsSize() {
        let text = Text("Shrunk to fit two lines of its narrow box", font: Self.font, color: .black, box: Rect(x: 0, y: 0, width: 110, height: 30), maxLines: 2)
        let fitting = Typesetter.fit(text)
        #expect(fitting.size < Self.font.size, "the search for a size ran")
        #expect(fitting.lineCount == 2)
        #expect(drawnLines(text, fitting) == 2)
    }

    @Test func aCutTextHasNoCount() {
        var text = Text(
            "Far too many words for a box this small, however small they are set", font: Self.font, color: .black,
            box: Rect(x: 0, y: 0, width: 60, height: 12), maxLines: 1)
        text.minimumSize = 10
        let fitting = Typesetter.fit(text)
        #expect(fitting.isCut)
        #expect(fitting.lineCount == nil)
    }
}
