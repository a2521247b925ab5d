import Foundation
import Geometry
import SpecModel
import TestSupport
import Testing

/// gLabels' products as poster draws them: for 20 rectangular and round products picked at random (the
/// same each run; not those built in), the labels drawn in the PDF lie where gLabels' own XML puts them, computed on their
/// own by Tests/Labels/glabels_frames.py, within 0.1 mm.
@Suite struct GLabelsTemplateTests {
    static let folder = "/usr/share/libglabels-3.0/templates"

    /// The rectangles filled on the PDF's first page, as `x y w h re f` in its (flipped, y-down) content.
    static func filledRectangles(_ pdf: String, in folder: ScratchFolder) throws -> [[Double]] {
        let plain = folder.path("plain.pdf")
        _ = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", pdf, plain])
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: plain)), as: UTF8.self)
        var rectangles: [[Double]] = []
        // A colour may be set on the same line: the rectangle is the four numbers before `re`.
        for line in text.split(separator: "\n") where line.hasSuffix(" re f") {
            let numbers = line.split(separator: " ").dropLast(2).suffix(4).compactMap { Double($0) }
            if numbers.count == 4 { rectangles.append(numbers) }
        }
        return rectangles
    }

    @Test func productsAreDrawnWhereGLabelsPutsThem() throws {
        try #require(!TemplateLibrary.installed.isEmpty, "glabels-data is installed for the tests")
        var generator = SplitMix(seed: 2026)
        // Products built in take the maker's figures over gLabels' (SheetTemplateTests checks them).
        let builtIn = Set(SheetTemplates.all.map(\.layouts))
        let candidates = TemplateLibrary.installed.filter {
            switch $0.shape {
            case .rectangle, .circle: $0.count <= 200 && !builtIn.contains($0.layouts)
            default: false
            }
        }
        var picked: [SheetTemplate] = []
        while picked.count < 20 {
            let template = candidates[Int(generator.next() % UInt64(candidates.count))]
            if !picked.contains(template) { picked.append(template) }
        }
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let names = picked.map { "\($0.brand ?? "")|\($0.name)" }
        let reference = try ToolProcess.run(
            tool: "python3", [repositoryRoot.appendingPathComponent("Tests/Labels/glabels_frames.py").path, Self.folder] + names)
        #expect(reference.status == 0, "\(reference.stderr)")
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(reference.stdout.utf8)) as? [String: [[Double]]])
        for (template, name) in zip(picked, names) {
            let rows = (1...template.count).map { #"{ "n": \#($0) }"# }.joined(separator: ", ")
            let spec =
                ##"{ "version": 1, "pages": [ { "sheet": { "data": [ \##(rows) ], "template": "\##(template.fullName)", "cell": { "figure": { "kind": "rect" }, "fill": "#000000", "padding": 0 } } } ] }"##
            try Data(spec.utf8).write(to: folder.url.appendingPathComponent("s.json"))
            let render = try PosterProcess.run(["render", "s.json", "-o", "s.pdf", "--pages", "1"], in: folder.url)
            #expect(render.status == 0, "\(name): \(render.stderr)")
            // The white paper is the page's first rectangle.
            let paper = [0, 0, template.paper.width, template.paper.height]
            let drawn = try Self.filledRectangles(folder.path("s.pdf"), in: folder).dropFirst().sorted { ($0[1], $0[0]) < ($1[1], $1[0]) }
            #expect(try Self.filledRectangles(folder.path("s.pdf"), in: folder).first.map { zip($0, paper).allSatisfy { abs($0 - $1) < 0.01 } } == true)
            let wanted = try #require(expected[name]).sorted { ($0[1], $0[0]) < ($1[1], $1[0]) }
            #expect(drawn.count == wanted.count, "\(name): \(drawn.count) labels drawn, gLabels has \(wanted.count)")
            let tolerance = 0.1 * 72 / 25.4
            for (d, w) in zip(drawn, wanted) {
                #expect(zip(d, w).allSatisfy { abs($0 - $1) <= tolerance }, "\(name): drawn \(d), gLabels \(w)")
            }
        }
    }
}

/// A small seeded generator, so the products picked are the same each run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
