import Foundation
import TestSupport
import Testing

/// `lsystem` and `ifs` through the CLI: the same seed writes the same bytes in every format, errors are
/// located where they are written, the element budget refuses a spec before anything is rewritten, and
/// sweeps and sheets fill their numbers as other kinds' parameters.
@Suite struct FractalKindsTests {
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test(arguments: ["png", "pdf", "svg"])
    func theSameSeedWritesTheSameBytes(_ format: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let draws: [(name: String, arguments: [String])] = [
            ("bush-a", ["lsystem", "--param", "preset=bush", "--param", "seed=7", "--param", "colors=depth"]),
            ("bush-b", ["lsystem", "--param", "preset=bush", "--param", "seed=7", "--param", "colors=depth"]),
            ("bush-c", ["lsystem", "--param", "preset=bush", "--param", "seed=8", "--param", "colors=depth"]),
            ("chaos-a", ["ifs", "--param", "mode=chaos", "--param", "points=5000", "--param", "seed=3"]),
            ("chaos-b", ["ifs", "--param", "mode=chaos", "--param", "points=5000", "--param", "seed=3"]),
            ("chaos-c", ["ifs", "--param", "mode=chaos", "--param", "points=5000", "--param", "seed=4"]),
        ]
        for draw in draws {
            let result = try PosterProcess.run(["draw"] + draw.arguments + ["--size", "200", "--dpi", "72", "-o", "\(draw.name).\(format)"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try outputProblems(folder.path("\(draw.name).\(format)")) == [])
        }
        for figure in ["bush", "chaos"] {
            let (a, b, c) = (
                Self.bytes(folder.path("\(figure)-a.\(format)")), Self.bytes(folder.path("\(figure)-b.\(format)")),
                Self.bytes(folder.path("\(figure)-c.\(format)"))
            )
            #expect(a != nil && a == b, "\(figure)")
            #expect(a != c, "\(figure)")
        }
    }

    @Test func errorsAreLocatedWhereTheyAreWritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "pages": [ { "cells": [
              { "figure": { "kind": "lsystem", "preset": "kock" } },
              { "figure": { "kind": "lsystem", "axiom": "F\\u00e9F" } },
              { "figure": { "kind": "lsystem", "rules": { "FF": "F+F" } } },
              { "figure": { "kind": "ifs", "maps": [[0.5, 0, 0, 0.5, 0, 0], { "scale": [1.5, 0.5] }] } },
              { "figure": { "kind": "ifs", "maps": [[0.5, 0, 0, 0.5, 0, 0, 0]] } }
            ] } ] }
            """
        try Self.write(spec, to: folder.path("bad.json"))
        let result = try PosterProcess.run(["render", "bad.json", "-o", "bad.pdf"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.split(separator: "\n").map(String.init) == [
                "bad.json:2:46: error: pages[0].cells[0].figure.preset: unknown value \"kock\": expected one of \"koch\", \"snowflake\", \"dragon\", \"hilbert\", \"peano\", \"gosper\", \"levy\", \"sierpinski-arrowhead\", \"sierpinski-triangle\", \"plant\", \"bush\", \"koch-island\" (did you mean \"koch\"?)",
                "bad.json:3:45: error: pages[0].cells[1].figure.axiom: expected turtle symbols (printable ASCII characters), 1 to 1000: character 2, \"é\", is not a turtle symbol",
                "bad.json:4:47: error: pages[0].cells[2].figure.rules.FF: a rule's key is one symbol, a printable ASCII character other than the space: found \"FF\"",
                "bad.json:5:65: error: pages[0].cells[3].figure.maps[1]: this map does not shrink (it stretches lengths by up to 1.5): its copies would never get smaller; give every map a stretch under 1, or a whole number depth",
                "bad.json:6:64: error: pages[0].cells[4].figure.maps[0][6]: expected a number from 0.001 to 1000000, found a number (0)",
            ], "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("bad.pdf")))

        // A whole number depth draws maps that do not shrink.
        let fixed = try PosterProcess.run(
            ["draw", "ifs", "--param", #"maps=[{"scale": [1.5, 0.5]}, [0.5, 0, 0, 0.5, 1, 0]]"#, "--param", "depth=3", "-o", "ok.svg"], in: folder.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
    }

    /// The segments are counted from the rules: Koch 12 is 4^12 segments, refused by a budget of a million
    /// in a moment, with nothing written.
    @Test func theBudgetRefusesBeforeRewriting() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.write(#"{ "pages": [ { "cells": [ { "figure": { "kind": "lsystem", "iterations": 12 } } ] } ] }"#, to: folder.path("big.json"))
        let refused = try PosterProcess.run(["render", "big.json", "-o", "big.png", "--max-elements", "1000000"], in: folder.url, timeout: 20)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "big.json:1:27: error: pages[0].cells[0]: the spec would draw about 16,777,216 elements, over the budget of 1,000,000 (raise it with --max-elements); this figure alone draws 16,777,216\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.path("big.png")))
        let drawn = try PosterProcess.run(["draw", "lsystem", "--param", "iterations=32", "-o", "huge.pdf"], in: folder.url, timeout: 20)
        #expect(drawn.status == 64)
        #expect(drawn.stderr.contains("this figure would draw about 9,223,372,036,854,775,807 elements, over the budget of 20,000,000"), "\(drawn.stderr)")
    }

    /// "auto" reports the iterations it chose, and draws the same bytes as those iterations written.
    @Test(arguments: [("lsystem", "iterations", "png"), ("lsystem", "iterations", "svg"), ("ifs", "depth", "pdf")])
    func automaticDepthDrawsWhatItReports(_ kind: String, _ parameter: String, _ format: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let preset = kind == "ifs" ? ["--param", "preset=sierpinski"] : []
        let auto = try PosterProcess.run(["draw", kind, "--param", "\(parameter)=auto", "--dpi", "72", "-o", "auto.\(format)"] + preset, in: folder.url)
        #expect(auto.status == 0, "\(auto.stderr)")
        let depth = try AutomaticDepthTests.chosen(parameter, in: auto.stderr)
        // Koch: a step of 470 / 3^n points at least 1 px at 72 dpi (5), or 0.1 mm (6).
        if kind == "lsystem" { #expect(depth == (format == "png" ? 5 : 6)) }
        let fixed = try PosterProcess.run(["draw", kind, "--param", "\(parameter)=\(depth)", "--dpi", "72", "-o", "fixed.\(format)"] + preset, in: folder.url)
        #expect(fixed.status == 0)
        if kind == "lsystem" { #expect(Self.bytes(folder.path("auto.\(format)")) == Self.bytes(folder.path("fixed.\(format)"))) }
    }

    /// A sweep fills iterations and angle as it fills any kind's numbers: Koch 1 to 4 is 4 + 16 + 64 + 256 segments.
    @Test func sweepsFillIterationsAndAngles() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "pages": [ { "grid": { "columns": 4, "rows": 1 }, "sweep": { "count": 4, "cell": { "figure": {
              "kind": "lsystem", "iterations": { "from": 1, "to": 4 }, "angle": { "from": 60, "to": 85 } } } } } ] }
            """
        try Self.write(spec, to: folder.path("sweep.json"))
        let check = try PosterProcess.run(["check", "sweep.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "sweep.json: ok: 1 page, 4 figures, about 340 elements, 0 warnings\n")
        let render = try PosterProcess.run(["render", "sweep.json", "-o", "sweep.svg"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try outputProblems(folder.path("sweep.svg")) == [])
    }

    /// A sheet's data fills presets and iterations: Koch 2 and Hilbert 3 are 16 and 63 segments.
    @Test func sheetsFillPresetsAndIterationsFromTheirData() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.write("name,n\nkoch,2\nhilbert,3\n", to: folder.path("rows.csv"))
        let spec = """
            { "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 2, "rows": 1 },
              "cell": { "figure": { "kind": "lsystem", "preset": "{name}", "iterations": "{n}" }, "caption": "{name} {n}" } } } ] }
            """
        try Self.write(spec, to: folder.path("sheet.json"))
        let check = try PosterProcess.run(["check", "sheet.json"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "sheet.json: ok: 1 page, 2 figures, about 79 elements, 0 warnings\n")
    }
}
