import Foundation
import TestSupport
import Testing

/// The captions of a grid's row share one baseline, read back by pdftotext: a short tree's caption
/// comes down to its neighbours' instead of sitting under the tree's own ink; a row below lines up
/// its own captions on its own line.
@Suite struct CaptionBaselineTests {
    @Test func theCaptionsOfARowShareABaseline() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "A4", "margin": "15mm" }, "pages": [ { "grid": { "columns": 3, "rows": 2, "gap": "5mm" }, "cells": [
              { "figure": { "kind": "tree", "step": 5 }, "caption": "Alpha" },
              { "figure": { "kind": "carpet", "level": 2 }, "caption": "Bravo" },
              { "figure": { "kind": "polygon", "sides": 3 }, "caption": "Charlie" },
              { "figure": { "kind": "polygon", "sides": 6 }, "caption": "Delta" },
              { "figure": { "kind": "tree", "step": 3, "ratio": 0.4 }, "caption": "Echo" },
              { "figure": { "kind": "star" }, "caption": "Foxtrot" } ] } ] }
            """
        let run = try TypeScaleTests.render(spec, folder, "s.pdf")
        #expect(run.status == 0, "\(run.stderr)")
        let words = try TypeScaleTests.words(folder.path("s.pdf"))
        func baseline(_ caption: String) throws -> Double { try #require(words.first { $0.text == caption }, "\(caption) in \(words.map(\.text))").yMax }
        for row in [["Alpha", "Bravo", "Charlie"], ["Delta", "Echo", "Foxtrot"]] {
            let lines = try row.map(baseline)
            #expect(lines.allSatisfy { abs($0 - lines[0]) < 0.01 }, "\(row): \(lines)")
        }
        #expect(try baseline("Delta") > baseline("Alpha") + 100, "each row keeps its own line")
    }
}
