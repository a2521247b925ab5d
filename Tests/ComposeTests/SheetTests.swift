import Compose
import Foundation
import Geometry
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

@Suite struct SheetTests {
    /// A folder holding `data.csv` with `count` rows and `spec.json` whose sheet reads it.
    private func spec(rows count: Int, sheet extra: String = "", badRow: Int? = nil) throws -> (ScratchFolder, String) {
        let folder = try ScratchFolder()
        var csv = "name,symbols\n"
        for i in 1...count { csv += "Landmark \(i),\(i == badRow ? "many" : String(1 + i % 12))\n" }
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder.path("data.csv")))
        let json = """
            { "page": { "size": "A4", "margin": 0 },
              "pages": [ { "sheet": { "data": "data.csv", "grid": { "columns": 3, "rows": 4 }\(extra),
                "cell": { "figure": { "kind": "badge", "symbols": "{symbols}", "label": "{name}" } } } } ] }
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder.path("spec.json")))
        return (folder, folder.path("spec.json"))
    }

    private func labels(_ page: Page) -> [String] {
        page.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    /// Where each badge is: the badge symbol's square, placed.
    private func badgeCentres(_ page: Page) -> [Point] {
        page.items.compactMap { item -> Point? in
            guard case .instances(let badge) = item, let place = badge.transforms.first else { return nil }
            return place.apply(badge.symbol.bounds.center)
        }
    }

    @Test func fortyRowsOnTwelvePerPageMakeFourPages() throws {
        let (folder, path) = try spec(rows: 40)
        defer { folder.remove() }
        let result = SpecLoader.load(path: path)
        let document = try #require(result.document, "\(result.diagnostics)")
        #expect(document.pages.count == 4)
        #expect(document.pages.map { labels($0).count } == [12, 12, 12, 4])
        #expect(labels(document.pages[3]) == ["Landmark 37", "Landmark 38", "Landmark 39", "Landmark 40"])
    }

    @Test func startShiftsEveryBadgeByThatManyPositions() throws {
        let (plainFolder, plain) = try spec(rows: 12)
        defer { plainFolder.remove() }
        let (shiftedFolder, shifted) = try spec(rows: 10, sheet: #", "start": 5"#)
        defer { shiftedFolder.remove() }
        let a = try #require(SpecLoader.load(path: plain).document)
        let b = try #require(SpecLoader.load(path: shifted).document)
        let positions = badgeCentres(a.pages[0])
        let shiftedPositions = b.pages.flatMap(badgeCentres)
        try #require(positions.count == 12 && shiftedPositions.count == 10 && b.pages.count == 2)
        // Badge k now sits where badge k + 5 sat: the first seven on page 1, the last three on page 2.
        for k in 0..<7 { #expect(approx(shiftedPositions[k], positions[k + 5])) }
        for k in 7..<10 { #expect(approx(shiftedPositions[k], positions[k - 7])) }
        #expect(labels(b.pages[0]).first == "Landmark 1")
    }

    @Test func badRowIsReportedWithItsRowAndColumnAndNothingIsMade() throws {
        let (folder, path) = try spec(rows: 20, badRow: 7)
        defer { folder.remove() }
        let result = SpecLoader.load(path: path, displayName: "spec.json")
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(folder.path("data.csv")):8:2: error: row 7, column \"symbols\": expected a whole number from 1 to 64, found a string (\"many\")"
            ])
    }

    @Test func copiesSortFilterAndBacks() throws {
        let (folder, path) = try spec(rows: 5, sheet: #", "copies": 2, "sort": "-name", "filter": { "symbols": 3 }, "back": { "text": "back of {name}" }"#)
        defer { folder.remove() }
        let document = try #require(SpecLoader.load(path: path).document)
        // Only "Landmark 2" has 3 symbols (1 + 2 % 12); two copies; a back page follows the front.
        #expect(document.pages.count == 2)
        #expect(labels(document.pages[0]) == ["Landmark 2", "Landmark 2"])
        #expect(labels(document.pages[1]) == ["back of Landmark 2", "back of Landmark 2"])
        // The back mirrors the columns: its first cell is on the right.
        let front = document.pages[0].items.compactMap { if case .text(let t) = $0 { t.box } else { nil } }
        let back = document.pages[1].items.compactMap { if case .text(let t) = $0 { t.box } else { nil } }
        #expect(back[0].minX > front[0].minX)
    }

    @Test func unknownColumnsAreReportedAtTheTemplate() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let json = #"{ "pages": [ { "sheet": { "data": [ { "name": "a" } ], "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{nmae}" } } } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(
            result.diagnostics.map(\.description) == [
                "s.json:1:111: error: pages[0].sheet.cell.text: unknown column \"nmae\" (did you mean \"name\"?); the data has \"name\""
            ])
    }

    @Test(arguments: [
        ("{n:.2f}", "3.14"), ("{n:.0f}", "3"), ("{big:08d}", "01234567"), ("{big:,}", "1,234,567"), ("{big:,.1f}", "1,234,567.0"),
        ("{{n}} = {n}", "{n} = 3.14159"), ("{s:>6}", "  text"), ("{n:,}", "3.14159"),
    ])
    func placeholdersFormatNumbers(_ sample: (String, String)) throws {
        let filled = try Placeholders(columns: ["n", "big", "s"]).fill(
            SpecNode(.string(sample.0)), at: .root,
            with: ["n": SpecNode(.number(3.14159)), "big": SpecNode(.string("1234567")), "s": SpecNode(.string("text"))])
        #expect(filled.node.value == .string(sample.1))
    }

    /// Python refuses these, and so does a placeholder: a whole-number format of a fraction, a number
    /// format of text; the message names the placeholder and why.
    @Test(arguments: [
        ("{n:d}", "{n:d}: the format \"d\" takes a whole number, and 3.14159 is not one (\".0f\" rounds to one)"),
        ("{s:.2f}", "{s:.2f}: the format \"f\" is for numbers, and \"text\" is text"),
        ("{big:.2}", "{big:.2}: a whole number takes no precision without a type: \".2f\" sets 2 decimals"),
    ])
    func placeholdersRefuseWhatPythonRefuses(_ sample: (String, String)) throws {
        let refusal = #expect(throws: Placeholders.Refusal.self) {
            try Placeholders(columns: ["n", "big", "s"]).fill(
                SpecNode(.string(sample.0)), at: .root,
                with: ["n": SpecNode(.number(3.14159)), "big": SpecNode(.string("1234567")), "s": SpecNode(.string("text"))])
        }
        #expect(refusal?.message == sample.1)
    }

    /// A row whose value a format cannot set is an error naming the row and column; the other rows are set.
    @Test func aRowAFormatCannotSetIsNamed() throws {
        let json =
            #"{ "pages": [ { "sheet": { "data": [ { "n": 2 }, { "n": 2.5 }, { "n": 3 } ], "grid": { "columns": 3, "rows": 1 }, "cell": { "text": "No. {n:03d}" } } } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "s.json:1:132: error: pages[0].sheet.cell.text: row 2, column \"n\": {n:03d}: the format \"d\" takes a whole number, and 2.5 is not one (\".0f\" rounds to one)"
            ])
    }

    @Test func aWholePlaceholderKeepsTheValuesType() throws {
        let filled = try Placeholders(columns: ["n", "flag", "s"]).fill(
            SpecNode(.array([SpecNode(.string("{n}")), SpecNode(.string("{flag}")), SpecNode(.string("{s}"))])), at: .root,
            with: ["n": SpecNode(.string("12")), "flag": SpecNode(.string("true")), "s": SpecNode(.string("12 km"))])
        guard case .array(let items) = filled.node.value else {
            Issue.record("not an array")
            return
        }
        #expect(items.map(\.value) == [SpecNode.Value.number(12), .bool(true), .string("12 km")])
    }
}

@Suite struct TemplateSheetTests {
    private func load(rows: Int, template: String, cell: String) throws -> SpecLoader.Result {
        let data = (1...rows).map { #"{ "name": "Guest \#($0)" }"# }.joined(separator: ", ")
        return SpecLoader.load(
            text: #"{ "pages": [ { "title": "ignored on label pages", "sheet": { "data": [\#(data)], "template": "\#(template)", "cell": \#(cell) } } ] }"#,
            file: "t.json")
    }

    @Test func rowsFillTheTemplatesLabelsPageByPage() throws {
        let result = try load(rows: 40, template: "L7160", cell: #"{ "text": "{name}" }"#)
        let document = try #require(result.document, "\(result.diagnostics)")
        let sheet = try #require(SheetTemplates.named("L7160"))
        #expect(document.pages.count == 2)
        #expect(document.pages.allSatisfy { $0.size == sheet.paper })
        let boxes = document.pages[1].items.compactMap { if case .text(let t) = $0 { t.box } else { nil } }
        #expect(boxes.count == 19)
        // Each text fills its label inside the template's markup margin: the first on page 2 is on the
        // first label of the sheet.
        let first = sheet.labelFrames(onPage: Rect(origin: .zero, size: sheet.paper))[0]
        #expect(sheet.markup == 5)
        #expect(boxes.first == first.inset(by: sheet.markup))
    }

    @Test func textTooTallForTheLabelIsRefusedBeforeRendering() throws {
        let result = try load(rows: 3, template: "L7160", cell: #"{ "text": { "text": "{name}", "size": "100pt" } }"#)
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "this cell does not fit a label of L7160: its text needs 120pt of height, the label is 108pt high, 98pt inside its 5pt margin"
            ])
        #expect(result.diagnostics.first?.path?.description == "pages[0].sheet.cell")
    }

    /// The pages a sheet fills are counted before any is made: fronts from the first free position, and
    /// a back after each.
    @Test func aSheetOverThePageLimitIsRefusedWithItsCount() throws {
        let rows = (1...5001).map { #"{ "n": "\#($0)" }"# }.joined(separator: ",")
        let json =
            #"{ "pages": [ { "sheet": { "data": [ \#(rows) ], "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{n}" }, "back": { "text": "{n}" } } } ] }"#
        let result = SpecLoader.load(text: json, file: "s.json")
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.message) == ["the sheets make 10002 pages, more than the 10000 a spec may have"])
        let fits = json.replacingOccurrences(of: #""rows": 1 }"#, with: #""rows": 2 }, "start": 1"#)
        let loaded = SpecLoader.load(text: fits, file: "s.json", options: LoadOptions())
        #expect(loaded.summary?.pages == 2 * 2501, "\(loaded.diagnostics.prefix(3))")
    }
}
