import Geometry
import Scene
import SpecReader

/// Rows and columns of equal tracks separated by gaps; cells may span several tracks.
package struct Grid: Hashable, Sendable {
    static let maximumTracks = 1000

    package var columns: Int
    /// nil: as many rows as the cells need.
    package var rows: Int?
    package var columnGap: Double
    package var rowGap: Double
    package var padding: Double
    package var align: Alignment
    package var frame: CellFrame

    /// How cells are outlined.
    package enum CellFrame: Hashable, Sendable {
        case none, ink
        case color(Color)
    }

    package static let single = Grid(columns: 1, rows: nil, columnGap: 0, rowGap: 0, padding: 0, align: .fill, frame: .none)

    package static var columns: Field<Int> { .defaulted("columns", Decoders.integer(1...maximumTracks), 1, "number of columns") }
    package static var rows: Field<Int?> { .optional("rows", Decoders.integer(1...maximumTracks), "number of rows (default: as many as the cells need)") }
    package static var gap: Field<[Double]> {
        .defaulted(
            "gap",
            Decoders.union(
                "a length, or [column gap, row gap]",
                [
                    ({ !$0.isArray }, Length.decoder(0...PageSetup.maximumSide).map { [$0, $0] }),
                    ({ $0.isArray }, Decoders.array(Length.decoder(0...PageSetup.maximumSide), of: "length", count: 2...2)),
                ]), [0, 0], shown: "0", "space between columns and rows")
    }
    package static var padding: Field<Double> {
        .defaulted("padding", Length.decoder(0...PageSetup.maximumSide), 0, shown: "0", "space kept free inside every cell")
    }
    package static var align: Field<Alignment> {
        .defaulted(
            "align", Alignment.decoder, .fill, shown: "\"fill\"",
            "where figures sit in their cells: fill the cell, or the largest square placed centre, top, topLeft, ...")
    }
    package static var frame: Field<CellFrame> {
        .defaulted(
            "frame",
            Decoders.union(
                "true, false or a colour",
                [({ $0.isString }, ColorParser.decoder.map(CellFrame.color)), ({ _ in true }, Decoders.bool.map { $0 ? CellFrame.ink : .none })]),
            .none, shown: "false", "outline every cell: true (in the ink) or a colour")
    }

    /// Records an error for every cell that finds no room in the grid.
    func checkPlacement(of cells: [Cell], _ d: SpecContext) {
        var placement = GridPlacement(columns: columns, rows: rows)
        for cell in cells where placement.place(span: cell.span) == nil {
            let why =
                cell.span.columns > columns
                ? "it spans \(cell.span.columns) columns of \(columns)" : "no room is left in the grid's \(Decoders.amount(rows ?? 0, "row"))"
            d.error("this cell does not fit the grid: \(why) (raise \"rows\" or leave it out)", at: cell.source.position, cell.source.path)
        }
    }

    package static let object: ObjectDecoder<Grid> = ObjectDecoder(
        "Grid", "rows and columns of cells",
        columns, rows, gap, padding, align, frame
    ) { _, columns, rows, gap, padding, align, frame in
        Grid(columns: columns, rows: rows, columnGap: gap[0], rowGap: gap[1], padding: padding, align: align, frame: frame)
    }
}
