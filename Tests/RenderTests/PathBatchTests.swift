import CairoKit
import Export
import Figures
import Foundation
import Geometry
import Render
import Scene
import TestSupport
import Testing

@Suite struct PathBatchTests {
    static let frame = Rect(x: 0, y: 0, width: 300, height: 300)

    @Test func runsSplitAtSubpathsAndCoverEveryVerbOnce() throws {
        let path = try #require(Tree(step: 6, angle: .degrees(120), ratio: 0.5, branches: 3).path(in: Self.frame))
        let runs = PathBatch.runs(of: path, limit: 100)
        #expect(runs.count > 10)
        #expect(runs.first?.verbs.lowerBound == 0 && runs.last?.verbs.upperBound == path.verbs.count)
        for (a, b) in zip(runs, runs.dropFirst()) { #expect(a.verbs.upperBound == b.verbs.lowerBound && a.points.upperBound == b.points.lowerBound) }
        for run in runs {
            #expect(path.verbs[run.verbs.lowerBound] == .move)
            let pointsBefore = path.verbs[..<run.verbs.lowerBound].reduce(0) { $0 + $1.pointCount }
            #expect(run.points.lowerBound == pointsBefore)
            #expect(run.points.count == path.verbs[run.verbs].reduce(0) { $0 + $1.pointCount })
        }
        #expect(runs.last?.points.upperBound == path.points.count)
        #expect(runs.dropLast().allSatisfy { $0.verbs.count >= 100 })
    }

    @Test func translucentPaintAndTheEvenOddRuleStayOnePath() {
        #expect(PathBatch.limit(for: .solid(.black)) == PathBatch.verbs)
        #expect(PathBatch.limit(for: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.5))) == .max)
        #expect(PathBatch.limit(for: .solid(.black), fillRule: .evenOdd) == .max)
        let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: Color(red: 1, green: 1, blue: 1, alpha: 0.9))]
        #expect(PathBatch.limit(for: .linear(from: .zero, to: Point(x: 1, y: 0), stops: stops)) == .max)
    }

    /// A tree of 3,279 segments stroked in batches shows the ink of one stroke of the whole path: no
    /// pixel inked that one stroke leaves blank, and the same ink in all to within 2 %; only where
    /// outlines of two batches share a pixel does its antialiasing differ (coverages composited rather
    /// than joined, as when each segment is stroked alone).
    @Test func batchedStrokeMatchesOneStroke() throws {
        let path = try #require(Tree(step: 7, angle: .degrees(120), ratio: 0.5, branches: 3).path(in: Self.frame))
        let pen = Stroke(paint: .solid(.black), width: 1.5)
        let page = Page(size: Self.frame.size, background: .white, items: [.shape(Shape(path: path, stroke: pen))])
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try DocumentWriter.write(Document(title: "tree", pages: [page]), format: .png, to: folder.path("tree.png"), options: RenderOptions(dpi: 72))
        let batched = try decodedPNG(at: folder.path("tree.png"))

        let surface = try Surface.image(width: 300, height: 300)
        let context = try Context(surface)
        context.setSource(red: 1, green: 1, blue: 1)
        context.paint()
        context.append(path)
        context.setLineWidth(1.5)
        context.setSource(red: 0, green: 0, blue: 0)
        context.stroke()
        let whole = try #require(surface.image)

        let ink = { (image: ImageData) in image.pixels.map { 255 - Int(RGBA(premultipliedARGB: $0).red) } }
        let batchedInk = ink(batched), wholeInk = ink(whole)
        #expect(zip(batchedInk, wholeInk).allSatisfy { $1 > 0 || $0 == 0 })
        let total = wholeInk.reduce(0, +)
        #expect(total > 1_000_000)
        #expect(abs(batchedInk.reduce(0, +) - total) < total / 50)
    }

    /// PDF strokes a long opaque path a batch at a time, one stroke operator a batch, and a translucent
    /// one in one stroke; poppler shows the batched tree with the ink of the tree stroked at once by
    /// cairo: no pixel inked that the one stroke leaves blank, and the same ink in all to within 2 %.
    @Test func pdfStrokesOpaquePathsInBatches() throws {
        let path = try #require(Tree(step: 7, angle: .degrees(120), ratio: 0.5, branches: 3).path(in: Self.frame))
        let runs = PathBatch.runs(of: path, limit: PathBatch.verbs).count
        #expect(runs > 1)
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for (alpha, strokes) in [(1.0, runs), (0.5, 1)] {
            let pen = Stroke(paint: .solid(Color(red: 0, green: 0, blue: 0, alpha: alpha)), width: 1.5)
            let page = Page(size: Self.frame.size, background: .white, items: [.shape(Shape(path: path, stroke: pen))])
            try DocumentWriter.write(Document(title: "tree", pages: [page]), format: .pdf, to: folder.path("tree-\(alpha).pdf"))
            #expect(try strokeOperators(in: folder.path("tree-\(alpha).pdf"), scratch: folder) == strokes, "alpha \(alpha)")
        }

        let stream = ByteStream()
        let surface = try Surface.pdf(size: Self.frame.size, writingTo: stream)
        let context = try Context(surface)
        context.append(path)
        context.setLineWidth(1.5)
        context.stroke()
        surface.showPage()
        try surface.finish()
        try Data(stream.bytes).write(to: URL(fileURLWithPath: folder.path("whole.pdf")))
        #expect(try strokeOperators(in: folder.path("whole.pdf"), scratch: folder) == 1)

        let ink = { (name: String) throws -> [Int] in
            let shown = try ToolProcess.run(tool: "pdftoppm", ["-r", "144", "-png", "-singlefile", folder.path("\(name).pdf"), folder.path(name)])
            #expect(shown.status == 0, "\(shown.stderr)")
            return try decodedPNG(at: folder.path("\(name).png")).pixels.map { 255 - Int(RGBA(premultipliedARGB: $0).red) }
        }
        let batchedInk = try ink("tree-1.0"), wholeInk = try ink("whole")
        #expect(batchedInk.count == wholeInk.count)
        #expect(zip(batchedInk, wholeInk).allSatisfy { $1 > 0 || $0 == 0 })
        let total = wholeInk.reduce(0, +)
        #expect(total > 1_000_000)
        #expect(abs(batchedInk.reduce(0, +) - total) < total / 50)
    }

    /// How many stroke operators (`S`) the PDF at `pdf` paints, its streams uncompressed by qpdf.
    private func strokeOperators(in pdf: String, scratch folder: ScratchFolder) throws -> Int {
        let expanded = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", pdf, folder.path("qdf.pdf")])
        #expect(expanded.status == 0, "\(expanded.stderr)")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path("qdf.pdf"))), as: UTF8.self)
        return text.split(whereSeparator: \.isWhitespace).count { $0 == "S" }
    }
}
