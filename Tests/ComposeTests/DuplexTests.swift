import Compose
import Geometry
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

/// A sheet's backs land behind their fronts: each back's centre is the mirror of its front's centre
/// across the page's vertical axis (turned over the long edge) or horizontal axis (the short edge),
/// whatever the margins; `print.mirror` flips every page for transfer paper.
@Suite struct DuplexTests {
    /// The boxes of each page's texts, by their text ("F3", "B3"), page after page.
    private func boxes(_ spec: String) throws -> (pages: [Page], boxes: [String: Rect]) {
        let result = SpecLoader.load(text: spec, file: "s.json")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let pages = try #require(result.document?.pages)
        var boxes: [String: Rect] = [:]
        // A round label's content is a clipped group.
        func visit(_ items: [Item]) {
            for item in items {
                switch item {
                case .text(let text): boxes[text.string] = text.box
                case .group(let group): visit(group.items)
                default: break
                }
            }
        }
        for page in pages { visit(page.items) }
        return (pages, boxes)
    }

    private func sheet(_ layout: String, print: String = "", rows: Int) -> String {
        let data = (1...rows).map { #"{ "n": \#($0) }"# }.joined(separator: ", ")
        return #"""
            { "page": { "size": "A4", "margin": { "top": "10mm", "left": "40mm", "bottom": "25mm", "right": "5mm" } }, \#(print)
              "pages": [ { "sheet": { "data": [ \#(data) ], \#(layout), "cell": { "text": "F{n}" }, "back": { "text": "B{n}" } } } ] }
            """#
    }

    /// Within 0.1 mm.
    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= 0.1 * 72 / 25.4 && abs(a.y - b.y) <= 0.1 * 72 / 25.4 }

    @Test(arguments: ["longEdge", "shortEdge"])
    func gridBacksLieBehindTheirFrontsWithAsymmetricMargins(_ duplex: String) throws {
        let (pages, boxes) = try boxes(sheet(#""grid": { "columns": 3, "rows": 2, "gap": "4mm" }"#, print: #""print": { "duplex": "\#(duplex)" },"#, rows: 6))
        #expect(pages.count == 2)
        let paper = pages[0].size
        for n in 1...6 {
            let front = try #require(boxes["F\(n)"]).center, back = try #require(boxes["B\(n)"]).center
            let expected = duplex == "longEdge" ? Point(paper.width - front.x, front.y) : Point(front.x, paper.height - front.y)
            #expect(close(back, expected), "\(n): front \(front), back \(back), expected \(expected)")
        }
    }

    @Test(arguments: SheetTemplates.all.map(\.name))
    func templateBacksLieBehindTheirFronts(_ name: String) throws {
        let template = try #require(SheetTemplates.all.first { $0.name == name })
        for duplex in ["longEdge", "shortEdge"] {
            let (pages, boxes) = try boxes(sheet(#""template": "\#(name)""#, print: #""print": { "duplex": "\#(duplex)" },"#, rows: template.count))
            let paper = pages[0].size
            for n in 1...template.count {
                let front = try #require(boxes["F\(n)"]).center, back = try #require(boxes["B\(n)"]).center
                let expected = duplex == "longEdge" ? Point(paper.width - front.x, front.y) : Point(front.x, paper.height - front.y)
                #expect(close(back, expected), "\(name) \(duplex) \(n): front \(front), back \(back), expected \(expected)")
            }
        }
    }

    @Test func transferPaperMirrorsEveryPage() throws {
        let (pages, _) = try boxes(sheet(#""grid": { "columns": 2, "rows": 1 }"#, print: #""print": { "mirror": true },"#, rows: 2))
        for page in pages {
            guard case .group(let group) = try #require(page.items.first) else {
                Issue.record("a mirrored page is one group")
                continue
            }
            #expect(page.items.count == 1)
            #expect(group.transform == Affine(a: -1, b: 0, c: 0, d: 1, tx: page.size.width, ty: 0))
        }
    }
}
