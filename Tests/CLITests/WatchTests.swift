import CairoKit
import Foundation
import TestSupport
import Testing

/// `poster watch`: renders, then renders again when the spec or a file it reads changes; keeps the last
/// good output while the spec is invalid; stops cleanly on Ctrl-C.
@Suite struct WatchTests {
    static let spec = """
        { "page": { "size": "120pt x 120pt", "margin": 0 },
          "pages": [ { "sheet": { "data": "shapes.csv", "grid": { "columns": 1, "rows": 1 }, "cell": { "figure": { "kind": "polygon", "sides": "{sides}" }, "fill": "COLOUR" } } } ] }
        """

    /// Saves `text` as an editor does: a new file renamed over the old one.
    static func save(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + ".swp"))
        #expect(rename(path + ".swp", path) == 0)
    }

    /// Polls `condition` for up to 30 seconds.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(30)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    static func contents(_ path: String) -> Data? { fileBytes(path) }

    @Test func rendersAgainOnEveryChangeAndKeepsTheLastGoodOutput() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(Self.spec.replacingOccurrences(of: "COLOUR", with: "#ff0000").utf8).write(to: URL(fileURLWithPath: folder.path("spec.json")))
        try Data("sides\n3\n".utf8).write(to: URL(fileURLWithPath: folder.path("shapes.csv")))
        let process = Process()
        process.executableURL = PosterProcess.executable
        process.arguments = ["watch", "spec.json", "-o", "out/spec.png", "--dpi", "36"]
        process.currentDirectoryURL = folder.url
        _ = FileManager.default.createFile(atPath: folder.path("stderr.txt"), contents: nil)
        let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("stderr.txt")))
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let output = folder.path("out/spec.png")
        let log = { String(decoding: Self.contents(folder.path("stderr.txt")) ?? Data(), as: UTF8.self) }
        let runs = { log().components(separatedBy: "poster watch: rendered in ").count - 1 }

        #expect(Self.eventually { runs() == 1 }, "\(log())")
        let triangle = try #require(Self.contents(output))
        #expect(try decodedPNG(at: output).rgba(x: 30, y: 32).red > 200)

        // The spec saved by rename: a new colour.
        try Self.save(Self.spec.replacingOccurrences(of: "COLOUR", with: "#0000ff"), to: folder.path("spec.json"))
        #expect(Self.eventually { runs() == 2 }, "\(log())")
        #expect(log().contains("poster watch: changed: spec.json\n"))
        let blue = try #require(Self.contents(output))
        #expect(blue != triangle)
        #expect(try decodedPNG(at: output).rgba(x: 30, y: 32).blue > 200)

        // The data file written in place: a square instead of a triangle.
        try Data("sides\n4\n".utf8).write(to: URL(fileURLWithPath: folder.path("shapes.csv")))
        #expect(Self.eventually { runs() == 3 }, "\(log())")
        #expect(log().contains("poster watch: changed: shapes.csv\n"))
        let square = try #require(Self.contents(output))
        #expect(square != blue)

        // An invalid spec: its error is printed with its place, and the last good picture stays.
        try Self.save("{ \"pages\": [ { \"cells\": [ { \"figure\": { \"kind\": \"carpet\", \"level\": 99 } } ] } ] }", to: folder.path("spec.json"))
        #expect(Self.eventually { log().contains("is invalid: the last good output is kept") }, "\(log())")
        #expect(log().contains("spec.json:1:68: error: pages[0].cells[0].figure.level: expected a whole number from 0 to 8, or \"auto\", found a number (99)"))
        #expect(Self.contents(output) == square)

        // Fixed again, then stopped with Ctrl-C: exit code 0, no file left half-written.
        try Self.save(Self.spec.replacingOccurrences(of: "COLOUR", with: "#00ff00"), to: folder.path("spec.json"))
        #expect(Self.eventually { runs() == 4 }, "\(log())")
        #expect(try decodedPNG(at: output).rgba(x: 30, y: 32).green > 200)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(log().hasSuffix("poster watch: stopped\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["spec.png"])
    }

    @Test func standardInputCannotBeWatched() throws {
        let result = try PosterProcess.run(["watch", "-", "-o", "x.pdf"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("poster watch reads a spec file, not standard input"))
    }
}
