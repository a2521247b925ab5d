import Foundation
import Geometry
import SpecModel
import TestSupport
import Testing

@Suite struct TemplatesCommandTests {
    /// Points in millimetres as the listing writes them: to a hundredth.
    private func mm(_ points: Double) -> String {
        let value = (points * 25.4 / 72 * 100).rounded() / 100
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test func listsEveryTemplateWithItsPaperGridSizesCountAndShape() throws {
        let result = try PosterProcess.run(["templates"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // The built-ins, then gLabels' library (the Makefile installs glabels-data for the tests).
        #expect(lines.count >= SheetTemplates.all.count + 1 + 1_400, "\(lines.count) lines")
        #expect(lines.first?.hasPrefix("name") == true)
        let columns = lines.map { $0.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) } }
        let rows = Dictionary(columns.dropFirst().map { ($0[0], $0) }) { first, _ in first }
        #expect(
            rows["Avery L7160"]?.prefix(9) == [
                "Avery L7160", "A4", "3 x 7", "63.5 x 38.1", "2.5 x 1.5", "21", "15.15, 7.21", "66.04 x 38.1", "rectangle, 1.76 mm corners",
            ])
        #expect(
            rows["Avery 5160"]?.prefix(9) == [
                "Avery 5160", "Letter", "3 x 10", "66.68 x 25.4", "2.625 x 1", "30", "12.7, 4.76", "69.85 x 25.4", "rectangle, 1.59 mm corners",
            ])
        #expect(rows["Avery 5164"]?.prefix(8) == ["Avery 5164", "Letter", "2 x 3", "101.6 x 84.67", "4 x 3.333", "6", "12.7, 3.97", "106.36 x 84.67"])
        #expect(
            rows["Avery 22805"]?.prefix(9) == ["Avery 22805", "Letter", "4 x 6", "38.1 x 38.1", "1.5 x 1.5", "24", "17.46, 17.46", "47.63 x 41.28", "circle"])
        #expect(
            rows["A4-2x4-badges"]?.prefix(9) == [
                "A4-2x4-badges", "A4", "2 x 4", "99.1 x 67.7", "3.902 x 2.665", "8", "13.1, 4.65", "101.6 x 67.7", "rectangle",
            ])
        // A product's other names show the geometry they place labels by: the built-in's.
        #expect(rows["Avery 7163"]?.prefix(8) == ["Avery 7163", "A4", "2 x 7", "99.1 x 38.1", "3.902 x 1.5", "14", "15.15, 4.65", "101.6 x 38.1"])
        #expect(rows["Avery 15160"]?[6...7] == ["12.7, 4.76", "69.85 x 25.4"])
        // Several layouts: each one's margins and pitch.
        let twoLayouts = try #require(TemplateLibrary.installed.first { $0.layouts.count == 2 })
        let margins = twoLayouts.layouts.map { "\(mm($0.origin.y)), \(mm($0.origin.x))" }.joined(separator: " + ")
        #expect(rows[twoLayouts.fullName]?[6] == margins, "\(twoLayouts.fullName)")
        // A single column's pitch across, or row's down, is no distance between labels.
        #expect(rows["Desmat A4ST-3CD"]?[7] == "- x 166 + - x -")
        // The built-ins come first, as they are.
        #expect(columns.dropFirst().prefix(SheetTemplates.all.count).map { $0[0] } == SheetTemplates.all.map(\.fullName))
        for template in SheetTemplates.all {
            #expect(rows[template.fullName]?.last == template.summary)
        }
        // A gLabels product, of a maker poster does not build in.
        #expect(rows["Herma 4366"]?[1] == "A4")
    }

    @Test func wordsKeepTheSheetsHoldingThemAll() throws {
        let result = try PosterProcess.run(["templates", "avery", "8160"])
        #expect(result.status == 0)
        let listed = result.stdout.split(separator: "\n").dropFirst()
        #expect(listed.count >= 2 && listed.allSatisfy { $0.lowercased().contains("avery") && $0.lowercased().contains("8160") }, "\(listed)")
        let none = try PosterProcess.run(["templates", "no-such-sheet"])
        #expect(none.status == 1)
        #expect(none.stderr == "poster templates: no sheet holds \"no-such-sheet\"\n")
    }

    @Test func aSpecsOwnTemplateFilesAreListedFirst() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let xml = """
            <Glabels-templates><Template brand="Shop" part="SL-12" size="A4" _description="Shelf labels">
            <Label-rectangle width="90mm" height="40mm" round="3mm"><Markup-margin size="2mm"/>
            <Layout nx="2" ny="6" x0="12mm" y0="20mm" dx="96mm" dy="44mm"/></Label-rectangle></Template></Glabels-templates>
            """
        try Data(xml.utf8).write(to: folder.url.appendingPathComponent("shop.xml"))
        let listed = try PosterProcess.run(["templates", "--templates", "shop.xml"], in: folder.url)
        #expect(listed.status == 0, "\(listed.stderr)")
        let rows = listed.stdout.split(separator: "\n")
        #expect(rows.count > SheetTemplates.all.count + 1)
        let first = rows.dropFirst().first.map { $0.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(first?.prefix(4) == ["Shop SL-12", "A4", "2 x 6", "90 x 40"], "\(rows.prefix(2))")
        let missing = try PosterProcess.run(["templates", "--templates", "nope.xml"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stderr == "poster templates: error: cannot read templates \"nope.xml\": no such file or folder\n")
    }

    @Test func anOwnTemplateThatCannotBePlacedIsAnErrorWhereItsFileSaysIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let xml = """
            <Glabels-templates><Template brand="Shop" part="SL-12" size="A4" _description="Shelf labels">
            <Label-round radius="20mm"><Layout nx="2" ny="6" x0="12mm" y0="-5mm" dx="96mm" dy="44mm"/></Label-round></Template></Glabels-templates>
            """
        try Data(xml.utf8).write(to: folder.url.appendingPathComponent("shop.xml"))
        let listed = try PosterProcess.run(["templates", "--templates", "shop.xml"], in: folder.url)
        #expect(listed.status == 1)
        #expect(listed.stdout.isEmpty)
        #expect(listed.stderr == "shop.xml:2:60: error: Shop SL-12: y0=\"-5mm\" is negative: the first label would start off the paper\n")
    }
}
