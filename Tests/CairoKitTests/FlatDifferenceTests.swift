import CairoKit
import TestSupport
import Testing

/// The comparison the raster-against-PDF tests stand on counts only pixels away from edges in both
/// images, and reports how far those differ.
@Suite struct FlatDifferenceTests {
    /// A `width` x `height` image whose pixel at (x, y) is `colour(x, y)` (0xRRGGBB, opaque).
    private func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> UInt32) -> ImageData {
        ImageData(width: width, height: height, pixels: (0..<height).flatMap { y in (0..<width).map { x in 0xFF00_0000 | colour(x, y) } })
    }

    @Test func identicalFlatImagesAgreeEverywhereButTheBorder() {
        let grey = image(10, 8) { _, _ in 0x80_8080 }
        let difference = FlatDifference(grey, grey)
        #expect(difference.mean == 0)
        #expect(difference.far == 0)
        #expect(difference.share == Double(8 * 6) / Double(10 * 8))
    }

    @Test func aFlatShiftIsMeasuredPerChannel() {
        let a = image(10, 10) { _, _ in 0x40_4040 }
        let b = image(10, 10) { _, _ in 0x40_4046 }
        let difference = FlatDifference(a, b)
        #expect(difference.mean == 2)
        #expect(difference.far == 0)
        let c = image(10, 10) { _, _ in 0x40_4060 }
        #expect(FlatDifference(a, c).far == 1)
    }

    @Test func pixelsNearAnEdgeInEitherImageAreLeftOut() {
        let plain = image(12, 12) { _, _ in 0xFF_FFFF }
        let edged = image(12, 12) { x, _ in x < 6 ? 0x00_0000 : 0xFF_FFFF }
        let difference = FlatDifference(plain, edged)
        // Columns 1...4 differ by 255 and are flat in both; columns 5 and 6 touch the edge in `edged`.
        #expect(difference.share == Double(10 * 8) / Double(12 * 12))
        #expect(difference.far == 0.5)
        #expect(difference.mean == 127.5)
    }

    @Test func imagesOfDifferentSizesAreComparedOverTheirCommonCorner() {
        let small = image(6, 6) { _, _ in 0x10_1010 }
        let large = image(7, 9) { _, _ in 0x10_1010 }
        #expect(FlatDifference(small, large).share == Double(4 * 4) / Double(6 * 6))
    }
}
