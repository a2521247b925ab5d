import CairoKit
import Foundation
import Geometry
import SpecModel
import TestSupport
import Testing

/// A round label prints only inside its circle: a fill covering the whole cell covers π/4 of the
/// label's square, counted in pixels, for the built-in round sheet and a round product of gLabels'.
@Suite struct RoundLabelTests {
    @Test(arguments: ["22805", "Endisch 6500040x"])
    func aFullCellFillCoversTheCircleOnly(_ name: String) throws {
        guard case .found(let template) = TemplateLibrary.named(name) else {
            Issue.record("\(name) is a round sheet (gLabels' needs glabels-data)")
            return
        }
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            ##"{ "version": 1, "pages": [ { "sheet": { "data": [ { "n": 1 } ], "template": "\##(name)", "cell": { "figure": { "kind": "rect" }, "fill": "#000000", "padding": 0 } } } ] }"##
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
        let dpi = 144.0
        let render = try PosterProcess.run(["render", "s.json", "-o", "s.png", "--dpi", String(dpi)], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let image = try decodedPNG(at: folder.path("s.png"))
        let frame = try #require(template.labelFrames(onPage: .init(origin: .zero, size: template.paper)).first)
        let scale = dpi / 72
        let (x0, y0) = (Int((frame.minX * scale).rounded(.down)), Int((frame.minY * scale).rounded(.down)))
        let (x1, y1) = (Int((frame.maxX * scale).rounded(.up)), Int((frame.maxY * scale).rounded(.up)))
        var ink = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 { ink += 1 - Double(image.rgba(x: x, y: y).red) / 255 }
        }
        let square = frame.width * frame.height * scale * scale
        #expect(abs(ink / square - Double.pi / 4) <= 0.01, "\(name): \(ink / square) of the label's square")
    }
}
