import Compose
import Export
import Foundation
import Pipeline
import SpecReader
import TestSupport
import Testing

/// `Pipeline.render`: a PDF written while its spec's layout is checked gives what loading and then
/// writing give, and nothing at all when the check finds errors.
@Suite struct PipelineRenderTests {
    /// 240 badges over 40 pages: the writer takes pages while the check lays out the next ones.
    static func manyBadges(in folder: ScratchFolder) throws -> String {
        let rows = (1...240).map { "Guest \($0),\($0 % 7 + 3)" }.joined(separator: "\n")
        _ = try PipelineSpecs.write("name,symbols\n" + rows + "\n", as: "badges.csv", in: folder)
        return try PipelineSpecs.write(
            PipelineSpecs.sheet.replacingOccurrences(of: #""columns": 2, "rows": 1"#, with: #""columns": 2, "rows": 3"#), as: "badges.json", in: folder)
    }

    @Test func renderingWritesWhatLoadingThenWritingWrites() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.manyBadges(in: folder)
        let overlapped = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("overlapped.pdf"))
        let (loaded, written) = Pipeline.render(overlapped)
        #expect(try written.get() == [folder.path("overlapped.pdf")])
        let sequential = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("sequential.pdf"))
        let whole = Pipeline.load(sequential)
        _ = try Pipeline.write(whole, job: sequential)
        #expect(loaded.diagnostics == whole.diagnostics && loaded.inputs == whole.inputs && loaded.summary == whole.summary)
        #expect(loaded.summary?.pages == 40)
        let bytes = try Data(contentsOf: folder.url.appendingPathComponent("overlapped.pdf"))
        #expect(bytes == (try Data(contentsOf: folder.url.appendingPathComponent("sequential.pdf"))))
        #expect(folder.files == ["badges.csv", "badges.json", "overlapped.pdf", "sequential.pdf"])
    }

    /// An error only the layout finds (a grid whose gaps leave no room, on the second page) comes after
    /// the writer has begun: the earlier file stays as it was and no temporary file is left.
    @Test func anErrorTheLayoutFindsLeavesTheEarlierFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(
            """
            { "page": { "size": "200pt x 200pt", "margin": 10 },
              "pages": [ { "cells": [ { "text": "first" } ] },
                         { "grid": { "columns": 2, "gap": 300 }, "cells": [ { "text": "a" }, { "text": "b" } ] } ] }
            """, as: "spec.json", in: folder)
        _ = try PipelineSpecs.write("earlier", as: "out.pdf", in: folder)
        let job = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("out.pdf"))
        let (loaded, written) = Pipeline.render(job)
        guard case .failure(.invalid) = written else {
            Issue.record("expected the spec to be invalid, got \(written)")
            return
        }
        #expect(loaded.diagnostics.map(\.severity) == [.error])
        #expect(loaded.diagnostics == Pipeline.load(job).diagnostics)
        #expect(try String(contentsOfFile: folder.path("out.pdf"), encoding: .utf8) == "earlier")
        #expect(folder.files == ["out.pdf", "spec.json"])
    }

    /// An output that is a file the spec reads is refused, and the file kept, when rendering as well.
    @Test func anOutputThatIsADataFileIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.manyBadges(in: folder)
        let data = try String(contentsOfFile: folder.path("badges.csv"), encoding: .utf8)
        let job = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("badges.csv"))
        guard case .failure(.overwritesInput(_, isSpec: false)) = Pipeline.render(job).written else {
            Issue.record("expected the output to be refused")
            return
        }
        #expect(try String(contentsOfFile: folder.path("badges.csv"), encoding: .utf8) == data)
        #expect(folder.files == ["badges.csv", "badges.json"])
    }
}
