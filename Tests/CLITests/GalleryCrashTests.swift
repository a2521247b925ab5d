import Foundation
import TestSupport
import Testing

/// A spec that ends poster (a library's abort, a crash) takes down the process it is rendered in, which
/// nothing in it can catch: `poster gallery` runs the gallery in a child and, when a signal ends it, sets
/// the spec it was on aside as failed with what the child said and renders the others again. A spec made
/// to abort (`POSTER_GALLERY_TEST_ABORT`, as no spec is known to) aborted the whole run: no index.
@Suite struct GalleryCrashTests {
    @Test(arguments: [1, 2])
    func aSpecThatAbortsPosterFailsAloneAndTheIndexIsWritten(jobs: Int) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("specs"), withIntermediateDirectories: true)
        let names = (1...6).map { "s\($0).json" }
        for name in names {
            let spec = #"{ "version": 1, "page": { "size": "A6" }, "pages": [ { "cells": [ { "text": "\#(name)" } ] } ] }"#
            try spec.write(toFile: folder.path("specs/\(name)"), atomically: true, encoding: .utf8)
        }
        let run = try PosterProcess.run(
            ["gallery", "specs", "-o", "out", "--format", "pdf", "--jobs", "\(jobs)"], in: folder.url, environment: ["POSTER_GALLERY_TEST_ABORT": "s4.json"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("poster gallery: s4.json stopped poster (an abort, signal 6): rendering the others again without it"), "\(run.stderr)")
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out/index.json"))) as? [String: Any])
        let specs = try #require(manifest["specs"] as? [[String: Any]])
        let statuses = Dictionary(uniqueKeysWithValues: specs.map { ($0["path"] as? String ?? "?", $0["status"] as? String ?? "?") })
        #expect(statuses == Dictionary(uniqueKeysWithValues: names.map { ($0, $0 == "s4.json" ? "failed" : "ok") }), "\(statuses)")
        let failed = specs.first { $0["path"] as? String == "s4.json" }?["diagnostics"] as? [String]
        #expect(
            failed == [
                "specs/s4.json: error: poster stopped while rendering it (an abort, signal 6): poster: aborted on s4.json, as POSTER_GALLERY_TEST_ABORT asks"
            ],
            "\(failed ?? [])")
        #expect(FileManager.default.fileExists(atPath: folder.path("out/index.html")))
        #expect(FileManager.default.fileExists(atPath: folder.path("out/contact-sheet.pdf")))
        let left = try FileManager.default.subpathsOfDirectory(atPath: folder.path("out")).filter { $0.hasSuffix(".poster-tmp") }
        #expect(left.isEmpty, "\(left)")
        // Without the abort, the next run renders the spec that failed and keeps the others.
        let again = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf", "--jobs", "\(jobs)"], in: folder.url)
        #expect(again.status == 0 && again.stderr.contains("6 specs: 1 rendered, 5 skipped (unchanged)"), "\(again.stderr)")
    }
}
