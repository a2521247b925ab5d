import Foundation
import TestSupport
import Testing

/// Values that come from data or from an animation are checked where they are used and reported
/// where they are written.
@Suite struct LocatedErrorTests {
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aNumberFromTheDataFillsATextField() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.write("name,year\nAlpha,1984\n", to: folder.path("rows.csv"))
        let spec = """
            { "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 },
              "cell": { "figure": { "kind": "badge", "label": "{year}" }, "caption": "{year}" } } } ] }
            """
        try Self.write(spec, to: folder.path("s.json"))
        let result = try PosterProcess.run(["render", "s.json", "-o", "s.pdf"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"])
        #expect(text.stdout.components(separatedBy: "1984").count == 3, "\(text.stdout)")
    }

    @Test func aTextMadeFromDataIsReportedInTheTemplate() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.write("name\n\(String(repeating: "x", count: 6000))\n", to: folder.path("rows.csv"))
        let spec = """
            { "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 },
              "cell": { "text": "{name} and {name}" } } } ] }
            """
        try Self.write(spec, to: folder.path("s.json"))
        let result = try PosterProcess.run(["check", "s.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "s.json:2:21: error: pages[0].sheet.cell.text: row 1, column \"name\": expected at most 10000 characters, found 12005\n")
    }

    /// A number past 2^53 is formatted as Python formats it: "d" refuses it as not whole (it is written
    /// with an exponent), named by its row and column.
    @Test func aNumberWrittenWithAnExponentIsNoWholeNumber() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.write("n\n1e300\n", to: folder.path("rows.csv"))
        let spec = #"{ "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{n:.3e} {n:,d}" } } } ] }"#
        try Self.write(spec, to: folder.path("s.json"))
        let result = try PosterProcess.run(["check", "s.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "s.json:1:102: error: pages[0].sheet.cell.text: row 1, column \"n\": {n:,d}: the format \"d\" takes a whole number, and 1e+300 is not one (\".0f\" rounds to one)\n"
        )
    }

    @Test func anAnimatedValueOutOfRangeIsReportedWhereItIsUsed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "animate": { "parameter": "step", "from": 0, "to": 70 },
              "pages": [ { "cells": [ { "figure": { "kind": "tree", "step": "{step}" } } ] } ] }
            """
        try Self.write(spec, to: folder.path("s.json"))
        let result = try PosterProcess.run(["frames", "s.json", "--fps", "2", "--duration", "1", "-o", "frames"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "s.json:2:65: error: pages[0].cells[0].figure.step: expected a number from 0 to 13, or \"auto\", found a number (70)\n")
    }
}
