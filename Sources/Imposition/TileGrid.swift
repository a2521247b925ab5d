import FileIO
import Geometry
import Glibc
import SpecReader

/// How one page is cut into sheets. The poster (the page's trimmed area times the scale) is covered
/// by `columns` x `rows` sheets in reading order; neighbours print the same `overlap` where they join.
///
/// Along a side of `P` points, with sheets printing at most `p` and sharing `o`, `n` sheets cover
/// `n p - (n - 1) o`, so the fewest that cover it are `n = ceil((P - o) / (p - o))` (one when `P <= p`).
/// They share the poster evenly: each prints `(P + (n - 1) o) / n` from its printed corner (the paper's
/// corner within the margin), more than half of what it could, so no sheet carries a sliver.
public struct TileGrid: Hashable, Sendable {
    /// The paper as turned, in points.
    public let sheet: Size
    public let margin: Double
    public let overlap: Double
    /// Poster points per page point.
    public let scale: Double
    /// The finished poster, in points.
    public let poster: Size
    public let columns: Int
    public let rows: Int
    /// The part of the poster every sheet prints, along each side: the poster shared evenly.
    public let share: Size

    public var count: Int { columns * rows }
    /// The area of a sheet that is printed.
    public var printable: Size { Size(sheet.width - 2 * margin, sheet.height - 2 * margin) }
    /// How far apart neighbouring sheets start on the poster.
    public var step: Size { Size(share.width - overlap, share.height - overlap) }

    /// The narrowest overlap that holds the marks: each half of it (2 mm) holds a line and a sheet's name.
    public static let leastMarkedOverlap = 4 * 72 / 25.4

    /// The most sheets one page may be cut into.
    public static let maximumSheets = 10_000

    /// The sheets needed along a side of `poster` points, each printing `printable` and sharing `overlap`:
    /// a whole number, kept as a `Double` since an overlap a hair under the printed area asks for more
    /// sheets than an `Int` holds.
    public static func sheets(along poster: Double, printable: Double, overlap: Double) -> Double {
        // A side that is a whole number of steps long comes out of the division a hair over it.
        let slack = 1e-9 * max(poster, 1)
        guard poster > printable + slack else { return 1 }
        return ((poster - overlap - slack) / (printable - overlap)).rounded(.up)
    }

    /// The grid for a page whose trimmed area is `trim` points, or the problem with `request`.
    public init(trim: Size, request: TileRequest) throws(TileProblem) {
        guard let paper = request.paper else { throw TileProblem(.paper, "give the paper to tile onto, such as \"A4\"") }
        let name = Self.describe(paper: paper, named: request.paperName)
        let (m, o) = (request.margin, request.overlap)
        guard 2 * m < min(paper.width, paper.height) else {
            throw TileProblem(.margin, "a margin of \(PaperSize.millimetres(m)) mm leaves nothing to print on \(name)", with: [.paper])
        }
        let printed = Size(paper.width - 2 * m, paper.height - 2 * m)
        // An overlap as wide as the printed area, to a rounding, would make sheets that never advance.
        guard o < min(printed.width, printed.height) - 1e-6 else {
            throw TileProblem(
                .overlap,
                "an overlap of \(PaperSize.millimetres(o)) mm is not smaller than the printed area of \(name) (\(Self.millimetres(printed)) within its \(PaperSize.millimetres(m)) mm margin)",
                with: [.margin, .paper])
        }
        if request.marks, o < Self.leastMarkedOverlap - 1e-9 {
            throw TileProblem(
                .overlap,
                "an overlap of \(PaperSize.millimetres(o)) mm cannot hold the marks: cut and glue lines and sheet names are printed in the overlap, which must be at least \(PaperSize.millimetres(Self.leastMarkedOverlap)) mm with them (or turn the marks off)",
                with: [.marks])
        }
        scale = request.scale.factor(for: trim)
        guard TileScale.factors.contains(scale) else {
            throw TileProblem(
                .scale,
                "\(request.scale.description) is \(SpecNode.format((scale * 1000).rounded() / 10))% of the page: a poster may be from 1% to 10000% of it")
        }
        poster = Size(trim.width * scale, trim.height * scale)
        let turns: [Size]
        let portrait = Size(min(paper.width, paper.height), max(paper.width, paper.height))
        switch request.orientation {
        case .portrait: turns = [portrait]
        case .landscape: turns = [portrait.transposed]
        // Both ways, the poster's own way first so that it wins a tie.
        case .auto: turns = poster.width > poster.height ? [portrait.transposed, portrait] : [portrait, portrait.transposed]
        }
        let poster = poster
        // A sheet whose printed area holds the poster (to a rounding: a size given by name or in millimetres) has nothing to tile.
        let slack = 1e-6
        if let whole = turns.first(where: { $0.width - 2 * m >= poster.width - slack && $0.height - 2 * m >= poster.height - slack }) {
            throw TileProblem(
                .paper,
                "\(name) prints \(Self.millimetres(Size(whole.width - 2 * m, whole.height - 2 * m))), which holds the whole \(Self.millimetres(poster)) page: print it without tiling, or enlarge it with a scale",
                with: [.scale, .margin, .orientation])
        }
        let grids = turns.map { turn in
            (
                turn, Self.sheets(along: poster.width, printable: turn.width - 2 * m, overlap: o),
                Self.sheets(along: poster.height, printable: turn.height - 2 * m, overlap: o)
            )
        }
        let best = grids.min { $0.1 * $0.2 < $1.1 * $1.2 }!
        guard best.1 * best.2 <= Double(Self.maximumSheets) else {
            throw TileProblem(
                .paper,
                "a \(Self.millimetres(poster)) poster takes \(Self.count(best.1)) x \(Self.count(best.2)) sheets of \(request.paperName ?? Self.millimetres(paper)), more than the \(Self.maximumSheets) a page may be cut into",
                with: [.scale, .margin, .overlap])
        }
        (sheet, columns, rows) = (best.0, Int(best.1), Int(best.2))
        (margin, overlap) = (m, o)
        func shared(_ side: Double, _ n: Int) -> Double { n == 1 ? side : (side + Double(n - 1) * o) / Double(n) }
        share = Size(shared(poster.width, columns), shared(poster.height, rows))
    }

    /// The part of the poster sheet (`row`, `column`) prints, in poster points (within the poster).
    public func region(row: Int, column: Int) -> Rect {
        let x = Double(column) * step.width, y = Double(row) * step.height
        return Rect(x: x, y: y, width: min(share.width, poster.width - x), height: min(share.height, poster.height - y))
    }

    /// "an A4 sheet", "a 200 x 300 mm sheet".
    static func describe(paper: Size, named: String?) -> String {
        if let named { return "\("AEIOU".contains(named.prefix(1)) ? "an" : "a") \(named) sheet" }
        return "a \(millimetres(paper)) sheet"
    }

    /// A number of sheets for a message: "7,150,000,001", or "7.2e+18" past what is worth spelling out.
    static func count(_ sheets: Double) -> String {
        sheets < 1e15 ? SpecNode.grouped(Int(sheets)) : String(cFormat: "%.2g", sheets)
    }

    /// "210 x 297 mm".
    static func millimetres(_ size: Size) -> String {
        "\(PaperSize.millimetres(size.width)) x \(PaperSize.millimetres(size.height)) mm"
    }
}
