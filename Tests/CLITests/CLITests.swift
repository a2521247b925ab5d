import CairoKit
import Foundation
import TestSupport
import Testing

@Suite struct CLITests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts")
    static let invalid = repositoryRoot.appendingPathComponent("Tests/Fixtures/invalid")

    static var invalidFixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: invalid.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func renderWritesAPDFAndPNGPages() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = Self.layouts.appendingPathComponent("default.json").path
        let pdf = try PosterProcess.run(["render", spec, "-o", folder.path("out/default.pdf")])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(pdf.stdout == folder.path("out/default.pdf") + "\n")
        let png = try PosterProcess.run(["render", spec, "-o", folder.path("default.png"), "--dpi", "30"])
        #expect(png.status == 0, "\(png.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: folder.path("default.png")))
        let image = try #require(try Surface.readPNG(Array(bytes)).image)
        #expect(image.width == Int((841.889764 * 30 / 72).rounded(.up)))
    }

    @Test(arguments: invalidFixtures)
    func invalidSpecPrintsItsExactDiagnosticsAndWritesNothing(_ name: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let expected = try String(contentsOf: Self.invalid.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".stderr")), encoding: .utf8)
        let result = try PosterProcess.run(["render", name, "-o", folder.path("out.pdf")], in: Self.invalid)
        #expect(result.status == 1)
        #expect(result.stderr == expected)
        #expect(result.stdout.isEmpty)
        #expect(folder.files.isEmpty)
    }

    @Test func invalidSpecLeavesAnEarlierOutputUntouched() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let out = folder.path("out.pdf")
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: out))
        let result = try PosterProcess.run(["render", Self.invalid.appendingPathComponent("unknown-keys.json").path, "-o", out])
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "earlier")
        #expect(folder.files == ["out.pdf"])
    }

    @Test func missingSpecFileIsAnInputError() throws {
        let result = try PosterProcess.run(["render", "/nonexistent/spec.json", "-o", "/tmp/never.pdf"])
        #expect(result.status == 1)
        #expect(result.stderr == "/nonexistent/spec.json: error: no such file or directory\n")
    }

    @Test func unwritableOutputExitsTwo() throws {
        let spec = Self.layouts.appendingPathComponent("default.json").path
        let result = try PosterProcess.run(["render", spec, "-o", "/proc/poster-cannot-write-here.pdf"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("poster: error: /proc/poster-cannot-write-here.pdf: "))
    }

    @Test(arguments: [
        ["render"], ["render", "x.json", "-o", "x.gif"], ["render", "x.json", "--dpi", "0"], ["render", "x.json", "--pages", "3-1"],
        ["draw"], ["draw", "polygon"], ["nonsense"],
    ])
    func badCommandLinesExit64(_ arguments: [String]) throws {
        let result = try PosterProcess.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test(arguments: ["check", "schema", "gallery", "figures", "templates", "frames"])
    func commandsNotBuiltYetSaySoAndFail(_ command: String) throws {
        let help = try PosterProcess.run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE"))
        let arguments: [String] =
            switch command {
            case "check": ["check", "x.json"]
            case "gallery": ["gallery", "layouts", "-o", "/tmp/g"]
            case "frames": ["frames", "x.json", "-o", "/tmp/f"]
            default: [command]
            }
        let result = try PosterProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == "poster \(command): not available yet\n")
    }

    @Test func drawRendersOneFigure() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["draw", "polygon", "--sides", "4", "--angle", "45", "--size", "100", "-o", folder.path("p.png"), "--dpi", "72"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try #require(try Surface.readPNG(Array(FileManager.default.contents(atPath: folder.path("p.png"))!)).image)
        #expect(image.width == 100 && image.height == 100)
        // The centre is painted with the first palette colour, the corners stay white.
        #expect(image.rgba(x: 50, y: 50) == RGBA(red: 79, green: 79, blue: 191, alpha: 255))
        #expect(image.rgba(x: 2, y: 2) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func drawRefusesParametersTheFigureDoesNotHave() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["draw", "polygon", "--sides", "2", "-o", folder.path("p.pdf")])
        #expect(result.status == 64)
        #expect(result.stderr == "poster draw: error: --sides: expected a whole number from 3 to 64, found a number (2)\n")
        #expect(folder.files.isEmpty)
    }
}
