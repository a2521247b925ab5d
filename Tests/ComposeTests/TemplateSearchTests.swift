import Geometry
import SpecModel
import Testing

/// `poster templates`' search by label size, written as people write it: with or without spaces and
/// units, in millimetres or inches, either way round, within half a millimetre.
@Suite struct TemplateSearchTests {
    static let mm = 72 / 25.4

    /// Whether `size` is `width` x `height` millimetres, either way round, within half a millimetre.
    private func near(_ size: Size, _ width: Double, _ height: Double) -> Bool {
        let close = { (a: Double, b: Double) in abs(a - b * Self.mm) <= 0.5 * Self.mm + 1e-9 }
        return (close(size.width, width) && close(size.height, height)) || (close(size.width, height) && close(size.height, width))
    }

    @Test(arguments: [["63.5x38.1"], ["63.5 x 38.1 mm"], ["63.5", "x", "38.1", "mm"], ["38.1X63.5MM"], ["63.5mm", "by", "38.1mm"], ["63.4×38.2"]])
    func aSizeInMillimetresFindsTheLabelsOfThatSize(_ terms: [String]) {
        let found = TemplateLibrary.search(terms)
        #expect(found.contains { $0.fullName == "Avery L7160" }, "\(terms)")
        #expect(found.allSatisfy { near($0.labelSize, 63.5, 38.1) }, "\(terms): \(found.map(\.fullName))")
    }

    @Test(arguments: [["2.625x1in"], [#"2.625" x 1""#], ["2.625", "x", "1", "in"], ["1x2.625"], ["2.625in", "x", "1in"]])
    func aSizeInInchesFindsTheLabelsOfThatSize(_ terms: [String]) {
        let found = TemplateLibrary.search(terms)
        #expect(found.contains { $0.fullName == "Avery 5160" }, "\(terms)")
        #expect(found.allSatisfy { near($0.labelSize, 66.675, 25.4) }, "\(terms): \(found.map(\.fullName))")
    }

    @Test func oneLengthWithItsUnitIsEitherSideAndWordsStillCount() throws {
        try #require(!TemplateLibrary.installed.isEmpty, "glabels-data is installed for the tests")
        let fifty = TemplateLibrary.search(["50mm"])
        #expect(fifty.contains { $0.shape == .circle } && fifty.contains { abs($0.labelSize.width - $0.labelSize.height) > 1 })
        #expect(fifty.allSatisfy { abs($0.labelSize.width - 50 * Self.mm) <= 0.5 * Self.mm || abs($0.labelSize.height - 50 * Self.mm) <= 0.5 * Self.mm })
        let round = TemplateLibrary.search(["round", "50mm"])
        #expect(!round.isEmpty && round.allSatisfy { $0.shape == .circle })
        // A number alone is a part number, not a size; a size off by more than half a millimetre is another.
        #expect(TemplateLibrary.search(["5160"]).allSatisfy { $0.fullName.contains("5160") })
        #expect(!TemplateLibrary.search(["64.5x38.1"]).contains { $0.fullName == "Avery L7160" })
        #expect(TemplateLibrary.search(["avery", "63.5x38.1", "a4"]).allSatisfy { $0.brand == "Avery" && $0.paperName == "A4" })
    }
}
