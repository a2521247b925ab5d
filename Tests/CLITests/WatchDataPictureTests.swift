import Foundation
import TestSupport
import Testing

/// `poster watch` renders again when a picture a data row names changes.
@Suite struct WatchDataPictureTests {
    @Test func watchRendersAgainWhenADataNamedPictureChanges() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try WorldPolicyTests.picture("rect", at: "a.png", in: folder)
        try Data("name\na\n".utf8).write(to: URL(fileURLWithPath: folder.path("names.csv")))
        let spec =
            #"{ "page": { "size": "120pt x 120pt", "margin": 0 }, "pages": [ { "sheet": { "data": "names.csv", "grid": { "columns": 1, "rows": 1 }, "cell": { "figure": { "kind": "image", "src": "{name}.png", "fit": "fill" } } } } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec.json")))
        let process = Process()
        process.executableURL = PosterProcess.executable
        process.arguments = ["watch", "spec.json", "-o", "out.png", "--dpi", "36"]
        process.currentDirectoryURL = folder.url
        _ = FileManager.default.createFile(atPath: folder.path("stderr.txt"), contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("stderr.txt")))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let log = { String(decoding: fileBytes(folder.path("stderr.txt")) ?? Data(), as: UTF8.self) }
        let runs = { log().components(separatedBy: "poster watch: rendered in ").count - 1 }
        #expect(WatchTests.eventually { runs() == 1 }, "\(log())")
        let first = try #require(fileBytes(folder.path("out.png")))
        // Saved as an editor saves: a new file renamed over the old one.
        try WorldPolicyTests.picture("triangle", at: "next.png", in: folder)
        #expect(rename(folder.path("next.png"), folder.path("a.png")) == 0)
        #expect(WatchTests.eventually { runs() == 2 }, "\(log())")
        #expect(log().contains("changed: a.png"), "\(log())")
        #expect(fileBytes(folder.path("out.png")) != first)
    }
}
