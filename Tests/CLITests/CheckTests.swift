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
        #expect(result.stdout == "unknown-keys.json: failed: 5 errors, 0 warnings\n")
    }

    /// `--exclude` leaves files of a folder out, as a gallery's does (check had no such option).
    @Test func excludeLeavesSpecsOfAFolderOut() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("drafts"), withIntermediateDirectories: true)
        let good = #"{ "version": 1, "pages": [ { "cells": [ { "text": "x" } ] } ] }"#
        try good.write(toFile: folder.path("a.json"), atomically: true, encoding: .utf8)
        try #"{ "version": 1, "pages": [ { "cels": [] } ] }"#.write(toFile: folder.path("drafts/b.json"), atomically: true, encoding: .utf8)
        let all = try PosterProcess.run(["check", "."], in: folder.url)
        #expect(all.status == 1 && all.stdout.contains("2 specs: 1 ok, 1 failed"), "\(all.stdout)")
        let kept = try PosterProcess.run(["check", ".", "--exclude", "drafts/"], in: folder.url)
        #expect(kept.status == 0 && kept.stdout.contains("1 spec: 1 ok, 0 failed"), "\(kept.stdout)\(kept.stderr)")
    }

    /// What `frames` refuses, `check` refuses too (it passed them, and a gallery showed them as ok): a
    /// value frames take that the spec cannot (a polygon's sides between whole numbers, the value said)
    /// and a page the spec does not have.
    @Test func checkRefusesWhatFramesRefuses() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            #"{ "version": 1, "page": { "size": "A6" }, "animate": { "parameter": "n", "from": 3, "to": 8 }, "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": "{n}" } } ] } ] }"#
        try spec.write(toFile: folder.path("sides.json"), atomically: true, encoding: .utf8)
        try spec.replacingOccurrences(of: #""from": 3, "to": 8"#, with: #""from": 3, "to": 6, "page": 99"#).replacingOccurrences(of: #""{n}""#, with: "5")
            .write(toFile: folder.path("page.json"), atomically: true, encoding: .utf8)
        let sides = try PosterProcess.run(["check", "sides.json"], in: folder.url)
        #expect(sides.status == 1)
        #expect(
            sides.stderr
                == "sides.json:1:162: error: pages[0].cells[0].figure.sides: {n} at 4.85, as a frame takes it: expected a whole number from 3 to 64, found a number (4.85)\n",
            "\(sides.stderr)")
        let page = try PosterProcess.run(["check", "page.json"], in: folder.url)
        #expect(page.status == 1 && page.stderr == "page.json:1:102: error: animate.page: page 99 does not exist; the spec has 1\n", "\(page.stderr)")
        let frames = try PosterProcess.run(["frames", "sides.json", "-o", "f", "--fps", "4", "--duration", "1"], in: folder.url)
        #expect(frames.status == 1)
        // A whole range is valid for both.
        try spec.replacingOccurrences(of: #""sides": "{n}""#, with: #""sides": 5, "angle": "{n}""#).write(
            toFile: folder.path("turn.json"), atomically: true, encoding: .utf8)
        let turn = try PosterProcess.run(["check", "turn.json"], in: folder.url)
        #expect(turn.status == 0, "\(turn.stderr)")
    }

    /// A spec that is not UTF-8 is told where: the line and column of the first byte that is not, and the byte.
    @Test func aSpecThatIsNotUTF8IsLocated() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(Array("{ \"version\": 1,\n  \"pages\": [ { \"cells\": [ { \"text\": \"caf".utf8) + [0xE9] + Array("\" } ] } ] }".utf8)).write(
            to: folder.url.appendingPathComponent("latin.json"))
        let run = try PosterProcess.run(["check", "latin.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr == "latin.json:2:41: error: the file is not UTF-8 text: byte 0xE9 here is not UTF-8 (save the file as UTF-8)\n", "\(run.stderr)")
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

    /// Every problem of a sweep's cell at once, each with its place and JSON path: an unknown key beside a
    /// sweep that cannot be read, values out of range in some cells; and the summary counts them.
    @Test func aSweepsProblemsAreAllReportedWithTheirPaths() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "pages": [ { "grid": { "columns": 3 }, "sweep": { "count": 3,
              "cell": { "figure": { "kind": "carpet", "levl": 2, "level": { "from": 1, "to": 12 }, "angle": { "from": 0, "to": 40, "curve": "bogus" } } } } } ] }
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("sweep.json")))
        let result = try PosterProcess.run(["check", "sweep.json"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.stderr)")
        #expect(lines[0] == #"sweep.json:2:43: error: pages[0].sweep.cell.figure.levl: unknown key "levl" (did you mean "level"?)"#)
        #expect(
            lines[1]
                == #"sweep.json:2:63: error: pages[0].sweep.cell.figure.level: cell 2, "level": expected a whole number from 0 to 8, or "auto", found a number (6.5)"#
        )
        #expect(
            lines[2]
                == #"sweep.json:2:63: error: pages[0].sweep.cell.figure.level: cell 3, "level": expected a whole number from 0 to 8, or "auto", found a number (12)"#
        )
        #expect(lines[3].hasPrefix(#"sweep.json:2:129: error: pages[0].sweep.cell.figure.angle.curve: expected a timing curve"#))
        #expect(result.stdout == "sweep.json: failed: 4 errors, 0 warnings\n")
    }

    @Test func aSweepValueOutOfRangeNamesItsCellAndPath() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "pages": [ { "grid": { "columns": 3 }, "sweep": { "count": 3,
              "cell": { "figure": { "kind": "carpet", "level": { "from": 1, "to": 12 } } } } } ] }
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("range.json")))
        let result = try PosterProcess.run(["check", "range.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                range.json:2:52: error: pages[0].sweep.cell.figure.level: cell 2, "level": expected a whole number from 0 to 8, or "auto", found a number (6.5)
                range.json:2:52: error: pages[0].sweep.cell.figure.level: cell 3, "level": expected a whole number from 0 to 8, or "auto", found a number (12)

                """)
        #expect(result.stdout == "range.json: failed: 2 errors, 0 warnings\n")
    }
}
