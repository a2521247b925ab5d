import CairoKit
import Compose
import Export
import Foundation
import TestSupport
import Testing

/// What the cells of a sheet repeat (each badge's band, title and ring) is written into its PDF once for each
/// place on a page, as a form XObject that the badge there places with one `Do`, on every page; the pages
/// rasterise (pdftocairo, 150 dpi) to the very pixels of the same sheet composed without forms (as for PNG
/// or SVG output), the PDF is the same bytes every time, and a CMYK PDF prints the forms in ink as it prints
/// the page.
@Suite struct SheetFormTests {
    /// Fourteen badges on pages of six: a band, a title and a ring the same on every badge, and each row's
    /// name; `extra` adds members to the spec.
    static func spec(_ extra: String = "") -> String {
        let rows = (1...14).map { #"{ "name": "Guest \#($0)" }"# }.joined(separator: ", ")
        return #"""
            { "title": "Badges", "page": { "size": "A4", "margin": "12mm" }, "theme": { "font": "DejaVu Sans" }\#(extra),
              "pages": [ { "sheet": { "data": [ \#(rows) ], "grid": { "columns": 2, "rows": 3, "gap": "5mm" },
                "cell": { "items": [
                  { "figure": { "kind": "rect" }, "fill": "#34495e", "size": ["100%", "22%"] },
                  { "text": { "text": "Poster Conference 2026", "size": "11pt", "weight": "bold", "color": "#ffffff" }, "size": ["100%", "22%"] },
                  { "figure": { "kind": "circle" }, "fill": "none", "stroke": "#c0392b", "lineWidth": "1.5pt", "at": ["5%", "30%"], "size": ["30%", "30%"] },
                  { "text": { "text": "{name}", "size": "14pt" }, "at": ["40%", "30%"], "size": ["55%", "20%"] }
                ] } } } ] }
            """#
    }

    /// `spec` laid out (with forms, or as for an output that draws none) and written as `name`.pdf in `folder`.
    static func written(_ spec: String, forms: Bool = true, as name: String, in folder: ScratchFolder, options: RenderOptions = RenderOptions()) throws
        -> String
    {
        var load = LoadOptions()
        load.writesPDF = forms
        let result = SpecLoader.load(text: spec, file: folder.path("\(name).json"), options: load)
        let document = try #require(result.document, "\(result.diagnostics)")
        let path = folder.path("\(name).pdf")
        var options = options
        options.cmyk = result.cmyk
        try DocumentWriter.write(document, format: .pdf, to: path, options: options)
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", path]).status == 0)
        return path
    }

    /// The objects of `pdf` as qpdf's QDF form writes them: streams uncompressed, one object after another.
    static func objects(of pdf: String, in folder: ScratchFolder) throws -> [String] {
        let qdf = folder.path(URL(fileURLWithPath: pdf).lastPathComponent + ".qdf")
        #expect(try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", pdf, qdf]).status == 0)
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: qdf)), as: UTF8.self).components(separatedBy: "endobj")
    }

    /// The data of a stream object.
    static func content(of object: String) -> String {
        guard let start = object.range(of: "stream\n"), let end = object.range(of: "endstream", range: start.upperBound..<object.endIndex) else { return "" }
        return String(object[start.upperBound..<end.lowerBound])
    }

    /// How many times `content` paints an XObject.
    static func paints(in content: String) -> Int {
        content.components(separatedBy: .whitespacesAndNewlines).filter { $0 == "Do" }.count
    }

    /// The names of the XObjects `content` paints, in order.
    static func names(in content: String) -> [String] {
        let words = content.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }
        return words.indices.dropFirst().filter { words[$0] == "Do" }.map { words[$0 - 1] }
    }

    /// The number of form XObjects, and each page's content (in page order), of the QDF objects `objects`.
    static func forms(_ objects: [String]) -> (count: Int, pages: [String]) {
        let pages = objects.filter { $0.contains("%% Contents for page") }.map(content)
        return (objects.filter { $0.contains("/Subtype /Form") }.count, pages)
    }

    @Test func eachPlaceOnAPageHasAFormThatEveryPagePlaces() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let pdf = try Self.written(Self.spec(), as: "forms", in: folder)
        let objects = try Self.objects(of: pdf, in: folder)
        let (count, pages) = Self.forms(objects)
        // A form is placed at whole points, so that its numbers plus its place are the page's own: one
        // for each of the six places of a page, whose fractions of a point differ.
        #expect(count == 6, "the band, title and ring of every badge, one form for each place on a page")
        #expect(pages.map(Self.paints) == [6, 6, 2], "one Do a badge, on every page")
        #expect(Self.names(in: pages[0]) == Self.names(in: pages[1]), "the second page places the first page's forms")
        #expect(Self.names(in: pages[2]) == Array(Self.names(in: pages[0]).prefix(2)))
        #expect(pages.allSatisfy { !$0.contains("2026") }, "the title is in the form, not on the pages")
        let form = try #require(objects.first { $0.contains("/Subtype /Form") })
        #expect(Self.content(of: form).contains("2026"))
        let unformed = Self.forms(try Self.objects(of: try Self.written(Self.spec(), forms: false, as: "plain", in: folder), in: folder))
        #expect(unformed.count == 0 && unformed.pages.map(Self.paints) == [0, 0, 0])
        #expect(unformed.pages.allSatisfy { $0.contains("2026") })
    }

    @Test func formsRasteriseToThePixelsOfTheSheetDrawnWithoutThem() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let options = RenderOptions()
        let formed = try Self.written(Self.spec(), as: "forms", in: folder, options: options)
        let plain = try Self.written(Self.spec(), forms: false, as: "plain", in: folder, options: options)
        for (pdf, name) in [(formed, "f"), (plain, "p")] {
            #expect(try ToolProcess.run(tool: "pdftocairo", ["-png", "-r", "150", pdf, folder.path(name)]).status == 0)
        }
        for page in 1...3 {
            let a = try decodedPNG(at: folder.path("f-\(page).png")), b = try decodedPNG(at: folder.path("p-\(page).png"))
            #expect(a.width == b.width && a.height == b.height)
            #expect(a.pixels == b.pixels, "page \(page): \(zip(a.pixels, b.pixels).filter { $0 != $1 }.count) pixels differ")
        }
        // The same sheet gives the same bytes.
        let again = try Self.written(Self.spec(), as: "again", in: folder, options: options)
        #expect(try Data(contentsOf: URL(fileURLWithPath: formed)) == Data(contentsOf: URL(fileURLWithPath: again)))
    }

    @Test func aTaggedPDFAFileKeepsItsStructureWithForms() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var options = RenderOptions()
        options.pdfStandard = .a2b
        let spec = Self.spec().replacingOccurrences(of: #""pages": [ { "sheet""#, with: #""pages": [ { "title": "Guests", "sheet""#)
        let objects = try Self.objects(of: try Self.written(spec, as: "archived", in: folder, options: options), in: folder)
        let (count, pages) = Self.forms(objects)
        #expect(count == 6 && pages.map(Self.paints) == [6, 6, 2])
        let all = objects.joined()
        #expect(all.contains("/StructTreeRoot") && all.contains("/S /H1"), "the pages' titles are still tagged")
        #expect(all.contains("/GTS_PDFA1"), "with the output intent of PDF/A")
        #expect(pages.allSatisfy { $0.contains("/H1") }, "every page marks its title")
    }

    @Test func aCMYKPDFPrintsItsFormsInInk() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let pdf = try Self.written(Self.spec(#", "print": { "color": "cmyk" }"#), as: "cmyk", in: folder)
        let objects = try Self.objects(of: pdf, in: folder)
        let form = Self.content(of: try #require(objects.first { $0.contains("/Subtype /Form") }))
        let operators = Set(form.components(separatedBy: .whitespacesAndNewlines))
        #expect(operators.contains("k") && operators.contains("K"), "the band and the ring in CMYK")
        #expect(operators.isDisjoint(with: ["rg", "RG", "sc", "scn", "cs"]), "no RGB colour left in the form")
        #expect(Self.forms(objects).pages.map(Self.paints) == [6, 6, 2])
    }
}
