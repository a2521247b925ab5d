import Testing
import Typesetting

/// The size a fit group shares is the smallest its texts fit at, but for outliers: a text that fits only
/// under 80 % of the group's middle size is set smaller alone.
@Suite struct GroupSizeTests {
    static let outlierShare = 0.8

    @Test func theSmallestSizeUnlessItIsAnOutlier() {
        #expect(GroupSize.shared([]) == nil)
        #expect(GroupSize.shared([12]) == 12)
        #expect(GroupSize.shared([14, 14, 13.2, 14]) == 13.2, "within 80 % of the middle size, the smallest sets them all")
        #expect(GroupSize.shared([7.9, 7.9, 4, 7.9, 7.9]) == 7.9, "one caption at 4pt does not drag the others")
        #expect(GroupSize.shared([4, 7.9]) == 7.9)
        #expect(GroupSize.shared([10, 10, 6, 5]) == 10, "the outliers are those far under the middle, however many")
    }
}
