import CairoKit
import Foundation
import TestSupport
import Testing

/// Codes come back as their rows' data when an independent reader (zbarimg) scans the output: a PNG at
/// 300 dpi, and the PDF rasterised by pdftoppm. zbar misses a code now and then in a page of many
/// (each reads alone), so every cell is scanned on its own. Data a symbology cannot hold is a located
/// error naming its row, and nothing is written.
@Suite struct CodeReadBackTests {
    static let people = (1...24).map { (id: String(format: "%04d", $0 * 37), name: "Guest \($0)") }

    /// A sheet of one QR code per person (check-in URL) and one EAN-13 per item.
    static func writeSheet(in folder: ScratchFolder) throws {
        let rows = ["id,name"] + people.map { "\($0.id),\($0.name)" }
        try Data(rows.joined(separator: "\n").utf8).write(to: folder.url.appendingPathComponent("people.csv"))
        let spec = """
            { "version": 1, "page": { "size": "A4", "margin": "10mm" },
              "pages": [
                { "sheet": { "data": "people.csv", "grid": { "columns": 4, "rows": 6, "gap": "4mm" },
                  "cell": { "figure": { "kind": "code", "data": "https://example.org/checkin/{id}", "correction": "Q" }, "caption": "{name}" } } },
                { "cells": [
                  { "figure": { "kind": "code", "type": "ean13", "data": "4006381333931" } },
                  { "figure": { "kind": "code", "type": "code128", "data": "POSTER-128" } },
                  { "figure": { "kind": "code", "type": "upcA", "data": "03600029145" } } ] } ] }
            """
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("codes.json"))
    }

    /// What zbarimg reads in each cell of the page at `path` (A4 at `dpi`, 10 mm margins, 4 mm gaps,
    /// `columns` x `rows` cells), the cells' readings sorted.
    static func scanned(_ path: String, columns: Int, rows: Int, dpi: Double = 300, in folder: ScratchFolder) throws -> [String] {
        let page = try decodedPNG(at: path)
        let mm = dpi / 25.4, margin = 10 * mm, gap = 4 * mm
        let width = (Double(page.width) - 2 * margin - Double(columns - 1) * gap) / Double(columns)
        let height = (Double(page.height) - 2 * margin - Double(rows - 1) * gap) / Double(rows)
        var read: [String] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let x0 = Int(margin + Double(column) * (width + gap)), y0 = Int(margin + Double(row) * (height + gap))
                let w = Int(width), h = Int(height)
                // The cell as a grey PGM, which zbarimg reads.
                var pgm = Array("P5 \(w) \(h) 255\n".utf8)
                for y in y0..<(y0 + h) {
                    for x in x0..<(x0 + w) {
                        let p = page.rgba(x: x, y: y)
                        let sum: Int = Int(p.red) + Int(p.green) + Int(p.blue)
                        pgm.append(UInt8(sum / 3))
                    }
                }
                let cell = folder.path("cell-\(row)-\(column).pgm")
                try Data(pgm).write(to: URL(fileURLWithPath: cell))
                read += try ToolProcess.run(tool: "zbarimg", ["-q", cell]).stdout.split(separator: "\n").map(String.init)
            }
        }
        return read.sorted()
    }

    /// What zbarimg reads in the whole image at `path`, sorted: for a page of a few codes.
    static func scannedWhole(_ path: String) throws -> [String] {
        try ToolProcess.run(tool: "zbarimg", ["-q", path]).stdout.split(separator: "\n").map(String.init).sorted()
    }

    static var expected: [[String]] {
        [people.map { "QR-Code:https://example.org/checkin/\($0.id)" }.sorted(), ["CODE-128:POSTER-128", "EAN-13:0036000291452", "EAN-13:4006381333931"]]
    }

    @Test func everyCodeInAPNGReadsBackAsItsRowsData() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.writeSheet(in: folder)
        let render = try PosterProcess.run(["render", "codes.json", "-o", "page-{page}.png", "--dpi", "300"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try Self.scanned(folder.path("page-1.png"), columns: 4, rows: 6, in: folder) == Self.expected[0])
        #expect(try Self.scannedWhole(folder.path("page-2.png")) == Self.expected[1])
    }

    /// A PDF's 2D codes are 1-bit image masks (one image each, drawn without smoothing), its barcodes
    /// paths; rasterised by poppler (pdftoppm) and by cairo (pdftocairo), at 150 and 300 dpi, every code
    /// reads back, in RGB and in CMYK.
    @Test(arguments: [("pdftoppm", 150.0), ("pdftoppm", 300.0), ("pdftocairo", 150.0), ("pdftocairo", 300.0)], [false, true])
    func everyCodeInThePDFReadsBackOnceRasterised(_ raster: (tool: String, dpi: Double), _ cmyk: Bool) throws {
        let (rasteriser, dpi) = raster
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.writeSheet(in: folder)
        let render = try PosterProcess.run(["render", "codes.json", "-o", "codes.pdf"] + (cmyk ? ["--cmyk"] : []), in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let raster = try ToolProcess.run(tool: rasteriser, ["-r", "\(Int(dpi))", "-png", folder.path("codes.pdf"), folder.path("raster")])
        #expect(raster.status == 0)
        let pages = folder.files.filter { $0.hasPrefix("raster") }.sorted()
        try #require(pages.count == 2, "\(pages)")
        #expect(try Self.scanned(folder.path(pages[0]), columns: 4, rows: 6, dpi: dpi, in: folder) == Self.expected[0])
        #expect(try Self.scannedWhole(folder.path(pages[1])) == Self.expected[1])
        let objects = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", folder.path("codes.pdf"), "-"]).stdout
        let masks = objects.components(separatedBy: "/ImageMask true").dropFirst()
        #expect(masks.count == Self.people.count, "one image mask a QR code")
        #expect(masks.allSatisfy { $0.prefix(40).contains("/Interpolate false") })
    }

    @Test func dataACodeCannotHoldIsALocatedErrorNamingItsRow() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("name,ean\nAnna,4006381333931\nBen,4006381333932\nCleo,12345\n".utf8).write(to: folder.url.appendingPathComponent("items.csv"))
        let spec = """
            { "version": 1, "pages": [ { "sheet": { "data": "items.csv", "grid": { "columns": 2, "rows": 2 },
              "cell": { "figure": { "kind": "code", "type": "ean13", "data": "{ean}" } } } },
              { "cells": [ { "figure": { "kind": "code", "correction": "H", "data": "\(String(repeating: "x", count: 3000))" } } ] } ] }
            """
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("bad.json"))
        let render = try PosterProcess.run(["render", "bad.json", "-o", "bad.pdf"], in: folder.url)
        #expect(render.status == 1)
        #expect(
            render.stderr == """
                items.csv:3:2: error: row 2, column "ean": cannot encode it as ean13: the check digit of 4006381333932, its last, is 2 where 400638133393 gives 1: a digit is wrong or missing
                bad.json:3:73: error: pages[1].cells[0].figure.data: cannot encode it as qr: 3000 characters (3000 bytes) are more than one qr holds at this correction (a lower one holds more)
                items.csv:4:2: error: row 3, column "ean": cannot encode it as ean13: ean13 encodes 12 digits, or 13 with its check digit last, found "12345"

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("bad.pdf")))
    }

    /// Names in many scripts, as QR codes: each reads back byte for byte (UTF-8 behind its ECI marker;
    /// unmarked, libzint chose Shift JIS or Latin-1 per row and zbar read "Straße" as "Stra絽"). GS1
    /// numbers given with their check digit are the symbology asked for (an EAN-8 was an EAN-13 of
    /// five zeros), and a Code 128's `{page}` and `{pages}` are the page's.
    static let names = ["Straße", "Señor López", "François Lefèvre", "Иван Петров", "山田太郎", "محمد علي", "Ελένη", "Çağrı Yılmaz"]

    @Test func everyCodeReadsBackAsItsExactTextAndSymbology() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data((["name"] + Self.names).joined(separator: "\n").utf8).write(to: folder.url.appendingPathComponent("names.csv"))
        let spec = """
            { "version": 1, "page": { "size": "A4", "margin": "10mm" },
              "pages": [
                { "sheet": { "data": "names.csv", "grid": { "columns": 4, "rows": 2, "gap": "4mm" },
                  "cell": { "figure": { "kind": "code", "data": "{name}" } } } },
                { "cells": [
                  { "figure": { "kind": "code", "type": "ean8", "data": "96385074" } },
                  { "figure": { "kind": "code", "type": "itf14", "data": "15400141288763" } },
                  { "figure": { "kind": "code", "type": "code128", "data": "P{page}/{pages:02d}" } } ] } ] }
            """
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("codes.json"))
        let render = try PosterProcess.run(["render", "codes.json", "-o", "codes.pdf"], in: folder.url)
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        let raster = try ToolProcess.run(tool: "pdftoppm", ["-r", "300", "-png", folder.path("codes.pdf"), folder.path("raster")])
        #expect(raster.status == 0)
        #expect(try Self.scanned(folder.path("raster-1.png"), columns: 4, rows: 2, in: folder) == Self.names.map { "QR-Code:\($0)" }.sorted())
        #expect(try Self.scannedWhole(folder.path("raster-2.png")) == ["CODE-128:P2/02", "EAN-8:96385074", "I2/5:15400141288763"])
    }

    /// A wrong check digit is refused, naming every column the number was made of; a GS1 number cannot
    /// take a page's number.
    @Test func aWrongCheckDigitIsRefusedNamingItsColumns() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("prefix,item\n9638,5074\n9638,5075\n".utf8).write(to: folder.url.appendingPathComponent("items.csv"))
        let spec = """
            { "version": 1, "pages": [ { "sheet": { "data": "items.csv", "grid": { "columns": 2, "rows": 1 },
              "cell": { "figure": { "kind": "code", "type": "ean8", "data": "{prefix}{item}" } } } },
              { "cells": [ { "figure": { "kind": "code", "type": "ean13", "data": "400638133393{page}" } } ] } ] }
            """
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("bad.json"))
        let check = try PosterProcess.run(["check", "bad.json"], in: folder.url)
        #expect(check.status == 1)
        #expect(
            check.stderr.contains(
                "bad.json:2:65: error: pages[0].sheet.cell.figure.data: row 2, columns \"prefix\" and \"item\": cannot encode it as ean8: the check digit of"
                    + " 96385075, its last, is 5 where 9638507 gives 4: a digit is wrong or missing"), "\(check.stderr)")
        #expect(
            check.stderr.contains(
                "bad.json:3:71: error: pages[1].cells[0].figure.data: ean13 holds a fixed count of digits: {page} and {pages} belong in a 2D code"
                    + " or a Code 128 or 39"), "\(check.stderr)")
    }

    @Test func everyCheckInCodeOfTheShippedConferenceSheetReadsBack() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let layouts = repositoryRoot.appendingPathComponent("layouts")
        let csv = try String(contentsOf: layouts.appendingPathComponent("conference.csv"), encoding: .utf8)
        let ids = csv.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "," }) }
        #expect(ids.count >= 40)
        // The fronts: every other page (a back follows each).
        let fronts = stride(from: 1, through: 13, by: 2).map(String.init).joined(separator: ",")
        let render = try PosterProcess.run(
            ["render", "conference-badges.json", "-o", folder.path("front-{page}.png"), "--dpi", "300", "--pages", fronts], in: layouts)
        #expect(render.status == 0, "\(render.stderr)")
        var read: [String] = []
        for page in stride(from: 1, through: 13, by: 2) { read += try Self.scannedWhole(folder.path("front-\(page).png")) }
        #expect(read.sorted() == ids.map { "QR-Code:https://example.org/checkin/\($0)" }.sorted())
    }

    /// A 2D code in a PNG has its module edges on whole pixels: every pixel of it is the code's colour or
    /// its background, none a blend, at any resolution that gives a module a pixel or more; the code
    /// (29 modules a side, finder pattern to finder pattern) spans 29 times a whole number of pixels, and
    /// every run of dark pixels across it is a multiple of that number.
    @Test(arguments: [72.0, 150, 300])
    func aCodesModulesFillWholePixels(_ dpi: Double) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let render = try PosterProcess.run(
            ["draw", "code", "--param", "data=https://example.org/checkin/0042", "--size", "81.4", "--dpi", String(dpi), "-o", "code.png"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let page = try decodedPNG(at: folder.path("code.png"))
        var tones: Set<UInt8> = []
        var dark: [(x: Int, y: Int)] = []
        for y in 0..<page.height {
            for x in 0..<page.width {
                let tone = page.rgba(x: x, y: y).red
                tones.insert(tone)
                if tone == 0 { dark.append((x, y)) }
            }
        }
        #expect(tones == [0, 255])
        let left = try #require(dark.map(\.x).min()), right = try #require(dark.map(\.x).max())
        let span = right - left + 1, module = span / 29
        #expect(module >= 1 && span == 29 * module, "\(span) pixels across")
        let top = try #require(dark.map(\.y).min())
        let row = dark.filter { $0.y == top + module * 14 }.map(\.x)
        var runs: [Int] = []
        for (i, x) in row.enumerated() where i == 0 || row[i - 1] != x - 1 { runs.append(row[i...].enumerated().prefix { $0.element == x + $0.offset }.count) }
        #expect(!runs.isEmpty && runs.allSatisfy { $0 % module == 0 }, "runs \(runs), module \(module) px")
        #expect(try Self.scannedWhole(folder.path("code.png")) == ["QR-Code:https://example.org/checkin/0042"])
    }
}
