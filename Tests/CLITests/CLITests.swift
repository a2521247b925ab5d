import CairoKit
import Compose
import Foundation
import SpecModel
import SpecReader
import TestSupport
import Testing

@Suite struct CLITests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts")
    static let invalid = repositoryRoot.appendingPathComponent("Tests/Fixtures/invalid")

    static var invalidFixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: invalid.path)) ?? []).filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
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
        let image = try decodedPNG(at: folder.path("default.png"))
        // The default layout is on A2: 420 mm wide.
        let width: Double = 420 * 72 / 25.4 * 30 / 72
        #expect(image.width == Int(width.rounded(.up)))
    }

    @Test(arguments: invalidFixtures)
    func invalidSpecPrintsItsExactDiagnosticsAndWritesNothing(_ name: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        // "{kinds}" stands for every figure kind, quoted, in the order of the one list of them.
        let expected = try String(contentsOf: Self.invalid.appendingPathComponent("\(stem).stderr"), encoding: .utf8)
            .replacing("{kinds}", with: FigureSpec.kinds.map { "\"\($0)\"" }.joined(separator: ", "))
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
        ["draw"], ["draw", "polygon"], ["nonsense"], ["render", "x.json", "-o", "x.png", "--png-compression", "tiny"],
    ])
    func badCommandLinesExit64(_ arguments: [String]) throws {
        let result = try PosterProcess.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test func drawRendersOneFigure() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["draw", "polygon", "--sides", "4", "--angle", "45", "--size", "100", "-o", folder.path("p.png"), "--dpi", "72"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try decodedPNG(at: folder.path("p.png"))
        #expect(image.width == 100 && image.height == 100)
        // The centre is painted with the first palette colour, the corners stay white.
        #expect(image.rgba(x: 50, y: 50) == RGBA(red: 79, green: 79, blue: 191, alpha: 255))
        #expect(image.rgba(x: 2, y: 2) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// Every compression level decodes to the same pixels; harder ones make smaller files, and every
    /// file passes pngcheck.
    @Test func pngCompressionChangesOnlyTheFileSize() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var sizes: [Int] = []
        var images: [ImageData] = []
        for level in ["fast", "default", "best"] {
            let path = folder.path("\(level).png")
            let result = try PosterProcess.run([
                "draw", "carpet", "--level", "4", "--angle", "10", "--size", "300", "--dpi", "144", "--png-compression", level, "-o", path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            images.append(try decodedPNG(at: path))
            sizes.append(try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
            let check = try ToolProcess.run(tool: "pngcheck", [path])
            #expect(check.status == 0, "\(check.stdout)")
        }
        #expect(images[0] == images[1] && images[1] == images[2])
        #expect(sizes[0] > sizes[1] && sizes[1] >= sizes[2])
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

@Suite struct FigureCommandTests {
    static let kinds = FigureSpec.kinds

    @Test func figuresListsEveryKindWithItsParameters() throws {
        let result = try PosterProcess.run(["figures"])
        #expect(result.status == 0)
        let headings = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != ":" }) }
        #expect(headings == Self.kinds)
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix("  level  a whole number from 0 to 8, or \"auto\" ")
                    && $0.hasSuffix(
                        " recursion depth: 8^level squares; \"auto\": the deepest whose finest detail is at least 1 px (PNG) or 0.1 mm (PDF, SVG) (default 3)")
            })
        #expect(lines.contains { $0.hasPrefix("  symbols      a whole number from 1 to 64 ") })
    }

    /// The README's figure table is the one `poster figures --markdown` makes from the registry.
    @Test func readmeFigureTableIsCurrent() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let table = lines.drop { !$0.hasPrefix("<!-- figures: ") }.dropFirst().prefix { !$0.hasPrefix("<!-- end of figures -->") }
        let result = try PosterProcess.run(["figures", "--markdown"])
        #expect(result.status == 0)
        #expect(table.joined(separator: "\n") + "\n" == result.stdout, "the README's figure table is stale: run `make docs`")
        let kinds: [String] = result.stdout.split(separator: "\n").dropFirst(2).map { String($0.split(separator: "`")[1]) }
        #expect(kinds == Self.kinds)
    }

    /// Each shortcut flag of `poster draw` sets its parameter of exactly the kinds `poster figures` lists
    /// it for, and its help points there rather than naming them: a new kind changes no flag.
    @Test(arguments: [("level", "1"), ("step", "1"), ("angle", "10"), ("sides", "5")])
    func drawShortcutSetsTheParameterOfTheKindsFiguresLists(_ flag: String, _ value: String) throws {
        let table = try PosterProcess.run(["figures", "--markdown"]).stdout.split(separator: "\n").dropFirst(2).map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            // The names are the cell's words in backquotes (defaults have none).
            let quoted = cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            return (kind: cells[0].replacing("`", with: ""), parameters: quoted.map(\.element))
        }
        #expect(table.map(\.kind) == Self.kinds)
        let help = try PosterProcess.run(["draw", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--\(flag) <\(flag)> "), "\(help)")
        #expect(help.contains(", for the kinds that have `\(flag)` (`poster figures` lists them)."), "\(help)")
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // `image` and `grammar` need a parameter of their own besides, so only their refusals are left out.
        for (kind, parameters) in table {
            let takes = parameters.contains(Substring(flag))
            guard takes || !["image", "grammar"].contains(kind) else { continue }
            let result = try PosterProcess.run(["draw", kind, "--\(flag)", value, "--size", "16", "-o", folder.path("\(kind).svg")])
            #expect((result.status == 0) == takes, "\(kind) --\(flag): \(result.stderr)")
            if !takes { #expect(result.stderr.contains("\"\(flag)\""), "\(kind) --\(flag): \(result.stderr)") }
        }
    }

    @Test(arguments: kinds)
    func drawRendersEveryKind(_ kind: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // The parameters a kind requires: a picture for `image` (drawn first, beside the outputs).
        var required: [String] = []
        if kind == "image" {
            #expect(try PosterProcess.run(["draw", "badge", "--size", "60", "--dpi", "72", "-o", folder.path("picture.png")]).status == 0)
            required = ["--param", "src=picture.png"]
        }
        // A design for `grammar`, which has none of its own.
        if kind == "grammar" { required = ["--param", "rules=startshape S shape S { SQUARE [ ] S [ x 1.1 s 0.9 r 20 ] }"] }
        let result = try PosterProcess.run(["draw", kind, "--size", "120", "-o", folder.path("\(kind).png"), "--dpi", "72"] + required, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        for format in ["pdf", "svg"] {
            let vector = try PosterProcess.run(["draw", kind, "--size", "120", "-o", folder.path("\(kind).\(format)")] + required, in: folder.url)
            #expect(vector.status == 0, "\(vector.stderr)")
        }
        for file in ["png", "pdf", "svg"] { #expect(try outputProblems(folder.path("\(kind).\(file)")) == []) }
        let image = try decodedPNG(at: folder.path("\(kind).png"))
        #expect(image.width == 120)
        // Something other than the white page was drawn.
        #expect(image.pixels.contains { $0 != 0xFFFF_FFFF })
    }

    @Test func drawTakesAnyParameterAsNameEqualsValue() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let ok = try PosterProcess.run(["draw", "badge", "--param", "symbols=5", "--param", "label=Turtle Rock", "-o", folder.path("b.svg")])
        #expect(ok.status == 0, "\(ok.stderr)")
        let bad = try PosterProcess.run(["draw", "badge", "--param", "symbols=99", "-o", folder.path("c.svg")])
        #expect(bad.status == 64)
        #expect(bad.stderr == "poster draw: error: --symbols: expected a whole number from 1 to 64, found a number (99)\n")
        #expect(folder.files == ["b.svg"])
    }
}
