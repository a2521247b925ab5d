import Geometry
import SpecReader

/// A grid placed at its own spot on the page, beside others.
package struct PlacedGrid: Hashable, Sendable {
    package var frame: Rect
    package var grid: Grid
    package var cells: [Cell]

    package static var grid: Field<Grid> {
        .defaulted("grid", Grid.object.decoder, .single, shown: "one column", "columns, rows, gaps, padding, alignment, frames")
    }
    package static var cells: Field<[Cell]> { .required("cells", Decoders.array(Cell.object.decoder, of: "cell"), "the cells, in reading order") }

    package static let object: ObjectDecoder<PlacedGrid> = ObjectDecoder(
        "PlacedGrid", "a grid placed at its own spot", PlacedItem.at, PlacedItem.size, grid, cells
    ) { v, corner, extent, grid, cells in
        grid.checkPlacement(of: cells, v.diagnostics)
        return PlacedGrid(frame: Rect(x: corner[0], y: corner[1], width: extent[0], height: extent[1]), grid: grid, cells: cells)
    }
}
