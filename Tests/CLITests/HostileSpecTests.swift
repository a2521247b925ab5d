import Foundation
import TestSupport
import Testing

/// Specs and data made to hang poster or take it down are answered at once: a located error, or the
/// work done, never a signal. Each run is killed after 300 seconds (a hang), which fails its test.
@Suite struct HostileSpecTests {
    static func run(_ spec: Any, _ arguments: [String] = ["check"], files: [String: Data] = [:]) throws -> (PosterProcess.Outcome, ScratchFolder) {
        let folder = try ScratchFolder()
        try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: folder.path("spec.json")))
        for (name, data) in files { try data.write(to: URL(fileURLWithPath: folder.path(name))) }
        let run = try PosterProcess.run(arguments.prefix(1) + [folder.path("spec.json")] + arguments.dropFirst(), in: folder.url, timeout: 300)
        return (run, folder)
    }

    static func page(_ cells: [Any], columns: Int = 1, size: String = "A4") -> [String: Any] {
        ["page": ["size": size], "pages": [["grid": ["columns": columns], "cells": cells]]]
    }

    @Test func tenThousandSpansEachAtItsOwnSizeAreRefused() throws {
        let spans = (0..<10_000).map { ["text": "a", "size": "\(4 + Double($0 % 9000) / 100)pt"] }
        let (run, folder) = try Self.run(Self.page([["text": spans]]), ["render", "-o", "out.pdf"])
        defer { folder.remove() }
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("error: pages[0].cells[0].text: a document may set text in at most 256 fonts"), "\(run.stderr.prefix(600))")
        #expect(run.stderr.contains("its spans come in 9,000 sizes"), "\(run.stderr.prefix(600))")
        #expect(!folder.files.contains("out.pdf"))
    }

    @Test func tenThousandMissingFontsAreRefusedPastTheBudget() throws {
        let cells = (0..<10_000).map { ["text": ["text": "x", "font": "No Such Font \($0)"]] }
        let (run, folder) = try Self.run(Self.page(cells, columns: 100, size: "A0"))
        defer { folder.remove() }
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].contains("pages[0].cells[256].text: a document may set text in at most 256 fonts"), "\(errors)")
    }

    @Test func hugeSpansAndHundredThousandCellsArePlaced() throws {
        let tall = (0..<30).map { _ in ["text": "x", "span": [1000, 1000]] as [String: Any] }
        let (a, first) = try Self.run(Self.page(tall, columns: 1000))
        first.remove()
        #expect(a.status == 0, "\(a.stderr)")
        let many = [[String: Any]](repeating: ["figure": ["kind": "rect"]], count: 100_000)
        let (b, second) = try Self.run(Self.page(many, columns: 1000, size: "A0"))
        second.remove()
        #expect(b.status == 0, "\(b.stderr)")
        #expect(b.stdout.contains("ok: 1 page, 100000 figures"), "\(b.stdout)")
    }

    @Test func aFiftyMegabyteQuotedFieldIsRefusedWhereItIs() throws {
        var csv = Data("name,park\n\"".utf8)
        csv.append(Data(repeating: UInt8(ascii: "x"), count: 50_000_000))
        csv.append(Data("\",p\n".utf8))
        let spec: [String: Any] = ["pages": [["sheet": ["data": "big.csv", "grid": ["columns": 2, "rows": 2], "cell": ["text": "{name}"]]]]]
        let (run, folder) = try Self.run(spec, files: ["big.csv": csv])
        defer { folder.remove() }
        #expect(run.status == 1)
        #expect(run.stderr.contains("big.csv:2:1: error: row 1, column \"name\": expected at most 10000 characters, found 50000000"), "\(run.stderr)")
    }

    /// An overlap 2e-6 pt short of the printed width asks for 7 billion sheets a side: refused, not a trap.
    @Test func anOverlapAHairUnderThePrintedWidthIsRefused() throws {
        let page: [String: Any] = ["page": ["size": "14400pt x 14400pt", "margin": 0], "pages": [["cells": [["figure": ["kind": "polygon"]]]]]]
        let (cli, first) = try Self.run(
            page, ["render", "-o", "out.pdf", "--tile", "110pt x 110pt", "--tile-margin", "5pt", "--overlap", "99.999998pt", "--no-tile-marks"])
        defer { first.remove() }
        #expect(cli.status == 64, "\(cli.stderr)")
        #expect(cli.stderr.contains("takes 7,150,000,012 x 7,150,000,012 sheets"), "\(cli.stderr)")
        #expect(!first.files.contains("out.pdf"))
        var spec = page
        spec["print"] = ["tile": ["paper": "110pt x 110pt", "margin": "5pt", "overlap": "99.999998pt", "marks": false]]
        let (check, second) = try Self.run(spec)
        defer { second.remove() }
        #expect(check.status == 1)
        #expect(check.stderr.contains("error: print.tile.paper: a 5080 x 5080 mm poster takes 7,150,000,012 x 7,150,000,012 sheets"), "\(check.stderr)")
    }
}
