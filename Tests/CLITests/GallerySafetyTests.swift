import Foundation
import TestSupport
import Testing

/// A gallery reads only the files its specs really read, inside the folder of specs, and writes and
/// removes only inside the gallery folder, whatever its manifest or folders say.
@Suite struct GallerySafetyTests {
    static let small = ["--dpi", "20", "--thumb-size", "32", "--format", "pdf"]

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func spec(caption: String) -> String {
        #"{ "title": "t", "page": { "size": "A6" }, "pages": [ { "cells": [ { "text": "x", "caption": "\#(caption)" } ] } ] }"#
    }

    static func manifest(_ folder: ScratchFolder) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("out/index.json")))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Each spec's path with the paths of its inputs other than fonts.
    static func inputs(_ folder: ScratchFolder) throws -> [String: [String]] {
        let specs = try #require(try manifest(folder)["specs"] as? [[String: Any]])
        var found: [String: [String]] = [:]
        for spec in specs {
            let inputs = try #require(spec["inputs"] as? [[String: Any]])
            found[try #require(spec["path"] as? String)] = inputs.filter { $0["role"] as? String != "font" }.compactMap { $0["path"] as? String }
        }
        return found
    }

    @Test func stringsThatNameFilesAreNotInputs() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("src"), withIntermediateDirectories: true)
        try Self.write(Self.spec(caption: "/etc/passwd"), to: folder.path("src/a.json"))
        try Self.write(Self.spec(caption: "b.json"), to: folder.path("src/c.json"))
        try Self.write(Self.spec(caption: "/dev/zero"), to: folder.path("src/z.json"))
        try Self.write(Self.spec(caption: "plain"), to: folder.path("src/b.json"))
        let sheet = #"{ "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{name}" } } } ] }"#
        try Self.write(sheet, to: folder.path("src/sheet.json"))
        try Self.write("name\nA\n", to: folder.path("src/rows.csv"))
        let result = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try Self.inputs(folder) == [
                "a.json": ["a.json"], "b.json": ["b.json"], "c.json": ["c.json"], "sheet.json": ["sheet.json", "rows.csv"], "z.json": ["z.json"],
            ])
        let index = try String(contentsOfFile: folder.path("out/index.json"), encoding: .utf8)
        #expect(!index.contains("/etc/passwd\","))
    }

    @Test func jsonDataASpecReadsIsNotASpecOfItsOwn() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("src"), withIntermediateDirectories: true)
        let sheet = #"{ "pages": [ { "sheet": { "data": "rows.json", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{name}" } } } ] }"#
        try Self.write(sheet, to: folder.path("src/sheet.json"))
        try Self.write(#"[ { "name": "A" } ]"#, to: folder.path("src/rows.json"))
        let result = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.inputs(folder) == ["sheet.json": ["sheet.json", "rows.json"]])
    }

    @Test func aFIFONamedAsASpecFailsAloneWithoutHanging() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("src"), withIntermediateDirectories: true)
        try Self.write(Self.spec(caption: "fine"), to: folder.path("src/a.json"))
        #expect(mkfifo(folder.path("src/pipe.json"), 0o600) == 0)
        let result = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 60)
        #expect(result.status == 1)
        #expect(result.stderr.contains("src/pipe.json: error: is a FIFO, not a regular file"), "\(result.stderr)")
        #expect(try Self.inputs(folder)["a.json"] == ["a.json"])
    }

    @Test func aSpecLinkedFromOutsideTheFolderIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("src"), withIntermediateDirectories: true)
        try Self.write(Self.spec(caption: "secret"), to: folder.path("elsewhere.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("src/link.json"), withDestinationPath: folder.path("elsewhere.json"))
        let result = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(result.status == 1)
        #expect(result.stderr.contains("src/link.json: error: is a symbolic link to a file outside the folder of specs"), "\(result.stderr)")
        #expect(try Self.inputs(folder)["link.json"] == [])
    }

    /// index.json can be edited by anyone who can write OUT: a file it records behind a link to a
    /// folder elsewhere is not removed, and a spec's output folder that leads elsewhere is not written.
    @Test func nothingOutsideTheGalleryFolderIsRemovedOrWritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("src"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("victim"), withIntermediateDirectories: true)
        try Self.write("precious", to: folder.path("victim/keep.txt"))
        try Self.write(Self.spec(caption: "one"), to: folder.path("src/a.json"))
        try Self.write(Self.spec(caption: "two"), to: folder.path("src/b.json"))
        let first = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(first.status == 0, "\(first.stderr)")

        // b.json's entry gains a file behind a link to the victim's folder; then b.json goes away.
        try FileManager.default.createSymbolicLink(atPath: folder.path("out/specs/link"), withDestinationPath: folder.path("victim"))
        var text = try String(contentsOfFile: folder.path("out/index.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""path": "specs/b/b.pdf""#, with: #""path": "specs/link/keep.txt""#)
        try Self.write(text, to: folder.path("out/index.json"))
        try FileManager.default.removeItem(atPath: folder.path("src/b.json"))
        // a.json's output folder is replaced by a link to the victim's folder.
        try FileManager.default.removeItem(atPath: folder.path("out/specs/a"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("out/specs/a"), withDestinationPath: folder.path("victim"))
        let second = try PosterProcess.run(["gallery", "src", "-o", "out", "--force"] + Self.small, in: folder.url, timeout: 120)
        #expect(second.status == 1)
        #expect(second.stderr.contains("leads outside the gallery folder"), "\(second.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("victim")) == ["keep.txt"])
        #expect(try String(contentsOfFile: folder.path("victim/keep.txt"), encoding: .utf8) == "precious")
    }
}
