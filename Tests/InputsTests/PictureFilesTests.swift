import FileIO
import Foundation
import Inputs
import Testing

/// The picture files of one load: read and kept within the budget the load sets, the longest kept let go
/// past it and read again from their file when they are wanted; each load keeps its own.
@Suite struct PictureFilesTests {
    /// A folder holding `names`, each file eight bytes of its own.
    static func folder(_ names: [String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("picture-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in names { try Data("\(name)-first".prefix(8).utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    /// Adds the file `name` in `folder` to `world`'s pictures, as read now, and gives what has its bytes again.
    static func add(_ name: String, in folder: URL, to world: World) throws -> @Sendable () throws(SourceFile.ReadError) -> [UInt8] {
        let located = try world.locate(name)
        let key = try #require(PictureBytes.Key(located.path, maximumPixels: 1))
        let contents = try world.read(located)
        return world.pictures.add(contents, at: key, located: located) { reread in reread }
    }

    @Test func keptBytesAreGivenAsReadThoughTheFileChanges() throws {
        let folder = try Self.folder(["a.png", "b.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let world = World(folder: folder.path)
        let a = try Self.add("a.png", in: folder, to: world)
        _ = try Self.add("b.png", in: folder, to: world)
        try Data("a-second".utf8).write(to: folder.appendingPathComponent("a.png"))
        #expect(try a() == Array("a.png-fi".utf8))
    }

    @Test func pastTheBudgetTheLongestKeptIsReadAgain() throws {
        let folder = try Self.folder(["a.png", "b.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let world = World(folder: folder.path)
        world.pictures.bytes.budget = 12
        let a = try Self.add("a.png", in: folder, to: world)
        let b = try Self.add("b.png", in: folder, to: world)
        try Data("a-second".utf8).write(to: folder.appendingPathComponent("a.png"))
        try Data("b-second".utf8).write(to: folder.appendingPathComponent("b.png"))
        #expect(try a() == Array("a-second".utf8))
        // Reading a again let b go in its turn.
        #expect(try b() == Array("b-second".utf8))
    }

    @Test func aFileGoneWhenReadAgainIsItsReadError() throws {
        let folder = try Self.folder(["a.png", "b.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let world = World(folder: folder.path)
        world.pictures.bytes.budget = 0
        let a = try Self.add("a.png", in: folder, to: world)
        _ = try Self.add("b.png", in: folder, to: world)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("a.png"))
        #expect(throws: SourceFile.ReadError.self) { try a() }
    }

    @Test func eachLoadKeepsItsOwnPictures() throws {
        let folder = try Self.folder(["a.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = World(folder: folder.path), second = World(folder: folder.path)
        let located = try first.locate("a.png")
        let key = try #require(PictureBytes.Key(located.path, maximumPixels: 1))
        _ = first.pictures.add(try first.read(located), at: key, located: located) { _ in "checked" }
        #expect(first.pictures.made(key, as: String.self) == "checked")
        #expect(second.pictures.made(key, as: String.self) == nil)
    }
}
