import Compose
import Export
import FileIO
import Geometry
import Imposition
import Pipeline
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

/// `Pipeline.load`: what a job's spec holds, its pages with the tiling applied, and why a job can write
/// nothing, in the command line's words.
@Suite struct PipelineLoadTests {
    @Test func aSpecWithADataFileReturnsItAsAnInput() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = try PipelineSpecs.write(PipelineSpecs.badges, as: "badges.csv", in: folder)
        let spec = try PipelineSpecs.write(PipelineSpecs.sheet, as: "badges.json", in: folder)
        let loaded = Pipeline.load(Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("badges.pdf")))
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.inputs == [RealPath.of(data)])
        #expect(loaded.summary?.pages == 1)
        #expect(try loaded.pages.get().pageCount == 1)
    }

    /// The press a PDF is written for is the profile's, as the PDF standard is: the Pipeline puts the spec's
    /// (its `print.color`, which `--cmyk` sets) into the loaded spec's profile, and the job's own is left as given.
    @Test func theSpecsPressGoesIntoTheLoadedProfile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(PipelineSpecs.figures(), as: "a6.json", in: folder)
        let rgb = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("a6.pdf"))
        #expect(Pipeline.load(rgb).profile.cmyk == nil)
        var inks = rgb
        inks.policy.overrides = [try SpecOverride(flag: "--cmyk", setting: "print.color=cmyk")]
        let loaded = Pipeline.load(inks)
        // A6 is an ISO paper: FOGRA39's press, under PDF/X-4.
        #expect(loaded.profile.cmyk?.condition.identifier == "FOGRA39")
        #expect(loaded.profile.cmyk?.standard == .x4)
        #expect(loaded.profile.format == .pdf)
        #expect(Pipeline.check(inks).profile.cmyk == loaded.profile.cmyk)
        #expect(inks.profile.cmyk == nil)
    }

    @Test func aPageBeyondTheDocumentIsRefusedInTheCommandLinesWords() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(PipelineSpecs.figures(pages: 2), as: "two.json", in: folder)
        let loaded = Pipeline.load(Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .png), pages: [1, 3], output: folder.path("two.png")))
        guard case .failure(let error) = loaded.pages, case .pageMissing(3, pageCount: 2) = error else {
            Issue.record("expected page 3 to be missing, got \(loaded.pages)")
            return
        }
        #expect(error.message == "--pages: page 3 does not exist; the document has 2")
    }

    @Test func anInvalidSpecHasItsDiagnosticsAndNoPages() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(#"{ "pages": [ { "cells": [ { "figure": { "kind": "nonesuch" } } ] } ] }"#, as: "bad.json", in: folder)
        let loaded = Pipeline.load(Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .svg), output: folder.path("bad.svg")))
        #expect(loaded.diagnostics.contains { $0.severity == .error && $0.description.hasPrefix(spec + ":") }, "\(loaded.diagnostics)")
        guard case .failure(.invalid) = loaded.pages else {
            Issue.record("expected no pages, got \(loaded.pages)")
            return
        }
    }

    @Test func aTiledPageIsItsMapAndSheets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(PipelineSpecs.figures(pages: 2, size: "A0"), as: "poster.json", in: folder)
        let loaded = Pipeline.load(
            Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf, tiling: .request(Self.a4)), pages: [2], output: folder.path("poster.pdf")))
        // A0 on A4 with 10 mm overlap and 5 mm margins: 3 x 7 sheets, and the assembly map; page 2 only.
        #expect(try loaded.pages.get().pageCount == 22)
        #expect(loaded.isTiled)
        #expect(loaded.selection == nil)
        let whole = Pipeline.load(
            Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf, tiling: .off), pages: [2], output: folder.path("poster.pdf")))
        #expect(try whole.pages.get().pageCount == 2)
        #expect(!whole.isTiled)
        #expect(whole.selection == [2])
    }

    @Test func tiledSheetsAreRefusedAStream() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(PipelineSpecs.figures(size: "A2"), as: "poster.json", in: folder)
        let loaded = Pipeline.load(Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .svg, tiling: .request(Self.a4)), output: "-"))
        guard case .failure(let error) = loaded.pages, case .tiledStream = error else {
            Issue.record("expected the stream to be refused, got \(loaded.pages)")
            return
        }
        #expect(error.message == "-o - is a stream, which takes one SVG file: tiled sheets are a file each; give -o a file name, or write a PDF")
    }

    @Test func aFigureIsOneSquarePage() throws {
        let figure = try JSONParser.parse(#"{ "kind": "carpet", "level": 2 }"#)
        let loaded = Pipeline.load(Pipeline.Job(source: .figure(figure, size: 100, background: nil, name: "poster draw"), profile: OutputProfile(format: .svg)))
        let pages = try loaded.pages.get()
        #expect(pages.pageCount == 1)
        #expect(pages.page(1).size.width == 100)
        #expect(loaded.inputs.isEmpty)
    }

    /// Tiling onto A4, as `--tile A4` asks.
    static var a4: TileRequest {
        var request = TileRequest(origin: .commandLine)
        _ = request.setPaper("A4")
        request.sources[.paper] = .commandLine
        return request
    }
}
