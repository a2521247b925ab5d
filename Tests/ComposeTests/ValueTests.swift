import Geometry
import Imposition
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

@Suite struct ValueTests {
    static let lengths: [(String, Double)] = [
        ("12mm", 12 * 72 / 25.4), ("0.5in", 36), ("3pt", 3), ("1.5cm", 1.5 * 72 / 2.54), ("96px", 72),
        ("10", 10), (" 2 mm ", 2 * 72 / 25.4),
    ]

    @Test(arguments: lengths)
    func lengthsConvertToPoints(_ sample: (String, Double)) throws {
        let points = try #require(Length.points(sample.0))
        #expect(approx(points, sample.1))
    }

    @Test(arguments: ["12 furlongs", "mm", "", "nan mm", "inf"])
    func badLengthsAreRefused(_ text: String) {
        #expect(Length.points(text) == nil)
    }

    /// A negative length is told as one, where only lengths from 0 are taken ("-25mm" was "expected a
    /// length"); a length with a sign that is no number is still not a length.
    @Test func aNegativeLengthIsToldAsOne() {
        let d = SpecContext(file: "s.json")
        #expect(Length.decoder(0...100).decode(SpecNode(.string("-25mm")), .root.appending("at"), d) == nil)
        #expect(Length.decoder(0...100).decode(SpecNode(.number(-3)), .root.appending("at"), d) == nil)
        #expect(Length.decoder(0...100).decode(SpecNode(.string("-x")), .root.appending("at"), d) == nil)
        #expect(
            d.all.map(\.message) == [
                #"expected a length from 0pt to 100pt, found a string ("-25mm"): it cannot be negative here"#,
                "expected a length from 0pt to 100pt, found a number (-3): it cannot be negative here",
                #"expected a length (a number of points, or a string such as "12mm", "0.5in", "3pt"), found a string ("-x")"#,
            ])
        #expect(Length.decoder(-100...100).decode(SpecNode(.string("-25mm")), .root, d).map { approx($0, -25 * 72 / 25.4) } == true)
    }

    @Test func colourForms() {
        #expect(ColorParser.parse("#fff") == Color(red: 1, green: 1, blue: 1))
        #expect(ColorParser.parse("#4f4fbf") == Color(r255: 79, g255: 79, b255: 191))
        #expect(ColorParser.parse("#ff000080") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(ColorParser.parse("Teal") == Color(r255: 0, g255: 128, b255: 128))
        #expect(ColorParser.parse("rgb(239, 120, 221)") == Color(r255: 239, g255: 120, b255: 221))
        #expect(ColorParser.parse("rgba(0, 0, 0, 0.5)") == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        for bad in ["#ggg", "#12345", "rgb(300, 0, 0)", "rgb(1, 2)", "blu", "rgba(0,0,0,2)"] {
            #expect(ColorParser.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func paperSizes() throws {
        let a4 = try #require(PaperSize.named("a4"))
        #expect(approx(a4.width, 595.2755905511812) && approx(a4.height, 841.8897637795276))
        let letter = try #require(PaperSize.named("Letter"))
        #expect(letter == Size(612, 792))
        #expect(PaperSize.named("A11") == nil)
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(EditDistance.between("bleu", "blue") == 1)
        #expect(EditDistance.between("margn", "margin") == 1)
        #expect(EditDistance.suggestion(for: "colums", among: ["columns", "rows", "gap"]) == "columns")
        #expect(EditDistance.suggestion(for: "zebra", among: ["columns", "rows", "gap"]) == nil)
    }
}
