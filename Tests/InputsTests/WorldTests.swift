import FileIO
import Foundation
import Inputs
import TestSupport
import Testing

/// The World reads a spec's inputs: each recorded once, with the SHA-256 of the bytes as read; a world of
/// files held in memory reads nothing else.
@Suite struct WorldTests {
    @Test func anInputIsRecordedWithTheDigestAnIndependentToolComputes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let bytes = Array("name\nAnna\nBen\n".utf8) + (0..<3000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path("data.csv")))
        let world = World(folder: folder.path("."))
        let located = try world.locate("data.csv")
        #expect(try world.read(located) == bytes)
        #expect(try world.read(located) == bytes)
        let recorded = try #require(world.inputs.first)
        #expect(world.inputs.count == 1)
        let tool = try ToolProcess.run(tool: "sha256sum", [folder.path("data.csv")])
        #expect(world.inputDigests[recorded] == tool.stdout.split(separator: " ").first.map(String.init))
        // Stamped as it was read: the same file, unchanged since.
        #expect(world.inputStamps[recorded] == FileStamp.of(folder.path("data.csv")))
    }

    @Test func aWorldOfHeldFilesReadsThemAndNoOther() throws {
        let snapshot = InputSnapshot(files: ["/memory/spec/data.csv": Array("a\n1\n".utf8)])
        let world = World(folder: "/memory/spec", snapshot: snapshot)
        #expect(try world.read(try world.locate("data.csv")) == Array("a\n1\n".utf8))
        #expect(throws: SourceFile.ReadError.self) { try world.read(try world.locate("other.csv")) }
        // Not even a file the disk has, where the policy lets it read outside the folder.
        world.allowOutside = true
        #expect(throws: SourceFile.ReadError.self) { try world.read(try world.locate("/etc/hostname")) }
        #expect(world.inputs == ["/memory/spec/data.csv", "/memory/spec/other.csv", "/etc/hostname"])
        #expect(world.inputDigests.keys.sorted() == ["/memory/spec/data.csv"])
        #expect(world.inputStamps.isEmpty)
    }

    @Test func aHeldPictureHasAKeyAndAMissingOneNone() throws {
        let snapshot = InputSnapshot(files: ["/memory/spec/a.svg": Array("<svg/>".utf8)])
        let world = World(folder: "/memory/spec", snapshot: snapshot)
        world.allowOutside = true
        #expect(world.pictureKey(try world.locate("a.svg"), maximumPixels: 100) != nil)
        #expect(world.pictureKey(try world.locate("b.svg"), maximumPixels: 100) == nil)
        #expect(world.pictureKey(try world.locate("/etc/hostname"), maximumPixels: 100) == nil)
    }

    @Test(arguments: ["../outside.csv", "/memory/elsewhere/x.csv", "sub/../../x.csv"])
    func aPathLeavingTheFolderIsRefusedUnlessAllowed(_ path: String) throws {
        let world = World(folder: "/memory/spec", snapshot: InputSnapshot(files: [:]))
        #expect(throws: World.Failure.self) { try world.locate(path) }
        world.allowOutside = true
        #expect(throws: Never.self) { try world.locate(path) }
    }
}
