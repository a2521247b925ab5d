import Export
import Figures
import Foundation
import Geometry
import Scene
import TestSupport
import Testing
import Typesetting

/// Every figure rendered to a small PNG and compared with its recorded reference, pixel by pixel.
@Suite struct FigureReferenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let figure: any Figure
        var style = FigureStyle(
            fill: .solid(Color(r255: 79, g255: 79, b255: 191)),
            palette: [Color(r255: 79, g255: 79, b255: 191), Color(r255: 239, g255: 120, b255: 221), Color(r255: 239, g255: 172, b255: 120)],
            ink: Color(r255: 34, g255: 34, b255: 34))
        var size = Size(160, 160)

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "carpet-2", figure: Carpet(level: 2, angle: .zero, gap: 0)),
        Case(name: "carpet-3-angle-30", figure: Carpet(level: 3, angle: .degrees(30), gap: 0)),
        Case(name: "carpet-2-gap", figure: Carpet(level: 2, angle: .zero, gap: 0.15)),
        Case(name: "triangle-4", figure: SierpinskiTriangle(level: 4, angle: .zero)),
        Case(name: "triangle-3-angle-15", figure: SierpinskiTriangle(level: 3, angle: .degrees(15))),
        Case(name: "tree-4", figure: Tree(step: 4, angle: .degrees(120), ratio: 0.5, branches: 3)),
        Case(name: "tree-2.5", figure: Tree(step: 2.5, angle: .degrees(120), ratio: 0.5, branches: 3)),
        Case(name: "tree-binary", figure: Tree(step: 6, angle: .degrees(30), ratio: 0.65, branches: 2)),
        Case(name: "polygon-5", figure: Polygon(sides: 5, angle: .degrees(-90))),
        Case(name: "badge-8", figure: Badge(symbols: 8, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: nil, picture: nil)),
        Case(
            name: "badge-3-colours",
            figure: Badge(symbols: 3, gradient: [.white, .black], symbolColor: Color(red: 0, green: 0.5, blue: 0), label: nil, picture: nil)),
        Case(
            name: "pie-labels-legend",
            figure: Pie(
                slices: [Pie.Slice(value: 3, label: "cats"), Pie.Slice(value: 2, label: "dogs"), Pie.Slice(value: 1, label: "fish")], startAngle: .degrees(-90),
                endAngle: .degrees(270), clockwise: true, innerRadius: 0, explode: 0, labels: .percent, legend: true, otherThreshold: nil), size: Size(240, 160)
        ),
        Case(
            name: "pie-donut-explode",
            figure: Pie(
                slices: [5, 3, 2, 1].map { Pie.Slice(value: $0) }, startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true, innerRadius: 0.5,
                explode: 0.05, labels: .none, legend: false, otherThreshold: nil)),
        Case(
            name: "pie-countdown",
            figure: Pie(
                slices: [], startAngle: .degrees(-90), endAngle: .degrees(120), clockwise: true, innerRadius: 0, explode: 0, labels: .none, legend: false,
                otherThreshold: nil)),
        Case(
            name: "bounce",
            figure: Bounce(
                direction: .topRight, start: Point(0.2, 0.7), bounces: 8, symbol: .polygon(sides: 3), size: 0.1, rotationSpeed: 2, velocity: 0.5, copies: 16,
                seed: 1, contained: false, time: nil)),
        Case(
            name: "bounce-mountain",
            figure: Bounce(
                direction: .bottomLeft, start: Point(0.8, 0.3), bounces: 5, symbol: .mountain, size: 0.15, rotationSpeed: 2, velocity: 0.5, copies: 9, seed: 4,
                contained: false, time: nil)),
    ]

    @Test(arguments: cases)
    func matchesItsReference(_ sample: Case) throws {
        let frame = Rect(origin: .zero, size: sample.size).inset(by: 8)
        // Texts are fitted as composition fits them, then drawn as given.
        let items = Typesetter.fitted(sample.figure.items(in: frame, style: sample.style)) { _, _ in }
        let page = Page(size: sample.size, background: .white, items: items)
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("figure.png")
        try DocumentWriter.write(Document(title: sample.name, pages: [page]), format: .png, to: path, options: RenderOptions(dpi: 72))
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let problem = try ReferenceImage.compare(Array(bytes), name: sample.name)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
