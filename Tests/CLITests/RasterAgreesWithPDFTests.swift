import CairoKit
import Foundation
import TestSupport
import Testing

/// Every shipped layout's PNG shows what its PDF shows: pdftoppm's reading of the PDF at the same DPI
/// agrees with poster's own PNG wherever neither has an edge (rasterisers antialias edges differently,
/// text's most of all), to a mean of under 2/255 per channel, and hardly a pixel there differs by more than
/// 24/255 (a badge's gradient drawn flat in PNG covers a small part of its page, but differs by 86/255).
/// A PNG puts a code's modules on whole pixels, up to a module's fraction away from where the PDF has
/// them (a 2.2-pixel module at 72 dpi is drawn 2 pixels wide), so a page of codes is allowed 0.3 %. An
/// escape-time set is computed pixel by pixel in a PNG and embedded at its own dpi in a PDF, which
/// pdftoppm then resamples: along the set's boundary, where every pixel holds detail, the two differ, so
/// a page of them is allowed 1 %.
@Suite struct RasterAgreesWithPDFTests {
    static let dpi = 72

    static var layouts: [String] {
        let folder = repositoryRoot.appendingPathComponent("layouts").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
    }

    @Test(arguments: layouts)
    func pngAgreesWithPDF(_ name: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = repositoryRoot.appendingPathComponent("layouts/\(name)").path
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        let allowed = text.contains("\"kind\": \"escape\"") ? 0.01 : text.contains("\"kind\": \"code\"") ? 0.003 : 0.001
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
            let difference = FlatDifference(ours, theirs)
            #expect(difference.share > 0.5, "\(name) page \(index + 1): only \(difference.share) of the page is free of edges")
            #expect(difference.mean < 2, "\(name) page \(index + 1): PNG and PDF differ by \(difference.mean)/255 per channel away from edges")
            #expect(difference.far < allowed, "\(name) page \(index + 1): \(difference.far) of the pixels away from edges differ by more than 24/255")
        }
    }
}
