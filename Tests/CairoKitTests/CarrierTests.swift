import CCairo
import CairoKit
import Foundation
import Testing

/// A carrier image (the surface a vector document's JPEG rides on) has its picture's size and black
/// pixels, and costs no memory until its pixels are read, however large the picture.
@Suite struct CarrierTests {
    /// This process's memory in bytes as the kernel counts it: mapped in all, and resident.
    private func memory() throws -> (mapped: Int, resident: Int) {
        let fields = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        return (try #require(Int(fields[0])) * page, try #require(Int(fields[1])) * page)
    }

    @Test func aCarrierHasThePicturesSizeAndBlackPixels() throws {
        let carrier = try Surface.carrier(width: 300, height: 7)
        #expect(cairo_image_surface_get_width(carrier.pointer) == 300 && cairo_image_surface_get_height(carrier.pointer) == 7)
        #expect(cairo_image_surface_get_format(carrier.pointer) == CAIRO_FORMAT_RGB24)
        let stride = Int(cairo_image_surface_get_stride(carrier.pointer))
        let pixels = try #require(cairo_image_surface_get_data(carrier.pointer))
        #expect((0..<stride * 7).allSatisfy { pixels[$0] == 0 })
    }

    @Test func aHugeCarrierCostsNoMemoryAndIsUnmappedWhenCairoLetsItGo() throws {
        let gigabyte = 1 << 30
        let before = try memory()
        // 16,384 x 16,384 pixels: 1 GiB each if they were cleared, 10 GiB for the ten.
        var carriers = try (0..<10).map { _ in try Surface.carrier(width: 16_384, height: 16_384) }
        let made = try memory()
        #expect(made.mapped - before.mapped > 9 * gigabyte)
        #expect(made.resident - before.resident < gigabyte / 2)
        // cairo keeps the one set as a source after its `Surface` is gone, and unmaps it when it lets it go.
        let context = try Context(Surface.image(width: 4, height: 4))
        context.setSource(carriers[0])
        carriers.removeAll()
        let held = try memory()
        #expect(made.mapped - held.mapped > 8 * gigabyte)
        #expect(held.mapped - before.mapped > gigabyte / 2)
        context.setSource(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(try memory().mapped - before.mapped < gigabyte / 2)
    }

    @Test(arguments: [(0, 10), (10, 0), (-1, 5), (Int(Int32.max) + 1, 1), (Int(Int32.max), Int(Int32.max))])
    func aCarrierWithoutPixelsIsRefused(_ size: (Int, Int)) {
        #expect(throws: CairoError.self) { try Surface.carrier(width: size.0, height: size.1) }
    }
}
