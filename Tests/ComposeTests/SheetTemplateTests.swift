import Compose
import Geometry
import SpecModel
import TestSupport
import Testing

@Suite struct SheetTemplateTests {
    static func mm(_ millimetres: Double) -> Double { millimetres * 72 / 25.4 }
    static func inches(_ inches: Double) -> Double { inches * 72 }

    /// A template's published numbers: labels per sheet, then the first and last label (left, top,
    /// width, height), in points.
    struct Published: Sendable, CustomStringConvertible {
        var name: String
        var count: Int
        var first: Rect
        var last: Rect
        var description: String { name }
    }

    static let published: [Published] = [
        // A4: 3 x 7, 63.5 x 38.1 mm from (7.21, 15.15) mm, pitch 66.04 x 38.1 mm.
        Published(
            name: "L7160", count: 21, first: Rect(x: mm(7.21), y: mm(15.15), width: mm(63.5), height: mm(38.1)),
            last: Rect(x: mm(7.21 + 2 * 66.04), y: mm(15.15 + 6 * 38.1), width: mm(63.5), height: mm(38.1))),
        // A4: 2 x 7, 99.1 x 38.1 mm from (4.65, 15.15) mm, pitch 101.6 x 38.1 mm.
        Published(
            name: "L7163", count: 14, first: Rect(x: mm(4.65), y: mm(15.15), width: mm(99.1), height: mm(38.1)),
            last: Rect(x: mm(4.65 + 101.6), y: mm(15.15 + 6 * 38.1), width: mm(99.1), height: mm(38.1))),
        // Letter: 3 x 10, 2-5/8 x 1 in from (3/16, 1/2) in, pitch 2-3/4 x 1 in.
        Published(
            name: "5160", count: 30, first: Rect(x: 13.5, y: 36, width: 189, height: 72),
            last: Rect(x: 13.5 + 2 * 198, y: 36 + 9 * 72, width: 189, height: 72)),
        // Letter: 2 x 3, 4 x 3-1/3 in from (5/32, 1/2) in, pitch 4-3/16 x 3-1/3 in.
        Published(
            name: "5164", count: 6, first: Rect(x: 11.25, y: 36, width: 288, height: 240),
            last: Rect(x: 11.25 + 301.5, y: 36 + 2 * 240, width: 288, height: 240)),
        // Letter: 4 x 6 circles 1-1/2 in across from (11/16, 11/16) in, pitch 1-7/8 x 1-5/8 in.
        Published(
            name: "22805", count: 24, first: Rect(x: 49.5, y: 49.5, width: 108, height: 108),
            last: Rect(x: 49.5 + 3 * 135, y: 49.5 + 5 * 117, width: 108, height: 108)),
        // Letter: 2 x 4, 3-3/8 x 2-1/3 in from (11/16, 7/12) in, pitch 3-3/4 x 2-1/2 in.
        Published(
            name: "5395", count: 8, first: Rect(x: 49.5, y: 42, width: 243, height: 168),
            last: Rect(x: 49.5 + 270, y: 42 + 3 * 180, width: 243, height: 168)),
        // A4: 2 x 4, 99.1 x 67.7 mm from (4.65, 13.1) mm, pitch 101.6 x 67.7 mm (Avery L7165).
        Published(
            name: "A4-2x4-badges", count: 8, first: Rect(x: mm(4.65), y: mm(13.1), width: mm(99.1), height: mm(67.7)),
            last: Rect(x: mm(4.65 + 101.6), y: mm(13.1 + 3 * 67.7), width: mm(99.1), height: mm(67.7))),
    ]

    @Test(arguments: published)
    func framesMatchThePublishedDimensions(_ expected: Published) throws {
        let template = try #require(SheetTemplates.named(expected.name))
        let frames = template.labelFrames(onPage: Rect(origin: .zero, size: template.paper))
        #expect(frames.count == expected.count)
        #expect(template.count == expected.count)
        #expect(approx(try #require(frames.first), expected.first))
        #expect(approx(try #require(frames.last), expected.last))
    }

    /// A built-in product's other names: its maker's part numbers for the same sheet in gLabels'
    /// library (whose own figures for it differ: Avery 7163's left margin 3.35 mm for 4.65, 5160's
    /// pitch 2-25/32 in for 2-3/4), with and without the maker.
    static let aliases: [(name: String, aliases: [String])] = [
        ("L7160", ["Avery L7160", "Avery 7160", "Avery J8160", "l 7160"]),
        ("L7163", ["Avery L7163", "Avery 7163", "7163"]),
        ("5160", ["Avery 5160", "Avery 15160", "Avery 8160", "15160", "Avery 5260"]),
        ("5164", ["Avery 5164", "Avery 8164"]),
        ("5395", ["Avery 5395", "Avery 15395", "Avery 8395"]),
    ]

    @Test(arguments: aliases.map(\.name))
    func everyNameOfAProductPlacesItsLabelsWhereTheMakerSays(_ name: String) throws {
        try #require(!TemplateLibrary.installed.isEmpty, "glabels-data is installed for the tests")
        let builtIn = try #require(SheetTemplates.named(name))
        let expected = try #require(Self.published.first { $0.name == name })
        let paper = Rect(origin: .zero, size: builtIn.paper)
        for alias in try #require(Self.aliases.first { $0.name == name }).aliases {
            guard case .found(let template) = TemplateLibrary.named(alias) else {
                Issue.record("\(alias) names one sheet")
                continue
            }
            let frames = template.labelFrames(onPage: paper)
            #expect(frames == builtIn.labelFrames(onPage: paper), "\(alias)")
            #expect(template.paper == builtIn.paper && template.shape == builtIn.shape && template.markup == builtIn.markup, "\(alias)")
            let (first, last) = (try #require(frames.first), try #require(frames.last))
            #expect(approx(first, expected.first) && approx(last, expected.last), "\(alias)")
        }
        // The library's entry under the built-in's own name is the built-in, listed once.
        #expect(TemplateLibrary.search([builtIn.fullName]).filter { $0.fullName == builtIn.fullName } == [builtIn])
    }

    @Test func everyTemplateIsCheckedAgainstItsPublishedNumbers() {
        #expect(SheetTemplates.all.map(\.name) == Self.published.map(\.name))
        #expect(Set(SheetTemplates.all.map { $0.name.lowercased() }).count == SheetTemplates.all.count)
    }

    @Test(arguments: SheetTemplates.all.map(\.name))
    func labelsLieOnThePaperWithoutOverlapping(_ name: String) throws {
        let template = try #require(SheetTemplates.named(name))
        let paper = Rect(origin: .zero, size: template.paper)
        let frames = template.labelFrames(onPage: paper)
        let tolerance = 1e-9
        for frame in frames {
            #expect(frame.minX >= -tolerance && frame.minY >= -tolerance, "\(frame)")
            #expect(frame.maxX <= paper.maxX + tolerance && frame.maxY <= paper.maxY + tolerance, "\(frame)")
        }
        for (i, a) in frames.enumerated() {
            for b in frames[(i + 1)...] {
                let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                #expect(overlapX <= tolerance || overlapY <= tolerance, "\(a) and \(b)")
            }
        }
        if template.shape == .circle {
            #expect(template.labelSize.width == template.labelSize.height)
        }
    }

    /// Each sheet's numbers add up: the margin left at the right and bottom equals the left and top
    /// margins, which catches a mistyped pitch or margin.
    @Test(arguments: SheetTemplates.all.map(\.name))
    func sheetsAreCentredOnThePaper(_ name: String) throws {
        let template = try #require(SheetTemplates.named(name))
        let last = try #require(template.labelFrames(onPage: Rect(origin: .zero, size: template.paper)).last)
        let origin = try #require(template.layouts.first).origin
        #expect(template.layouts.count == 1)
        #expect(approx(template.paper.width - last.maxX, origin.x, tolerance: 1e-6))
        #expect(approx(template.paper.height - last.maxY, origin.y, tolerance: 1e-6))
    }

    @Test func framesAreRowMajorAndFollowThePage() throws {
        let template = try #require(SheetTemplates.named("l7160"))
        let page = Rect(x: 8.5, y: 8.5, width: template.paper.width, height: template.paper.height)
        let frames = template.labelFrames(onPage: page)
        let unplaced = template.labelFrames(onPage: Rect(origin: .zero, size: template.paper))
        #expect(approx(frames[1].minX - frames[0].minX, Self.mm(66.04)))
        #expect(frames[1].minY == frames[0].minY)
        #expect(approx(frames[3].minY - frames[0].minY, Self.mm(38.1)))
        #expect(frames[3].minX == frames[0].minX)
        for (a, b) in zip(frames, unplaced) {
            #expect(approx(a.origin, Point(b.minX + 8.5, b.minY + 8.5)))
        }
        #expect(SheetTemplates.named("L9999") == nil)
    }
}
