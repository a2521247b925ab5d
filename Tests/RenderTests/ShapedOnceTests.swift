import Export
import Geometry
import Scene
import Testing
import Typesetting

/// A text is shaped when it is fitted, and drawing it uses those lines: what is drawn is exactly what
/// drawing it unfitted lays out afresh.
@Suite struct ShapedOnceTests {
    static let font = Font(family: "DejaVu Sans", size: 14)
    static let texts: [Text] = [
        Text("Shaped once: one line", font: font, color: .black, box: Rect(x: 10, y: 10, width: 280, height: 30)),
        Text("Shaped once: a caption long enough to take two lines", font: font, color: .black, box: Rect(x: 10, y: 10, width: 200, height: 60), maxLines: 2),
        Text(
            "Shaped once, leading,\nwith a break of its own", font: font, color: .black, box: Rect(x: 10, y: 10, width: 280, height: 60), alignment: .leading,
            maxLines: nil),
        Text(
            "Shaped once and justified, a paragraph of words set flush on both sides of its box", font: font, color: .black,
            box: Rect(x: 10, y: 10, width: 200, height: 70), alignment: .justified, maxLines: nil),
        {
            var hyphenated = Text(
                spans: [TextSpan("Die Schifffahrtsgesellschaft veröffentlichte ihren Geschäftsbericht", language: "de")], font: font, color: .black,
                box: Rect(x: 10, y: 2, width: 160, height: 76), alignment: .justified, maxLines: nil)
            hyphenated.hyphenates = true
            return hyphenated
        }(),
        Text("مرحبا بالعالم مرة واحدة", font: font, color: .black, box: Rect(x: 10, y: 10, width: 280, height: 30), alignment: .right),
        Text(
            spans: [TextSpan("Shaped "), TextSpan("once", weight: .bold, color: Color(red: 0.8, green: 0.1, blue: 0.1)), TextSpan(" in spans")], font: font,
            color: .black, box: Rect(x: 10, y: 10, width: 280, height: 30)),
    ]

    @Test(arguments: texts)
    func aFittedTextDrawsAsItDrawsLaidOutAfresh(_ text: Text) throws {
        let page = { (text: Text) in Page(size: Size(300, 80), background: .white, items: [.text(text)]) }
        let afresh = try DocumentWriter.svg(page(text))
        let fitted = Typesetter.fitted([.text(text)]) { _, _ in }
        #expect(fitted == [.text(text)], "fits as asked, so drawing it may use the lines fitting made")
        guard case .text(let drawn) = try #require(fitted.first) else { return }
        #expect(try DocumentWriter.svg(page(drawn)) == afresh)
    }
}
