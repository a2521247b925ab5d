import Compose
import Foundation
import Geometry
import Imposition
import SpecModel
import TestSupport
import Testing

/// How a page is cut into sheets: the fewest that cover it, neighbours sharing the overlap, and the
/// settings that cannot work refused with the setting named.
@Suite struct TileGridTests {
    static let mm = 72 / 25.4

    static func request(
        _ paper: String, orientation: TileRequest.Orientation = .auto, overlap: Double = 10, margin: Double = 5, scale: TileScale = .factor(1),
        marks: Bool = true
    ) -> TileRequest {
        var request = TileRequest(origin: .commandLine)
        let known = request.setPaper(paper)
        #expect(known)
        request.orientation = orientation
        request.overlap = overlap * mm
        request.margin = margin * mm
        request.scale = scale
        request.marks = marks
        return request
    }

    static let a0 = Size(841 * mm, 1189 * mm)

    /// Along a side of P mm, sheets printing p mm and sharing o mm: n sheets cover n p - (n - 1) o, so
    /// the fewest are n = ceil((P - o) / (p - o)).
    static func formula(_ poster: Double, printed: Double, overlap: Double) -> Int {
        Int(((poster - overlap) / (printed - overlap)).rounded(.up))
    }

    @Test func a0OnA4PortraitTakesWhatGeometrySays() throws {
        let grid = try TileGrid(trim: Self.a0, request: Self.request("A4", orientation: .portrait))
        // A4 portrait prints 200 x 287 mm inside 5 mm margins.
        #expect(grid.columns == Self.formula(841, printed: 200, overlap: 10))
        #expect(grid.rows == Self.formula(1189, printed: 287, overlap: 10))
        #expect((grid.columns, grid.rows) == (5, 5))
        #expect(approx(grid.sheet.width, 210 * Self.mm) && approx(grid.sheet.height, 297 * Self.mm))
    }

    @Test func automaticOrientationTakesTheWayWithFewerSheets() throws {
        let landscape = try TileGrid(trim: Self.a0, request: Self.request("A4", orientation: .landscape))
        // 287 mm across: (841 - 10) / 277 is exactly 3, which must not round up to 4.
        #expect((landscape.columns, landscape.rows) == (Self.formula(841, printed: 287, overlap: 10), Self.formula(1189, printed: 200, overlap: 10)))
        #expect((landscape.columns, landscape.rows) == (3, 7))
        let auto = try TileGrid(trim: Self.a0, request: Self.request("A4"))
        #expect(auto.count == 21 && auto.sheet.width > auto.sheet.height)
        // With no overlap or margin an A2 is exactly 2 x 2 A4 sheets (and an A0, 1 mm wider than 4, is not 4 x 4).
        let exact = try TileGrid(trim: Size(420 * Self.mm, 594 * Self.mm), request: Self.request("A4", overlap: 0, margin: 0, marks: false))
        #expect((exact.columns, exact.rows) == (2, 2))
        let a0 = try TileGrid(trim: Self.a0, request: Self.request("A4", orientation: .portrait, overlap: 0, margin: 0, marks: false))
        #expect((a0.columns, a0.rows) == (5, 5))
    }

    @Test func sheetsCoverThePosterAndOneFewerWouldNot() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let poster = Size(Double.random(in: 200...3000, using: &generator), Double.random(in: 200...3000, using: &generator))
            let paper = Double.random(in: 90...190, using: &generator)
            let overlap = Double.random(in: 1...30, using: &generator), margin = Double.random(in: 0...12, using: &generator)
            var request = TileRequest(origin: .commandLine)
            request.paper = Size(paper, paper * 1.4)
            (request.overlap, request.margin, request.marks) = (overlap, margin, false)
            let grid = try TileGrid(trim: poster, request: request)
            for (side, n, printed) in [(poster.width, grid.columns, grid.printable.width), (poster.height, grid.rows, grid.printable.height)] {
                #expect(Double(n) * printed - Double(n - 1) * overlap >= side - 1e-6)
                if n > 1 { #expect(Double(n - 1) * printed - Double(n - 2) * overlap < side) }
            }
            // Neighbours share exactly the overlap; the last sheets end at the poster's edge.
            let first = grid.region(row: 0, column: 0)
            #expect(first.minX == 0 && first.minY == 0)
            if grid.columns > 1 {
                let next = grid.region(row: 0, column: 1)
                #expect(approx(first.maxX - next.minX, overlap, tolerance: 1e-9))
            }
            let last = grid.region(row: grid.rows - 1, column: grid.columns - 1)
            #expect(approx(last.maxX, poster.width, tolerance: 1e-6) && approx(last.maxY, poster.height, tolerance: 1e-6))
            #expect(last.width <= grid.printable.width + 1e-9 && last.height <= grid.printable.height + 1e-9)
        }
    }

    @Test func scaleMakesALargerOrSmallerPoster() throws {
        let half = try TileGrid(trim: Self.a0, request: Self.request("A4", orientation: .portrait, scale: .factor(0.5)))
        #expect(approx(half.poster.width, 420.5 * Self.mm, tolerance: 1e-9))
        #expect((half.columns, half.rows) == (Self.formula(420.5, printed: 200, overlap: 10), Self.formula(594.5, printed: 287, overlap: 10)))
        // A finished size keeps the page's proportions and is turned the way the page is.
        let a1 = try TileGrid(trim: Self.a0.transposed, request: Self.request("A4", scale: try #require(TileScale.parse("A1"))))
        let fit = min(841.0 / 1189, 594.0 / 841)
        #expect(approx(a1.scale, fit, tolerance: 1e-12))
        #expect(approx(a1.poster.width, 1189 * fit * Self.mm, tolerance: 1e-6) && approx(a1.poster.height, 841 * fit * Self.mm, tolerance: 1e-6))
        #expect(TileScale.parse("50%") == .factor(0.5) && TileScale.parse("2") == .factor(2))
        #expect(TileScale.parse("0%") == nil && TileScale.parse("-5%") == nil && TileScale.parse("huge") == nil)
    }

    @Test func impossibleSettingsAreRefusedWithTheSettingNamed() {
        func problem(_ request: TileRequest, trim: Size = Self.a0) -> TileProblem? {
            do throws(TileProblem) {
                _ = try TileGrid(trim: trim, request: request)
                return nil
            } catch {
                return error
            }
        }
        #expect(problem(Self.request("A4", overlap: 200))?.field == .overlap)
        #expect(
            problem(Self.request("A4", overlap: 200))?.message
                == "an overlap of 200 mm is not smaller than the printed area of an A4 sheet (200 x 287 mm within its 5 mm margin)")
        #expect(problem(Self.request("A1"), trim: Size(420 * Self.mm, 594 * Self.mm))?.field == .paper)
        #expect(
            problem(Self.request("A4"), trim: Size(140 * Self.mm, 200 * Self.mm))?.message
                == "an A4 sheet prints 200 x 287 mm, which holds the whole 140 x 200 mm page: print it without tiling, or enlarge it with a scale")
        // A sheet as large as the page does not print all of it: the margins take their share.
        #expect(problem(Self.request("A0")) == nil)
        // An overlap as wide as the printed area, to a rounding (210 - 2 x 100 mm against 10 mm), never advances.
        #expect(problem(Self.request("A4", margin: 100))?.fields == [.overlap, .margin, .paper])
        #expect(problem(Self.request("A4", overlap: 0))?.field == .overlap)
        #expect(problem(Self.request("A4", overlap: 3.9))?.field == .overlap)
        #expect(problem(Self.request("A4", overlap: 4)) == nil)
        #expect(problem(Self.request("A4", overlap: 0, marks: false)) == nil)
        #expect(problem(Self.request("A4", margin: 105))?.field == .margin)
        #expect(problem(Self.request("A10", scale: .factor(100)))?.message.hasSuffix("more than the 10000 a page may be cut into") == true)
        var missing = TileRequest(origin: .commandLine)
        missing.overlap = 1
        #expect(problem(missing)?.field == .paper)
    }

    /// "R2C3": no sheet's name reads as a paper size, however many rows and columns.
    @Test func sheetsAreNamedByRowAndColumnNeverAsPaper() {
        #expect(TileLabel.name(row: 0, column: 0) == "R1C1")
        #expect(TileLabel.name(row: 1, column: 2) == "R2C3")
        #expect(TileLabel.name(row: 99, column: 99) == "R100C100")
        for row in 0..<30 {
            for column in 0..<30 { #expect(PaperSize.named(TileLabel.name(row: row, column: column)) == nil) }
        }
    }

    /// An A1 poster on A4 with 10 mm of overlap and a 5 mm margin (the 12 sheets, three of them
    /// 14 mm wide): every sheet prints more than a third of its printable width and height, all sheets
    /// of a row or column print the same, the overlaps are as asked, and together they cover the poster.
    @Test(arguments: [("A1", "A4"), ("A0", "A4"), ("A2", "Letter"), ("A1", "A3")])
    func noSheetCarriesASliver(_ poster: String, _ paper: String) throws {
        let trim = try #require(PaperSize.named(poster))
        let grid = try TileGrid(trim: trim, request: Self.request(paper))
        let printable = grid.printable
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let region = grid.region(row: row, column: column)
                #expect(
                    region.width > printable.width / 3 && region.height > printable.height / 3,
                    "\(poster) on \(paper): sheet \(row), \(column) prints \(region)")
                #expect(region.width <= printable.width + 1e-9 && region.height <= printable.height + 1e-9)
                #expect(approx(region.width, grid.region(row: 0, column: 0).width, tolerance: 1e-6))
                if column > 0 { #expect(approx(grid.region(row: row, column: column - 1).maxX - region.minX, 10 * Self.mm, tolerance: 1e-6)) }
            }
        }
        #expect(approx(grid.region(row: grid.rows - 1, column: grid.columns - 1).maxX, grid.poster.width, tolerance: 1e-6))
        #expect(approx(grid.region(row: grid.rows - 1, column: grid.columns - 1).maxY, grid.poster.height, tolerance: 1e-6))
    }

    @Test func marksStayInTheOverlapsWithinThePrintedArea() throws {
        let grid = try TileGrid(trim: Self.a0, request: Self.request("A4"))
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let marks = TileMarks(grid: grid, row: row, column: column)
                let printed = marks.printed
                for strip in marks.glueStrips + marks.offcuts {
                    #expect(strip.minX >= printed.minX - 1e-9 && strip.maxX <= printed.maxX + 1e-9)
                    #expect(strip.minY >= printed.minY - 1e-9 && strip.maxY <= printed.maxY + 1e-9)
                    // Each strip is half an overlap deep: the part that is cut away or covered.
                    #expect(approx(min(strip.width, strip.height), grid.overlap / 2, tolerance: 1e-9))
                }
                #expect(marks.glueStrips.count == (column < grid.columns - 1 ? 1 : 0) + (row < grid.rows - 1 ? 1 : 0))
                #expect(marks.offcuts.count == (column > 0 ? 1 : 0) + (row > 0 ? 1 : 0))
            }
        }
    }
}
