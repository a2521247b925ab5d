import Foundation
import TestSupport
import Testing

/// `poster gallery --compare BASE` as CI runs it: the line in the log, the Markdown summary written where
/// `--summary` says or appended to `$GITHUB_STEP_SUMMARY`, the same comparison from a merged gallery,
/// and a command line that cannot work refused before anything is written.
@Suite struct GalleryCompareCLITests {
    /// A folder `specs/` of one-page specs, each a 1-inch page of one colour.
    static func folder(_ colours: [String: String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try write(colours, in: folder)
        return folder
    }

    static func write(_ colours: [String: String], in folder: ScratchFolder) throws {
        for (name, colour) in colours {
            let spec = #"{ "version": 1, "page": { "size": "1in x 1in", "margin": 0, "background": "\#(colour)" }, "pages": [ {} ] }"#
            try Data(spec.utf8).write(to: folder.url.appendingPathComponent("specs/\(name)"))
        }
    }

    static func gallery(_ arguments: [String], in folder: ScratchFolder, environment: [String: String] = [:]) throws -> PosterProcess.Outcome {
        try PosterProcess.run(["gallery"] + arguments + ["--dpi", "20", "--thumb-size", "16"], in: folder.url, environment: environment)
    }

    @Test func theLogLineAndTheMarkdownSummary() throws {
        let folder = try Self.folder(["a.json": "#ff0000", "b.json": "#00ff00", "c.json": "#0000ff"])
        defer { folder.remove() }
        #expect(try Self.gallery(["specs", "-o", "base"], in: folder).status == 0)
        try Self.write(["a.json": "#ffff00", "d.json": "#000000"], in: folder)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("specs/b.json"))

        let run = try Self.gallery(["specs", "-o", "out", "--compare", "base", "--summary", "changes.md"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").last == "gallery: 1 changed, 1 new, 1 removed, 1 unchanged")
        let markdown = try String(contentsOf: folder.url.appendingPathComponent("changes.md"), encoding: .utf8)
        #expect(
            markdown == """
                ### Gallery changes

                1 changed, 1 new, 1 removed, 1 unchanged against `base`.

                | Spec | Status | Pages |
                | --- | --- | --- |
                | `a.json` | changed | page 1: 100.00 % of pixels changed |
                | `d.json` | new |  |
                | `b.json` | removed |  |

                """)

        // Without --summary, appended to the job summary GitHub Actions names.
        let step = folder.url.appendingPathComponent("step-summary.md")
        try Data("earlier step\n".utf8).write(to: step)
        let again = try Self.gallery(["specs", "-o", "out", "--compare", "base", "--quiet"], in: folder, environment: ["GITHUB_STEP_SUMMARY": step.path])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(try String(contentsOf: step, encoding: .utf8) == "earlier step\n" + markdown)

        // The parts of a sharded run, merged, compare the same.
        for part in 1...2 { #expect(try Self.gallery(["specs", "-o", "part\(part)", "--shard", "\(part)/2"], in: folder).status == 0) }
        let merged = try PosterProcess.run(
            ["gallery", "merge", "part1", "part2", "-o", "merged", "--compare", "base", "--summary", "merged.md"], in: folder.url)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stderr.split(separator: "\n").last == "gallery: 1 changed, 1 new, 1 removed, 1 unchanged")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("merged.md"), encoding: .utf8) == markdown)
        #expect(
            FileManager.default.contents(atPath: folder.path("merged/specs/a/a-1.diff.png"))
                == FileManager.default.contents(atPath: folder.path("out/specs/a/a-1.diff.png")))
    }

    @Test(arguments: [
        (["--summary", "s.md"], "Error: --summary writes what --compare found: give --compare BASE too"),
        (["--compare", "missing"], "poster gallery: error: --compare missing: not a gallery folder (no index.json this version reads)"),
    ])
    func aCommandLineThatCannotWorkWritesNothing(arguments: [String], message: String) throws {
        let folder = try Self.folder(["a.json": "#ff0000"])
        defer { folder.remove() }
        let run = try Self.gallery(["specs", "-o", "out"] + arguments, in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.md")))
    }

    @Test func aShardRunIsToldToCompareAtTheMerge() throws {
        let folder = try Self.folder(["a.json": "#ff0000"])
        defer { folder.remove() }
        #expect(try Self.gallery(["specs", "-o", "base"], in: folder).status == 0)
        let run = try Self.gallery(["specs", "-o", "out", "--compare", "base", "--shard", "1/2"], in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--compare compares a whole gallery: give it to poster gallery merge, not to a --shard run"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }
}
