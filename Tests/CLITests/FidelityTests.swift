import Foundation
import TestSupport
import Testing

/// The figures as the original SwiftUI code draws them, from the pixels of 144-dpi renders.
@Suite struct FidelityTests {
    /// Whether some pixel of `pixels` (0xAARRGGBB) is within `tolerance` of `rgb` in every channel.
    static func shows(_ rgb: (Int, Int, Int), in pixels: [UInt32], tolerance: Int = 3) -> Bool {
        pixels.contains { p in
            abs(Int(p >> 16 & 0xFF) - rgb.0) <= tolerance && abs(Int(p >> 8 & 0xFF) - rgb.1) <= tolerance && abs(Int(p & 0xFF) - rgb.2) <= tolerance
        }
    }

    /// SwiftUI applies the ForEach's `.opacity(0.5)` to every rotated symbol on its own: where one to
    /// four copies overlap over the gradient, the colours of the original's model compound. In PNG and
    /// in PDF (read back by pdftoppm).
    @Test func badgeSymbolsCompoundWhereTheyOverlap() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let png = try PosterProcess.run(["draw", "badge", "--size", "200", "--dpi", "144", "-o", folder.path("badge.png")])
        #expect(png.status == 0, "\(png.stderr)")
        let pdf = try PosterProcess.run(["draw", "badge", "--size", "200", "-o", folder.path("badge.pdf")])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let raster = try ToolProcess.run(tool: "pdftoppm", ["-r", "144", "-png", "-singlefile", folder.path("badge.pdf"), folder.path("pdf")])
        #expect(raster.status == 0, "\(raster.stderr)")
        for file in ["badge.png", "pdf.png"] {
            let pixels = try decodedPNG(at: folder.path(file)).pixels
            for (layers, rgb) in [(1, (158, 120, 166)), (2, (117, 99, 178)), (3, (99, 89, 184)), (4, (89, 84, 188))] {
                #expect(Self.shows(rgb, in: pixels), "\(file): no pixel shows \(layers) overlapping symbols \(rgb)")
            }
        }
    }
}
