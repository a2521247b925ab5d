import ErrorReporting
import Foundation
import Output
import TestSupport
import Testing

@Suite struct OutputFolderTests {
    @Test func aFolderInsideIsMadeOneLevelAtATime() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try OutputFolder.make("specs/a/b", inside: scratch.url.path, named: "the gallery folder")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: scratch.path("specs/a/b"), isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func aSymbolicLinkOnTheWayIsRefusedAndNothingIsMadeThroughIt() throws {
        let scratch = try ScratchFolder(), elsewhere = try ScratchFolder()
        defer {
            scratch.remove()
            elsewhere.remove()
        }
        try FileManager.default.createSymbolicLink(atPath: scratch.path("specs"), withDestinationPath: elsewhere.url.path)
        let error = #expect(throws: OutputError.self) { try OutputFolder.make("specs/a", inside: scratch.url.path, named: "the gallery folder") }
        #expect(error?.description == "\(scratch.path("specs")): leads outside the gallery folder (a symbolic link): nothing is written there")
        #expect(elsewhere.files.isEmpty)
    }

    @Test func aFileWhereAFolderBelongsIsRefused() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Data("x".utf8).write(to: scratch.url.appendingPathComponent("taken"))
        let error = #expect(throws: OutputError.self) { try OutputFolder.make(scratch.path("taken/inner")) }
        #expect(error?.description == "\(scratch.path("taken")): is a regular file, not a folder")
    }

    @Test func removingAFileRemovesALinkNeverWhatItPointsTo() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Data("kept".utf8).write(to: scratch.url.appendingPathComponent("target"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: scratch.path("target"))
        try FileManager.default.createDirectory(atPath: scratch.path("folder/inner"), withIntermediateDirectories: true)
        #expect(OutputFolder.removeFile(scratch.path("link")))
        #expect(!OutputFolder.removeFile(scratch.path("folder")))
        #expect(!OutputFolder.removeIfEmpty(scratch.path("folder")))
        #expect(OutputFolder.removeIfEmpty(scratch.path("folder/inner")))
        #expect(scratch.files == ["folder", "target"])
        #expect(try String(contentsOfFile: scratch.path("target"), encoding: .utf8) == "kept")
    }

    @Test func aNewFileNeverReplacesOne() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try NewFile.create("a/b.json", inside: scratch.url.path, Array("{}".utf8))
        let error = #expect(throws: OutputError.self) { try NewFile.create("a/b.json", inside: scratch.url.path, Array("[]".utf8)) }
        #expect(error?.description == "\(scratch.path("a/b.json")): cannot create it: File exists")
        #expect(try String(contentsOfFile: scratch.path("a/b.json"), encoding: .utf8) == "{}")
    }

    @Test func aTemporaryFolderGoesWithEverythingInIt() throws {
        var folder: TemporaryFolder? = try TemporaryFolder(prefix: "poster-output-test")
        let path = try #require(folder?.path)
        try Data("part".utf8).write(to: URL(fileURLWithPath: path + "/part-1.pdf"))
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
