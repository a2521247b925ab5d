import Export
import Foundation
import Pipeline
import TestSupport
import Testing

/// `Pipeline.write`: outputs named per page, folders made, and no output that would replace the spec
/// or a file it reads.
@Suite struct PipelineWriteTests {
    @Test func pagesAreWrittenAFileEachIntoFoldersMadeForThem() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(PipelineSpecs.figures(pages: 3), as: "three.json", in: folder)
        let job = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .svg), pages: [3, 1], output: folder.path("out/pages/three.svg"))
        let files = try Pipeline.write(Pipeline.load(job), job: job)
        #expect(files == [folder.path("out/pages/three-3.svg"), folder.path("out/pages/three-1.svg")])
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder.path("out/pages"))).sorted() == ["three-1.svg", "three-3.svg"])
    }

    @Test func anOutputThatIsTheSpecIsRefusedAndTheSpecKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(PipelineSpecs.figures(), as: "spec.json", in: folder)
        let job = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: spec)
        #expect(Self.failure(job)?.message == "-o \(spec) is the spec itself: choose another output")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == PipelineSpecs.figures())
    }

    @Test func anOutputThatIsADataFileIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = try PipelineSpecs.write(PipelineSpecs.badges, as: "badges.csv", in: folder)
        let spec = try PipelineSpecs.write(PipelineSpecs.sheet, as: "badges.json", in: folder)
        // Named another way, through a folder that leads back to it: the real path is compared.
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: folder.url.path)
        let job = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("link/badges.csv"))
        #expect(Self.failure(job)?.message == "-o \(folder.path("link/badges.csv")) is a file the spec reads: choose another output")
        #expect(try String(contentsOfFile: data, encoding: .utf8) == PipelineSpecs.badges)
    }

    @Test func anInvalidSpecWritesNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(#"{ "pages": "none" }"#, as: "bad.json", in: folder)
        let job = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .png), output: folder.path("bad.png"))
        guard case .invalid? = Self.failure(job) else {
            Issue.record("expected the spec to be invalid")
            return
        }
        #expect(folder.files == ["bad.json"])
    }

    @Test func aFailedWriteSaysWhichFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try PipelineSpecs.write(PipelineSpecs.figures(), as: "spec.json", in: folder)
        // A file where the output's folder should be.
        _ = try PipelineSpecs.write("", as: "taken", in: folder)
        let job = Pipeline.Job(source: .file(spec), profile: OutputProfile(format: .pdf), output: folder.path("taken/out.pdf"))
        #expect(Self.failure(job)?.message == "\(folder.path("taken")): is a regular file, not a folder")
    }

    /// Why loading and writing `job` wrote nothing, or nil when it wrote.
    static func failure(_ job: Pipeline.Job) -> PipelineError? {
        do {
            _ = try Pipeline.write(Pipeline.load(job), job: job)
            return nil
        } catch {
            return error
        }
    }
}
