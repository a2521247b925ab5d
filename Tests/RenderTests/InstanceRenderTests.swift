import CairoKit
import Export
import Figures
import Foundation
import Geometry
import Scene
import TestSupport
import Testing

@Suite struct InstanceRenderTests {
    static func document(level: Int) -> Document {
        let frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let items = Carpet(level: level, angle: .zero, gap: 0).items(in: frame, style: FigureStyle(fill: .solid(.black)))
        return Document(title: "carpet", pages: [Page(size: frame.size, background: .white, items: items)])
    }

    @Test func instancedPDFStaysSmallAndPassesQPDF() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var sizes: [Int] = []
        for level in [4, 5, 6] {
            let path = folder.path("c\(level).pdf")
            try DocumentWriter.write(Self.document(level: level), format: .pdf, to: path)
            sizes.append(try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
            let check = try ToolProcess.run(tool: "qpdf", ["--check", path])
            #expect(check.status == 0, "\(check.stdout)")
        }
        // Each level adds one small symbol, not eight times the leaves.
        #expect(sizes[2] < 20_000)
        #expect(sizes[2] - sizes[1] < 2_000)
    }

    @Test func instancedAndBatchedRenderTheSamePixels() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try DocumentWriter.write(Self.document(level: 4), format: .png, to: folder.path("instanced.png"), options: RenderOptions(dpi: 72))
        var batched = Self.document(level: 4)
        let path = try #require(Carpet(level: 4, angle: .zero, gap: 0).path(in: Rect(x: 0, y: 0, width: 400, height: 400)))
        batched.pages[0].items = [.shape(Shape(path: path, fill: .solid(.black)))]
        try DocumentWriter.write(batched, format: .png, to: folder.path("batched.png"), options: RenderOptions(dpi: 72))
        let a = try decodedPNG(at: folder.path("instanced.png")), b = try decodedPNG(at: folder.path("batched.png"))
        let differing = zip(a.pixels, b.pixels).filter { RGBA(premultipliedARGB: $0).distance(to: RGBA(premultipliedARGB: $1)) > 2 }.count
        #expect(differing == 0)
        // The vector page, rasterised by an independent renderer, shows the same carpet.
        try DocumentWriter.write(Self.document(level: 4), format: .pdf, to: folder.path("instanced.pdf"))
        let raster = try ToolProcess.run(tool: "pdftoppm", ["-r", "72", "-png", "-singlefile", folder.path("instanced.pdf"), folder.path("viewed")])
        #expect(raster.status == 0)
        let viewed = try decodedPNG(at: folder.path("viewed.png"))
        let inked = { (image: ImageData) in image.pixels.filter { RGBA(premultipliedARGB: $0).red < 128 }.count }
        #expect(abs(inked(viewed) - inked(b)) < inked(b) / 20)
    }
}
