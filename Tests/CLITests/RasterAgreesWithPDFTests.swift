import CairoKit
import Foundation
import TestSupport
import Testing

/// Every shipped layout's PNG shows what its PDF shows: pdftoppm's reading of the PDF at the same DPI
/// agrees with poster's own PNG wherever neither has an edge (rasterisers antialias edges differently,
/// text's most of all), to a mean of under 2/255 per channel, and hardly a pixel there differs by more than
/// 24/255 (a badge's gradient drawn flat in PNG covers a small part of its page, but differs by 86/255).
/// A PNG puts a code's modules on whole pixels, up to a module's fraction away from where the PDF has
/// them (a 2.2-pixel module at 72 dpi is drawn 2 pixels wide), so a page of codes is allowed 0.3 %.
@Suite struct RasterAgreesWithPDFTests {
    static let dpi = 72

    static var layouts: [String] {
        let folder = repositoryRoot.appendingPathComponent("layouts").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
    }

    /// The channel (0 red, 1 green, 2 blue) of pixel `p` (0xAARRGGBB).
    static func channel(_ p: UInt32, _ c: Int) -> Int { Int(p >> (16 - 8 * UInt32(c)) & 0xFF) }

    /// Whether the 3 x 3 pixels around (x, y) differ by at most 16 in every channel: no edge there.
    static func isFlat(_ image: ImageData, _ x: Int, _ y: Int) -> Bool {
        (0..<3).allSatisfy { c in
            var low = 255, high = 0
            for dy in -1...1 {
                for dx in -1...1 {
                    let v = channel(image.pixels[(y + dy) * image.width + x + dx], c)
                    low = min(low, v)
                    high = max(high, v)
                }
            }
            return high - low <= 16
        }
    }

    /// Over the pixels where neither `a` nor `b` has an edge: the mean absolute difference per channel,
    /// the share of those pixels that differ by more than 24 in some channel, and the share of the page
    /// they are.
    static func flatDifference(_ a: ImageData, _ b: ImageData) -> (mean: Double, far: Double, share: Double) {
        let width = min(a.width, b.width), height = min(a.height, b.height)
        var total = 0, count = 0, far = 0
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) where isFlat(a, x, y) && isFlat(b, x, y) {
                let p = a.pixels[y * a.width + x], q = b.pixels[y * b.width + x]
                let differences = (0..<3).map { abs(channel(p, $0) - channel(q, $0)) }
                total += differences.reduce(0, +)
                if differences.contains(where: { $0 > 24 }) { far += 1 }
                count += 1
            }
        }
        let flat = Double(max(1, count))
        return (Double(total) / (3 * flat), Double(far) / flat, Double(count) / Double(width * height))
    }

    @Test(arguments: layouts)
    func pngAgreesWithPDF(_ name: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = repositoryRoot.appendingPathComponent("layouts/\(name)").path
        let allowed = try String(contentsOfFile: spec, encoding: .utf8).contains("\"kind\": \"code\"") ? 0.003 : 0.001
        let pdf = try PosterProcess.run(["render", spec, "-o", folder.path("page.pdf")])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let png = try PosterProcess.run(["render", spec, "-o", folder.path("poster-{page}.png"), "--dpi", "\(Self.dpi)"])
        #expect(png.status == 0, "\(png.stderr)")
        let read = try ToolProcess.run(tool: "pdftoppm", ["-r", "\(Self.dpi)", "-png", folder.path("page.pdf"), folder.path("pdftoppm")])
        #expect(read.status == 0, "\(read.stderr)")
        let pages = folder.files.filter { $0.hasPrefix("pdftoppm-") }
        #expect(!pages.isEmpty)
        for (index, page) in pages.enumerated() {
            let ours = try decodedPNG(at: folder.path("poster-\(index + 1).png"))
            let theirs = try decodedPNG(at: folder.path(page))
            #expect(abs(ours.width - theirs.width) <= 1 && abs(ours.height - theirs.height) <= 1)
            let (mean, far, share) = Self.flatDifference(ours, theirs)
            #expect(share > 0.5, "\(name) page \(index + 1): only \(share) of the page is free of edges")
            #expect(mean < 2, "\(name) page \(index + 1): PNG and PDF differ by \(mean)/255 per channel away from edges")
            #expect(far < allowed, "\(name) page \(index + 1): \(far) of the pixels away from edges differ by more than 24/255")
        }
    }
}
