import Foundation
import TestSupport
import Testing

/// `render --pages` decodes the figures of a sheet's rows only where they are drawn: the rows on the
/// other pages give their texts (which the run's shared caption sizes are decided from) but no code is
/// encoded for them. The pages drawn are those of a whole render, their repeated items drawn as forms
/// alike; a code no symbology holds on a page not drawn is refused by a whole render and by `check`.
@Suite struct UndrawnRowsTests {
    /// After a cover page, 12 people, 4 a page, each front followed by its back (6 pages): a QR code of the row's id, one of its
    /// group (the same at the same place on every sheet: a form), its group's name, a star for one group, a fixed text, and a
    /// caption of its name fitted with the run's.
    private func sheet(in folder: ScratchFolder, badRow: Int? = nil, backs: Bool = true, placing: String = "") throws -> String {
        var csv = "id,name,group\n"
        for k in 1...12 {
            let id = k == badRow ? String(repeating: "x", count: 3000) : "ID-\(k)"
            csv += "\(id),\(k == 7 ? "Maximiliane Oberndorfer-Wittgenstein" : "Guest \(k)"),team \(k % 4)\n"
        }
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder.path("people.csv")))
        let back = backs ? #", "back": { "caption": "{group}", "items": [ { "figure": { "kind": "code", "data": "{group}" }, "size": ["50%", "50%"] } ] }"# : ""
        let spec = #"""
            { "version": 1, "page": { "size": "A6" }, "pages": [ { "cells": [ { "text": "Cover" } ] }, { "sheet": { "data": "people.csv", "grid": { "columns": 2, "rows": 2 },
              "cell": { "caption": "{name}", "items": [
                { "figure": { "kind": "code", "correction": "H", "data": "{id}" }, "size": ["45%", "45%"] },
                { "figure": { "kind": "code", "data": "{group}" }, "at": ["50%", "0%"], "size": ["45%", "45%"] },
                { "text": "{group}", "at": ["0%", "50%"], "size": ["45%", "20%"] },
                { "figure": { "kind": "star", "points": 5 }, "at": ["50%", "50%"], "size": ["20%", "20%"], "when": { "group": "team 1" } },
                { "text": "Welcome", "at": ["50%", "75%"], "size": ["45%", "20%"] } ] }
            """# + back + placing + " } } ] }"
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("sheet.json")))
        return folder.path("sheet.json")
    }

    /// `pages` of the PDF at `path` as pdftocairo rasterises them, and how many forms they draw.
    private func drawn(_ path: String, pages: String, in folder: ScratchFolder, as name: String) throws -> (rasters: [Data?], forms: Int) {
        let part = folder.path("\(name)-part.pdf")
        _ = try ToolProcess.run(tool: "qpdf", ["--empty", "--pages", path, pages, "--", part])
        _ = try ToolProcess.run(tool: "pdftocairo", ["-png", "-r", "40", part, folder.path(name)])
        let count = try ToolProcess.run(tool: "qpdf", ["--show-npages", part]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let rasters = (1...(Int(count) ?? 0)).map { fileBytes(folder.path("\(name)-\($0).png")) }
        let objects = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", part, "-"]).stdout
        return (rasters, objects.components(separatedBy: "/Subtype /Form").count - 1)
    }

    /// The pages asked for, the pages of the PDF written, and how the sheet places its rows: after a
    /// cover page, each front followed by its back; three copies of each row from the fourth place on.
    @Test(arguments: [
        ("2-3", "1-2", ""), ("4-5", "1-2", ""), ("7", "1", ""), ("1,3,6", "1-3", ""), ("8-9", "1-2", #", "copies": 3, "start": 3"#),
        ("21", "1", #", "copies": 3, "start": 3"#),
    ])
    func theSelectedPagesAreThoseOfTheWholeRender(_ selected: String, _ written: String, _ placing: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try sheet(in: folder, placing: placing)
        let whole = try PosterProcess.run(["render", spec, "-o", folder.path("whole.pdf")])
        #expect(whole.status == 0, "\(whole.stderr)")
        let some = try PosterProcess.run(["render", spec, "-o", folder.path("some.pdf"), "--pages", selected])
        #expect(some.status == 0, "\(some.stderr)")
        let expected = try drawn(folder.path("whole.pdf"), pages: selected, in: folder, as: "expected")
        let found = try drawn(folder.path("some.pdf"), pages: written, in: folder, as: "found")
        #expect(found.rasters.count == written.split(separator: "-").compactMap { Int($0) }.last)
        #expect(found.rasters.allSatisfy { $0 != nil })
        #expect(found.rasters == expected.rasters)
        #expect(expected.forms > 0, "the group's code repeats on every sheet: drawn as a form")
        #expect(found.forms == expected.forms)
    }

    @Test func aCodeOnAPageNotDrawnIsRefusedByTheWholeRenderAndByCheck() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try sheet(in: folder, badRow: 10, backs: false)
        let message = """
            \(folder.path("people.csv")):11:1: error: row 10, column "id": cannot encode it as qr: 3000 characters (3000 bytes) are more than one qr holds at this correction (a lower one holds more)

            """
        let whole = try PosterProcess.run(["render", spec, "-o", folder.path("whole.pdf")])
        #expect(whole.status == 1)
        #expect(whole.stderr == message)
        #expect(fileBytes(folder.path("whole.pdf")) == nil)
        let check = try PosterProcess.run(["check", spec])
        #expect(check.status == 1)
        #expect(check.stderr == message)
        let third = try PosterProcess.run(["render", spec, "-o", folder.path("third.pdf"), "--pages", "4"])
        #expect(third.status == 1)
        #expect(third.stderr == message)
        let first = try PosterProcess.run(["render", spec, "-o", folder.path("first.pdf"), "--pages", "2"])
        #expect(first.status == 0, "\(first.stderr)")
        // Page 2, the sheet's first, is the page a sheet whose tenth row holds a code draws.
        let good = try sheet(in: folder, backs: false)
        let whole1 = try PosterProcess.run(["render", good, "-o", folder.path("good.pdf")])
        #expect(whole1.status == 0, "\(whole1.stderr)")
        let written = try drawn(folder.path("first.pdf"), pages: "1-z", in: folder, as: "written")
        let expected = try drawn(folder.path("good.pdf"), pages: "2", in: folder, as: "good")
        #expect(written.rasters.count == 1 && written.rasters.first != nil)
        #expect(written.rasters == expected.rasters)
    }
}
