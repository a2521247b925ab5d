import Geometry
import Scene
import SpecReader

/// Rows and columns of tracks separated by gaps, each track sized as `GridTrack` says; cells may span
/// several tracks.
package struct Grid: Hashable, Sendable {
    static let maximumTracks = 1000

    /// The columns' sizes.
    package var columnSizes: [GridTrack]
    /// The rows' sizes; nil: as many rows as the cells need, their sizes chosen.
    package var rowSizes: [GridTrack]?
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

    package static let single = Grid(columnSizes: [.chosen], rowSizes: nil, columnGap: 0, rowGap: 0, padding: 0, align: .fill, frame: .none)

    /// How many columns there are.
    package var columns: Int { columnSizes.count }
    /// How many rows there are; nil: as many as the cells need.
    package var rows: Int? { rowSizes?.count }

    package static var columns: Field<[GridTrack]> {
        .defaulted(
            "columns", GridTrack.countOrSizes("column", maximum: maximumTracks), [.chosen], shown: "1",
            "the number of columns, of equal width; or their widths: lengths, \"auto\" (as wide as its texts' lines) and shares of the rest (\"1fr\", \"2fr\")")
    }
    package static var rows: Field<[GridTrack]?> {
        .optional(
            "rows", GridTrack.countOrSizes("row", maximum: maximumTracks),
            "the number of rows (default: as many as the cells need): a row of texts alone is as tall as they are at their size, the others share the rest;"
                + " or their heights: lengths, \"auto\" (as tall as its texts) and shares of the rest (\"1fr\", \"2fr\");"
                + " a share whose figures keep their shape (a carpet's square) and would leave over a quarter of it empty is as tall as they are,"
                + " the room it gives up spread evenly above, between and below the rows")
    }
    package static var gap: Field<[Double]> {
        .defaulted(
            "gap",
            Decoders.union(
                "a length, or [column gap, row gap]",
                [
                    ({ @Sendable in !$0.isArray }, Length.decoder(0...PageSetup.maximumSide).map { [$0, $0] }),
                    ({ @Sendable in $0.isArray }, Decoders.array(Length.decoder(0...PageSetup.maximumSide), of: "length", count: 2...2)),
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
                [
                    ({ @Sendable in $0.isString }, ColorParser.decoder.map(CellFrame.color)),
                    ({ @Sendable _ in true }, Decoders.bool.map { $0 ? CellFrame.ink : .none }),
                ]),
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
        Grid(columnSizes: columns, rowSizes: rows, columnGap: gap[0], rowGap: gap[1], padding: padding, align: align, frame: frame)
    }
}
