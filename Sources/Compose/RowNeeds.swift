import Figures
import Geometry
import SpecModel

extension CellComposer {
    /// How tall each row of `tracks` needs to be for its cells: for a row whose every cell is a figure
    /// (with or without a caption) alone in it, the tallest of them as its figure's shape lies in the
    /// cell at its width, its caption band and padding added; nil for a row that can use any height (one
    /// with a text, items, a picture filling its cell, or a cell spanning rows, or no cell).
    func rowNeeds(_ grid: Grid, _ slots: [(Cell, GridPlacement.Slot)], in tracks: TrackLayout, captionLines: Int) -> [Double?] {
        var needs: [Double?] = Array(repeating: nil, count: tracks.rows.count)
        var open = Set<Int>()
        for (cell, slot) in slots {
            guard slot.rows == 1 else {
                open.formUnion(slot.row..<slot.row + slot.rows)
                continue
            }
            guard let need = need(of: cell, in: tracks.frame(of: slot), grid: grid, captionLines: captionLines) else {
                open.insert(slot.row)
                continue
            }
            needs[slot.row] = max(needs[slot.row] ?? 0, need)
        }
        for row in open { needs[row] = nil }
        return needs
    }

    /// The height `cell` needs in `frame`: its figure's shape where it lies in the cell, its caption's
    /// band and its padding; nil unless it holds a figure alone, not into the bleed.
    private func need(of cell: Cell, in frame: Rect, grid: Grid, captionLines: Int) -> Double? {
        let cell = cell.numbered(page: page.number, of: page.count)
        guard case .figure(let spec) = cell.content, cell.items.isEmpty, !cell.bleed else { return nil }
        var area = area(of: cell, in: frame, grid: grid)
        var band = 0.0
        if let caption = cell.caption {
            band = captionBand(caption, in: area, lines: captionLines).0.height
            area = area.inset(top: 0, left: 0, bottom: band, right: 0)
        }
        guard let shape = spec.figure.shapeBox(in: (cell.align ?? grid.align).frame(in: area)), shape.height < area.height else { return nil }
        return frame.height - area.height + shape.height
    }
}
