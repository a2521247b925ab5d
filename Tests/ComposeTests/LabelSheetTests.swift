import Compose
import Geometry
import Glibc
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

/// Label sheets as gLabels' users know them: a product named by its part number, content inside the
/// markup margin, round labels clipping their content, outlines for a test print, white paper.
@Suite struct LabelSheetTests {
    private func page(_ template: String, print: String = "", rows: Int = 3, cell: String = #"{ "text": "{n}" }"#) throws -> (
        page: Page, template: SheetTemplate
    ) {
        let data = (1...rows).map { #"{ "n": \#($0) }"# }.joined(separator: ", ")
        let spec = #"{ "theme": "dusk", \#(print) "pages": [ { "sheet": { "data": [ \#(data) ], "template": "\#(template)", "cell": \#(cell) } } ] }"#
        let result = SpecLoader.load(text: spec, file: "s.json")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        guard case .found(let found) = TemplateLibrary.named(template) else { throw TemplateMissing(name: template) }
        return (try #require(result.document?.pages.first), found)
    }

    struct TemplateMissing: Error {
        var name: String
    }

    @Test func anOutlinePrintDrawsOneClosedOutlinePerLabelAndNoneWithout() throws {
        for name in SheetTemplates.all.map(\.name) {
            let (outlined, template) = try page(name, print: #""print": { "outline": true },"#)
            guard case .shape(let shape) = try #require(outlined.items.last), let stroke = shape.stroke else {
                Issue.record("\(name): the outlines are the page's last shape")
                continue
            }
            #expect(shape.fill == nil && stroke.width > 0)
            #expect(shape.path.subpathCount == template.count, "\(name)")
            #expect(shape.path.verbs.filter { $0 == .close }.count == template.count, "\(name): every outline closed")
            let (plain, _) = try page(name)
            #expect(!plain.items.contains { if case .shape(let s) = $0 { s.stroke != nil && s.fill == nil } else { false } }, "\(name)")
        }
    }

    @Test func theThemesPageColourStaysOffLabelPaper() throws {
        let (plain, _) = try page("L7160")
        #expect(plain.background == .white)
        let (coloured, _) = try page("L7160", print: ##""page": { "background": "#ffeeaa" },"##)
        #expect(coloured.background == Color(red: 1, green: 0xee / 255.0, blue: 0xaa / 255.0))
    }

    @Test func aRoundLabelsContentIsClippedToItsCircle() throws {
        let (page, template) = try page("22805", cell: ##"{ "figure": { "kind": "rect" }, "fill": "#000000", "padding": 0 }"##)
        guard case .group(let group) = try #require(page.items.first), let clip = group.clip else {
            Issue.record("a round label's content is a clipped group")
            return
        }
        let frame = template.labelFrames(onPage: Rect(origin: .zero, size: template.paper))[0]
        #expect(approx(clip.bounds, frame, tolerance: 1e-6))
        #expect(abs(clip.signedArea - Double.pi * frame.width * frame.width / 4) < 0.01 * frame.width * frame.width)
    }

    @Test func aPartNumberFindsItsSheetAndAMistakeSuggestsOne() throws {
        guard !TemplateLibrary.installed.isEmpty else { return }
        guard case .found(let j8160) = TemplateLibrary.named("Avery J8160") else {
            Issue.record("Avery J8160 is in gLabels' library")
            return
        }
        #expect(j8160.count == 21 && j8160.paperName == "A4")
        #expect(TemplateLibrary.named("j 8160") == .found(j8160))
        guard case .unknown(let hint) = TemplateLibrary.named("Avery J816") else {
            Issue.record("no such product")
            return
        }
        #expect(hint.contains("did you mean"))
    }

    @Test func aSheetWrittenInTheSpecPlacesItsLabelsWhereItSays() throws {
        let spec = #"""
            { "pages": [ { "sheet": { "data": [ { "n": 1 }, { "n": 2 }, { "n": 3 }, { "n": 4 } ],
              "template": { "name": "Shop", "paper": "A5", "label": ["50mm", "20mm"], "shape": "ellipse", "markup": 0,
                "layouts": [ { "columns": 2, "rows": 1, "at": ["10mm", "15mm"], "pitch": ["60mm", 0] }, { "columns": 1, "rows": 2, "at": ["10mm", "100mm"], "pitch": [0, "25mm"] } ] },
              "cell": { "text": "L{n}" } } } ] }
            """#
        let result = SpecLoader.load(text: spec, file: "s.json")
        let page = try #require(result.document?.pages.first, "\(result.diagnostics)")
        let mm = 72 / 25.4
        #expect(approx(page.size.width, 148 * mm, tolerance: 1e-6) && approx(page.size.height, 210 * mm, tolerance: 1e-6))
        var boxes: [String: Rect] = [:]
        for case .group(let group) in page.items {
            for case .text(let text) in group.items { boxes[text.string] = text.box }
        }
        let expected = [("L1", 10.0, 15.0), ("L2", 70.0, 15.0), ("L3", 10.0, 100.0), ("L4", 10.0, 125.0)]
        for (name, x, y) in expected {
            #expect(approx(try #require(boxes[name], "\(name)"), Rect(x: x * mm, y: y * mm, width: 50 * mm, height: 20 * mm), tolerance: 1e-6), "\(name)")
        }
    }

    /// A sheet written in the spec holds at most 5,000 labels, counted before any is placed.
    @Test func aSheetWrittenInTheSpecOfTooManyLabelsIsRefused() {
        let spec = #"""
            { "pages": [ { "sheet": { "data": [ { "n": 1 } ], "cell": { "text": "{n}" },
              "template": { "paper": "A4", "label": ["0.1pt", "0.1pt"], "layouts": [ { "columns": 1000, "rows": 1000, "at": [0, 0], "pitch": ["0.1pt", "0.1pt"] } ] } } } ] }
            """#
        #expect(SpecLoader.load(text: spec, file: "s.json").diagnostics.map(\.message) == ["1000000 labels on one sheet, over the 5000 a sheet may hold"])
    }

    /// A business-card CD (gLabels' `Label-cd` with a `width`): its layout places the narrower box, and
    /// its content is clipped to the disc cut by that box's sides.
    @Test func aBusinessCardCDIsItsBoxOnThePaperClippedToItsCutDisc() throws {
        guard !TemplateLibrary.installed.isEmpty else { return }
        let (page, template) = try page("Online Labels OL5575", rows: 9, cell: ##"{ "figure": { "kind": "rect" }, "fill": "#000000", "padding": 0 }"##)
        let (width, radius) = (2.322 * 72, 1.53075 * 72)
        #expect(approx(template.labelSize.width, width, tolerance: 1e-6) && approx(template.labelSize.height, 2 * radius, tolerance: 1e-6))
        #expect(template.shape == .disc(radius: radius, hole: 0.3345 * 72))
        let paper = Rect(origin: .zero, size: template.paper)
        let frames = template.labelFrames(onPage: paper)
        #expect(frames.count == 9 && frames.allSatisfy { paper.contains($0.origin) && paper.contains(Point($0.maxX, $0.maxY)) }, "\(frames)")
        let clips = page.items.compactMap { if case .group(let group) = $0 { group.clip } else { nil } }
        #expect(clips.count == 9)
        let clip = try #require(clips.first)
        #expect(approx(clip.bounds, frames[0], tolerance: 1e-6), "\(clip.bounds)")
        // The disc less the two slices past the box's sides (each a circular segment); the hole is a
        // second subpath turning the same way, which the even-odd fill leaves out.
        let half = acos(width / 2 / radius)
        let segment = radius * radius * (2 * half - sin(2 * half)) / 2
        let cut = Double.pi * radius * radius - 2 * segment
        let outline = clip.signedArea - Double.pi * pow(0.3345 * 72, 2)
        #expect(abs(outline - cut) < 0.002 * cut, "\(outline) against \(cut)")
    }

    /// Rayfilm 7001's template (gLabels' library) puts 33 of its 39 labels below the paper: the rows
    /// flow over the 6 on it, page after page, and the warning names the product and the labels.
    @Test func rowsGoToTheLabelsOnThePaper() throws {
        guard !TemplateLibrary.installed.isEmpty else { return }
        let data = (1...7).map { #"{ "n": \#($0) }"# }.joined(separator: ", ")
        let spec = #"{ "pages": [ { "sheet": { "data": [ \#(data) ], "template": "Rayfilm 7001", "cell": { "text": "L{n}", "padding": 0 } } } ] }"#
        let result = SpecLoader.load(text: spec, file: "s.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        #expect(
            result.diagnostics.filter { $0.severity == .warning }.map(\.message) == [
                "Rayfilm 7001 places labels 7-39 of 39 off its A4 paper (210 x 297 mm): rows go to the 6 labels on it instead"
            ])
        #expect(document.pages.count == 2)
        let mm = 72 / 25.4
        var boxes: [String: Rect] = [:]
        for page in document.pages {
            for case .text(let text) in page.items { boxes[text.string] = text.box }
        }
        #expect(boxes.count == 7)
        for (name, x, y) in [("L1", 9.0, 12.0), ("L3", 137.0, 12.0), ("L4", 9.0, 222.0), ("L6", 137.0, 222.0), ("L7", 9.0, 12.0)] {
            #expect(approx(try #require(boxes[name], "\(name)"), Rect(x: x * mm, y: y * mm, width: 64 * mm, height: 21 * mm), tolerance: 1e-6), "\(name)")
        }
    }

    /// A CD label written in the spec: a business-card CD's box cuts its disc; a hole as wide as the disc
    /// leaves no label, and a disc narrower than its box is no business card.
    @Test func aCDLabelWrittenInTheSpecIsADiscCutToItsBox() throws {
        func load(_ label: String) -> SpecLoader.Result {
            let spec = #"""
                { "pages": [ { "sheet": { "data": [ { "n": 1 } ], "cell": { "text": "{n}" },
                  "template": { "paper": "Letter", "shape": "cd", \#(label), "layouts": [ { "columns": 1, "rows": 1, "at": ["1in", "1in"] } ] } } } ] }
                """#
            return SpecLoader.load(text: spec, file: "s.json")
        }
        let card = load(#""label": ["2.322in", "3.0615in"], "diameter": "3.0615in", "hole": "0.3345in""#)
        let sheet = try #require(card.document?.pages.first, "\(card.diagnostics)")
        let clip = try #require(sheet.items.compactMap { if case .group(let group) = $0 { group.clip } else { nil } }.first)
        #expect(approx(clip.bounds, Rect(x: 72, y: 72, width: 2.322 * 72, height: 3.0615 * 72), tolerance: 1e-6), "\(clip.bounds)")
        #expect(
            load(#""label": ["4in", "4in"], "hole": "2in""#).diagnostics.map(\.message) == ["the hole is as wide as the disc, which leaves no label"])
        #expect(
            load(#""label": ["2.322in", "3.0615in"], "diameter": "3in""#).diagnostics.map(\.message) == [
                "the disc is narrower than the label's box: its diameter is at least the box's longer side"
            ])
    }

    /// The products of gLabels' library that place labels off their paper, as the library's XML has
    /// them (each checked by hand against it: a pitch or origin mistyped, B4 meaning Japan's larger
    /// B4); any other product found here would be poster misreading the XML.
    @Test func theLibrarysProductsWithLabelsOffThePaperAreThoseItsXMLSays() throws {
        try #require(!TemplateLibrary.installed.isEmpty, "glabels-data is installed for the tests")
        let off = TemplateLibrary.installed.filter { $0.labelsOnPaper.count < $0.count }.map { "\($0.fullName): \($0.count - $0.labelsOnPaper.count)" }
        #expect(
            off.sorted() == [
                "Connect KF10647: 3", "Endisch B200147A5: 1", "Hisago ELM024: 4", "Hisago GB865: 9", "Hisago OP3005: 2", "Hisago OP3010: 24",
                "JAC 10542: 2", "PEARL VM-5217: 2", "PEARL VM-5517: 2", "Rayfilm 7001: 33",
            ])
    }
}
