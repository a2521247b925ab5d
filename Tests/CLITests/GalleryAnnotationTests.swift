import Foundation
import TestSupport
import Testing

/// `poster gallery --diagnostic-format github|json` reports every spec's warnings and errors as `poster
/// check` does, line for line: the rendered specs' warnings as well as the failures' problems, on a
/// first run and on one that renders nothing again.
@Suite struct GalleryAnnotationTests {
    /// Two specs with a warning (a carpet finer than a print at 300 dpi shows), one with two errors (an unknown key
    /// and a level out of range) and one without a problem.
    static let specs = [
        "fine-detail.json": """
        { "version": 1, "page": { "size": "100pt x 100pt", "margin": 0 },
          "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 6 } } ] } ] }
        """,
        "nested/wash.yaml": """
        version: 1
        page: { size: 200pt x 200pt, margin: 0 }
        pages:
          - cells: [{ figure: { kind: carpet, level: 6 } }]
        """,
        "broken.json": """
        { "version": 1,
          "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 99, "colour": "red" } } ] } ] }
        """,
        "plain.yaml": "version: 1\npage: { size: A6 }\npages:\n  - cells: [{ figure: { kind: pie, slices: [{ value: 1 }, { value: 2 }] } }]\n",
    ]

    static func folder() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for (path, text) in specs {
            let url = folder.url.appendingPathComponent("specs/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// The lines of standard error that are diagnostics in `format`.
    static func diagnostics(_ stderr: String, format: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { format == "github" ? $0.hasPrefix("::") : $0.hasPrefix("{") }.sorted()
    }

    @Test(arguments: ["github", "json"])
    func theGalleryReportsWhatCheckReports(format: String) throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let checked = try PosterProcess.run(["check", "specs", "--diagnostic-format", format], in: folder.url)
        #expect(checked.status == 1)
        let expected = Self.diagnostics(checked.stderr, format: format)
        let warnings = expected.filter { format == "github" ? $0.hasPrefix("::warning ") : $0.contains(#""severity":"warning""#) }
        let errors = expected.filter { format == "github" ? $0.hasPrefix("::error ") : $0.contains(#""severity":"error""#) }
        #expect((warnings.count, errors.count, expected.count) == (2, 2, 4), "\(checked.stderr)")
        for run in 1...2 {
            let gallery = try PosterProcess.run(
                ["gallery", "specs", "-o", "out", "--format", "pdf", "--thumb-size", "32", "--diagnostic-format", format], in: folder.url)
            #expect(gallery.status == 1, "\(gallery.stderr)")
            #expect(gallery.stderr.contains(run == 1 ? "3 rendered" : "3 skipped (unchanged)"), "\(gallery.stderr)")
            #expect(Self.diagnostics(gallery.stderr, format: format) == expected, "run \(run): \(gallery.stderr)")
        }
    }

    /// People read the index page: a human run's standard error stays the failures alone.
    @Test func aHumanRunListsTheFailuresAlone() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let gallery = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf", "--thumb-size", "32"], in: folder.url)
        #expect(gallery.status == 1)
        #expect(!gallery.stderr.contains("warning"), "\(gallery.stderr)")
        #expect(gallery.stderr.contains("failed: broken.json"), "\(gallery.stderr)")
    }
}
