import CairoKit
import Compose
import Foundation
import Geometry
import Imposition
import SpecModel
import TestSupport
import Testing

/// `poster render --tile`: a page cut into sheets of a smaller paper, with an assembly map first. The
/// sheets show the page's own vectors (PDF) or its very pixels (PNG), marks only in the overlaps, and
/// bad settings are refused before anything is written.
@Suite struct TilingTests {
    static let mm = 72 / 25.4

    static func spec(size: String = "A2", figure: String = #"{ "kind": "carpet", "level": 4 }"#, print: String = "", pages: Int = 1) -> String {
        let page =
            #"{ "title": "Tiled", "grid": { "columns": 2, "rows": 1 }, "cells": [ { "figure": \#(figure) }, { "figure": { "kind": "triangle", "level": 5 }, "caption": "Triangle" } ] }"#
        return
            ##"{ "title": "Poster", "page": { "size": "\##(size)", "background": "#fdf6e3" }, \##(print) "pages": [ \##(Array(repeating: page, count: pages).joined(separator: ", ")) ] }"##
    }

    static func write(_ text: String, in folder: ScratchFolder, name: String = "poster.json") throws -> String {
        let path = folder.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func pdfSheetsShareThePageAndHoldNoImages() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.write(Self.spec(size: "A0", figure: #"{ "kind": "tree", "step": 9 }"#), in: folder)
        let whole = try PosterProcess.run(["render", spec, "-o", folder.path("whole.pdf")])
        #expect(whole.status == 0, "\(whole.stderr)")
        let tiled = try PosterProcess.run(["render", spec, "-o", folder.path("tiled.pdf"), "--tile", "A4"])
        #expect(tiled.status == 0, "\(tiled.stderr)")
        let path = folder.path("tiled.pdf")
        // A0 on A4 with 10 mm overlap and 5 mm margins: 3 x 7 landscape sheets (see TileGridTests), and the map.
        #expect(try ToolProcess.run(tool: "qpdf", ["--show-npages", path]).stdout == "22\n")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", path]).stdout.contains("No syntax or stream encoding errors found"))
        // The outline: the page's entry, holding its map's and its sheets', each leading to its sheet.
        let json = try ToolProcess.run(tool: "qpdf", ["--json", "--json-key=outlines", path]).stdout
        let outlines = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["outlines"] as? [[String: Any]])
        #expect(outlines.count == 1)
        let kids = (outlines.first?["kids"] as? [[String: Any]]) ?? []
        #expect(kids.compactMap { $0["title"] as? String }.prefix(3) == ["assembly map", "R1C1", "R1C2"] && kids.count == 22, "\(kids.count) entries")
        #expect(kids.last?["destpageposfrom1"] as? Int == 22)
        let images = try ToolProcess.run(tool: "pdfimages", ["-list", path]).stdout.split(separator: "\n")
        #expect(images.count == 2, "pdfimages lists images: \(images)")
        let size = { (name: String) in try #require(FileManager.default.attributesOfItem(atPath: folder.path(name))[.size] as? Int) }
        let ratio = Double(try size("tiled.pdf")) / Double(try size("whole.pdf"))
        #expect(ratio <= 1.2, "the tiled PDF is \(ratio) times the page's")
        let info = try ToolProcess.run(tool: "pdfinfo", ["-f", "1", "-l", "22", path]).stdout
        #expect(info.contains("Page    1 size:  595.276 x 841.89 pts (A4)"))
        #expect(info.contains("Page   22 size:  841.89 x 595.276 pts (A4)"))
        let map = try ToolProcess.run(tool: "pdftotext", ["-f", "1", "-l", "1", path, "-"]).stdout
        #expect(map.contains("Poster: assembly map"))
        #expect(map.contains("Finished size 841 x 1189 mm (A0) at 100%: 21 sheets of A4 landscape, 3 columns x 7 rows"), "\(map)")
        // The map names every sheet whole (they were cut to "R1…") and the first as its instructions do.
        #expect(map.contains("Start with R1C1, top left."), "\(map)")
        let names = (1...7).flatMap { row in (1...3).map { "R\(row)C\($0)" } }
        #expect(names.allSatisfy { map.split(whereSeparator: \.isWhitespace).contains(Substring($0)) } && !map.contains("…"), "\(map)")
        // Each sheet carries its name, in reading order.
        for (k, name) in ["R1C1", "R1C2", "R1C3", "R2C1", "R7C3"].enumerated() {
            let page = k < 4 ? k + 2 : 22
            let text = try ToolProcess.run(tool: "pdftotext", ["-f", "\(page)", "-l", "\(page)", path, "-"]).stdout
            #expect(text.split(whereSeparator: \.isWhitespace).contains(Substring(name)), "page \(page): \(text)")
        }
        // Sheets already the paper's size ask to be printed at actual size; a whole page does not.
        #expect(try Self.catalog(path).contains("/ViewerPreferences << /PrintScaling /None >>"))
        #expect(try !Self.catalog(folder.path("whole.pdf")).contains("PrintScaling"))
        // The same spec and options give the same bytes.
        _ = try PosterProcess.run(["render", spec, "-o", folder.path("again.pdf"), "--tile", "A4"])
        #expect(fileBytes(folder.path("again.pdf")) == fileBytes(path))
    }

    /// Sheet (row, column) shows the poster from (column (s_w - o), row (s_h - o)) on, where the n sheets
    /// of a side share its P points evenly (s = (P + (n - 1) o) / n), at its printed corner (the margin):
    /// with the page moved by whole pixels, every pixel inside its printed area is the page's, and nothing
    /// is printed outside it.
    @Test func pngSheetsHoldThePagesPixels() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.write(Self.spec(), in: folder)
        let dpi = 30.0, k = dpi / 72
        #expect(try PosterProcess.run(["render", spec, "-o", folder.path("page.png"), "--dpi", "30"]).status == 0)
        let tiled = try PosterProcess.run(["render", spec, "-o", folder.path("sheets/s.png"), "--dpi", "30", "--tile", "A4", "--no-tile-marks"])
        #expect(tiled.status == 0, "\(tiled.stderr)")
        let page = try decodedPNG(at: folder.path("page.png"))
        let (m, o) = (5 * Self.mm, 10 * Self.mm)
        let poster = Size(420 * Self.mm, 594 * Self.mm)
        // A2 on A4: 3 x 3 portrait sheets or 2 x 4 landscape ones (TileGridTests has the geometry).
        let grid = try TileGrid(
            trim: poster,
            request: {
                var r = TileRequest(origin: .commandLine)
                _ = r.setPaper("A4")
                r.marks = false
                return r
            }())
        #expect(tiled.stdout.split(separator: "\n").count == 1 + grid.count)
        #expect(tiled.stdout.hasPrefix(folder.path("sheets/s-map.png") + "\n" + folder.path("sheets/s-R1C1.png") + "\n"))
        func share(_ side: Double, _ n: Int) -> Double { (side + Double(n - 1) * o) / Double(n) }
        let shared = Size(share(poster.width, grid.columns), share(poster.height, grid.rows))
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                // Files are named by their sheets: s-map.png, s-R1C1.png, s-R1C2.png, ..., s-R2C1.png, ...
                let name = "R\(row + 1)C\(column + 1)"
                let sheet = try decodedPNG(at: folder.path("sheets/s-\(name).png"))
                let x0 = Double(column) * (shared.width - o), y0 = Double(row) * (shared.height - o)
                let w = shared.width, h = shared.height
                let dx = Int(((m - x0) * k).rounded()), dy = Int(((m - y0) * k).rounded())
                let inside = (Int((m * k).rounded(.up))..<Int(((m + w) * k).rounded(.down)), Int((m * k).rounded(.up))..<Int(((m + h) * k).rounded(.down)))
                var same = 0, differing = 0, printedOutside = 0
                // The last row and column of pixels are only partly on the sheet.
                for y in 0..<(sheet.height - 1) {
                    for x in 0..<(sheet.width - 1) {
                        let pixel = sheet.pixels[y * sheet.width + x]
                        if inside.0.contains(x), inside.1.contains(y) {
                            let (px, py) = (x - dx, y - dy)
                            let expected = page.pixels[py * page.width + px]
                            if pixel == expected {
                                same += 1
                            } else if !Self.isEdge(page, px, py) || Self.distance(pixel, expected) > 4 {
                                differing += 1
                            }
                        } else if pixel != 0xffff_ffff {
                            printedOutside += 1
                        }
                    }
                }
                // Cairo rounds an outline that crosses a surface's side a little differently on a sheet's
                // surface than on the page's: only antialiased pixels on outlines may differ, by a few levels.
                #expect(differing == 0, "sheet \(row),\(column): \(differing) pixels differ from the page's beyond antialiasing")
                #expect(same > inside.0.count * inside.1.count * 99 / 100)
                #expect(printedOutside == 0, "sheet \(row),\(column): \(printedOutside) pixels printed outside its printed area")
            }
        }
    }

    /// The document catalog of the PDF at `path`, as qpdf shows it.
    static func catalog(_ path: String) throws -> String {
        let trailer = try ToolProcess.run(tool: "qpdf", ["--show-object=trailer", path]).stdout
        let root = try #require(trailer.firstMatch(of: #/\/Root (\d+) 0 R/#)).output.1
        return try ToolProcess.run(tool: "qpdf", ["--show-object=\(root)", path]).stdout
    }

    /// Whether a neighbour of pixel (`x`, `y`) has another colour: the pixel is on an outline.
    static func isEdge(_ image: ImageData, _ x: Int, _ y: Int) -> Bool {
        let pixel = image.pixels[y * image.width + x]
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where image.pixels[ny * image.width + nx] != pixel { return true }
        }
        return false
    }

    /// The largest difference of one channel between two pixels.
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let x = Int((a >> UInt32(shift)) & 0xff), y = Int((b >> UInt32(shift)) & 0xff)
            largest = max(largest, abs(x - y))
        }
        return largest
    }

    @Test func marksStayOutOfTheUnprintableMargin() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.write(Self.spec(), in: folder)
        let run = try PosterProcess.run(["render", spec, "-o", folder.path("s.png"), "--dpi", "36", "--tile", "A4", "--tile-margin", "8mm"])
        #expect(run.status == 0, "\(run.stderr)")
        let k = 36.0 / 72, margin = 8 * Self.mm * k
        let files = run.stdout.split(separator: "\n").map(String.init)
        // A2 on A4 printing 281 x 194 mm (landscape): 2 x 4 sheets, and the map.
        #expect(files.count == 9)
        for file in files {
            let sheet = try decodedPNG(at: file)
            let long = 297 * Self.mm * k, short = 210 * Self.mm * k
            let (width, height) = sheet.width > sheet.height ? (long, short) : (short, long)
            var inMargin = 0
            for y in 0..<(sheet.height - 1) {
                for x in 0..<(sheet.width - 1) {
                    // Pixels wholly within the margin.
                    let edge = Double(x + 1) <= margin || Double(y + 1) <= margin || Double(x) >= width - margin || Double(y) >= height - margin
                    if edge, sheet.pixels[y * sheet.width + x] != 0xffff_ffff { inMargin += 1 }
                }
            }
            #expect(inMargin == 0, "\(file): \(inMargin) pixels printed in the margin")
        }
    }

    @Test func pagesOfADocumentAreTiledInTurnAndNamed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.write(Self.spec(pages: 3), in: folder)
        let run = try PosterProcess.run(["render", spec, "-o", folder.path("t.pdf"), "--tile", "A3", "--pages", "2,3"])
        #expect(run.status == 0, "\(run.stderr)")
        // A2 on A3 (287 x 410 mm printed): 2 x 2 portrait sheets a page, each page after its map.
        #expect(try ToolProcess.run(tool: "qpdf", ["--show-npages", folder.path("t.pdf")]).stdout == "10\n")
        let map = try ToolProcess.run(tool: "pdftotext", ["-f", "6", "-l", "6", folder.path("t.pdf"), "-"]).stdout
        #expect(map.contains("Poster (page 3 of 3): assembly map"), "\(map)")
        let sheet = try ToolProcess.run(tool: "pdftotext", ["-f", "7", "-l", "7", folder.path("t.pdf"), "-"]).stdout
        #expect(sheet.contains("R1C1 · page 3"), "\(sheet)")
        // As files, each sheet is named by its page and its name; {page} takes the same.
        let svg = try PosterProcess.run(["render", spec, "-o", folder.path("{page}/sheet.svg"), "--tile", "A3", "--pages", "3"])
        let sheets: [String] = ["3-map", "3-R1C1", "3-R1C2", "3-R2C1", "3-R2C2"].map { folder.path("\($0)/sheet.svg") }
        #expect(svg.stdout.split(separator: "\n").map(String.init) == sheets, "\(svg.stdout)")
    }

    @Test func theSpecAsksForTilingAndTheCommandLineOverrides() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.write(Self.spec(print: #""print": { "tile": { "paper": "A4", "orientation": "landscape", "scale": "60%" } },"#), in: folder)
        let run = try PosterProcess.run(["render", spec, "-o", folder.path("t.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        // A2 at 60% is 252 x 356.4 mm: landscape A4 sheets print 287 x 200 mm, so 1 x 2 of them.
        let map = try ToolProcess.run(tool: "pdftotext", ["-f", "1", "-l", "1", folder.path("t.pdf"), "-"]).stdout
        #expect(map.contains("Finished size 252 x 356.4 mm at 60%: 2 sheets of A4 landscape, 1 column x 2 rows"), "\(map)")
        let portrait = try PosterProcess.run(["render", spec, "-o", folder.path("p.pdf"), "--tile-orientation", "portrait", "--overlap", "20mm"])
        #expect(portrait.status == 0, "\(portrait.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", ["-f", "1", "-l", "1", folder.path("p.pdf"), "-"]).stdout
        #expect(text.contains("4 sheets of A4 portrait, 2 columns x 2 rows") && text.contains("Overlap 20 mm"), "\(text)")
        let whole = try PosterProcess.run(["render", spec, "-o", folder.path("w.pdf"), "--no-tile"])
        #expect(whole.status == 0)
        #expect(try ToolProcess.run(tool: "pdfinfo", [folder.path("w.pdf")]).stdout.contains("Page size:       1190.55 x 1683.78 pts (A2)"))
    }

    @Test func badOptionsFromTheCommandLineExit64() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.write(Self.spec(), in: folder)
        let cases: [([String], String)] = [
            (
                ["--tile", "A4", "--overlap", "250mm"],
                "--overlap: an overlap of 250 mm is not smaller than the printed area of an A4 sheet (200 x 287 mm within its 5 mm margin)"
            ),
            (
                ["--tile", "A1"],
                "--tile: an A1 sheet prints 584 x 831 mm, which holds the whole 420 x 594 mm page: print it without tiling, or enlarge it with a scale"
            ),
            // A4 less two 100 mm margins prints 10 mm across, as wide as the overlap (to a rounding).
            (
                ["--tile", "A4", "--tile-margin", "100mm"],
                "--tile-margin: an overlap of 10 mm is not smaller than the printed area of an A4 sheet (10 x 97 mm within its 100 mm margin)"
            ),
            (["--tile", "A4", "--overlap", "10"], #"--overlap: expected a length with its unit, such as "10mm", "0.25in" or "12pt", got "10""#),
            (["--tile", "A4", "--overlap", "-5mm"], #"--overlap: expected a length with its unit"#),
            (["--tile", "200 x 280"], #"with units such as "200mm x 280mm", got "200 x 280""#),
            (["--tile", "A4", "--tile-scale", "200"], "--tile-scale: 20000% is out of range: a poster may be from 1% to 10000% of the page"),
            (["--tile", "A4", "-o", "-", "--format", "png"], "-o - is a stream, which takes one PNG file: tiled sheets are a file each"),
            (
                ["--tile", "A4", "--overlap", "0"],
                "--overlap: an overlap of 0 mm cannot hold the marks: cut and glue lines and sheet names are printed in the overlap, which must be at least 4 mm with them (or turn the marks off)"
            ),
            (["--tile", "A4", "--overlap", "3.9mm"], "--overlap: an overlap of 3.9 mm cannot hold the marks"),
            (["--tile", "A4", "--tile-margin", "110mm"], "--tile-margin: a margin of 110 mm leaves nothing to print on an A4 sheet"),
            (["--tile", "A44"], "--tile: expected a paper size"),
            (["--tile", "A4", "--tile-scale", "0%"], "--tile-scale: 0% is out of range"),
            (["--tile", "A4", "--tile-scale", "huge"], "--tile-scale: expected a percentage"),
            (["--overlap", "5mm"], "--overlap needs --tile PAPER"),
            (["--tile", "A4", "--no-tile"], "--no-tile prints the pages whole"),
        ]
        for (arguments, message) in cases {
            let out = folder.path("out.pdf")
            let run = try PosterProcess.run(["render", spec, "-o", out] + arguments)
            #expect(run.status == 64, "\(arguments): \(run.status)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// `check` takes the tiling options and checks the tiling against every page, as `render` would cut it
    /// (it refused `--tile`).
    @Test func checkChecksATilingFromTheCommandLine() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.write(Self.spec(), in: folder)
        let fits = try PosterProcess.run(["check", spec, "--tile", "A4"])
        #expect(fits.status == 0, "\(fits.stderr)")
        let whole = try PosterProcess.run(["check", spec, "--tile", "A1"])
        #expect(whole.status == 1, "\(whole.stderr)")
        #expect(whole.stderr.contains("an A1 sheet prints 584 x 831 mm, which holds the whole 420 x 594 mm page"), "\(whole.stderr)")
        let lone = try PosterProcess.run(["check", spec, "--overlap", "5mm"])
        #expect(lone.status == 1 && lone.stderr.contains("--overlap needs --tile PAPER"), "\(lone.stderr)")
    }

    @Test func badTilingInTheSpecIsALocatedErrorWithExit1() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let cases: [(String, String)] = [
            (#""print": { "tile": { "paper": "A4", "overlap": "250mm" } },"#, #"error: print.tile.overlap: an overlap of 250 mm is not smaller"#),
            (#""print": { "tile": "A1" },"#, "error: print.tile: an A1 sheet prints 584 x 831 mm, which holds the whole 420 x 594 mm page"),
            (
                #""print": { "tile": { "paper": "A4", "margin": "100mm" } },"#,
                "error: print.tile.margin: an overlap of 10 mm is not smaller than the printed area"
            ),
            (#""print": { "tile": { "paper": "A4", "marks": true, "overlap": 0 } },"#, "error: print.tile.overlap: an overlap of 0 mm cannot hold the marks"),
            (#""print": { "tile": { "paper": "A4", "scale": "huge" } },"#, "error: print.tile.scale: expected a percentage"),
            (#""print": { "tile": { "overlap": "4mm" } },"#, #"error: print.tile: missing required key "paper""#),
        ]
        for (print, message) in cases {
            let spec = try Self.write(Self.spec(print: print), in: folder)
            let out = folder.path("out.pdf")
            let run = try PosterProcess.run(["render", spec, "-o", out])
            #expect(run.status == 1, "\(print): \(run.status)")
            #expect(run.stderr.contains("poster.json:1:") && run.stderr.contains(message), "\(print): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
            let check = try PosterProcess.run(["check", spec])
            #expect(check.status == 1 && check.stderr.contains(message), "\(check.stderr)")
        }
        // A setting from the command line that makes the spec's valid settings fail is refused as an option.
        let spec = try Self.write(Self.spec(print: #""print": { "tile": { "paper": "A4", "overlap": "2mm", "marks": false } },"#), in: folder)
        let run = try PosterProcess.run(["render", spec, "-o", folder.path("out.pdf"), "--tile-margin", "110mm"])
        #expect(run.status == 64 && run.stderr.contains("--tile-margin: a margin of 110 mm"), "\(run.stderr)")
        let marks = try PosterProcess.run(["render", spec, "-o", folder.path("out.pdf"), "--tile-marks"])
        #expect(marks.status == 64 && marks.stderr.contains("--[no-]tile-marks: an overlap of 2 mm cannot hold the marks"), "\(marks.stderr)")
    }
}
