import Foundation
import TestSupport
import Testing

@Suite struct CheckTests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts")
    static let invalid = repositoryRoot.appendingPathComponent("Tests/Fixtures/invalid")

    @Test func validSpecGetsASummary() throws {
        let result = try PosterProcess.run(["check", "default.json"], in: Self.layouts)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("default.json: ok: 1 page, 9 figures, about "))
    }

    @Test func invalidSpecPrintsEveryProblem() throws {
        let result = try PosterProcess.run(["check", "unknown-keys.json"], in: Self.invalid)
        #expect(result.status == 1)
        #expect(result.stderr == (try String(contentsOf: Self.invalid.appendingPathComponent("unknown-keys.stderr"), encoding: .utf8)))
        #expect(result.stdout.isEmpty)
    }

    @Test func budgetCanBeRaised() throws {
        let refused = try PosterProcess.run(["check", "over-budget.json"], in: Self.invalid)
        #expect(refused.status == 1)
        let allowed = try PosterProcess.run(["check", "over-budget.json", "--max-elements", "40000000"], in: Self.invalid)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout.contains("about 33,554,459 elements"))
    }

    @Test func detailTooFineForTheResolutionIsAWarning() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "100pt x 100pt", "margin": 0 },
              "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 6 } } ] } ] }
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("fine.json")))
        let result = try PosterProcess.run(["check", "fine.json", "--dpi", "72"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "fine.json:2:27: warning: pages[0].cells[0]: at 72 dpi the finest detail of this figure is 0.04 px: it will not show\n")
        #expect(result.stdout.hasSuffix("1 warning\n"))
    }

    /// The carpet's finest detail is the space between its leaves (the holes), narrower than a leaf: at
    /// level 5 in a 364-point cell at 72 dpi it is 0.44 px, and the carpet fades to a wash.
    @Test func aCarpetWhoseHolesCloseIsWarnedAbout() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"{ "page": { "size": "364pt x 364pt", "margin": 0 }, "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 5 } } ] } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("wash.json")))
        let result = try PosterProcess.run(["render", "wash.json", "-o", "wash.png", "--dpi", "72"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "wash.json:1:77: warning: pages[0].cells[0]: at 72 dpi the finest detail of this figure is 0.44 px: it will not show\n")
    }
}
