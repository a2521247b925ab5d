import Geometry
import Scene
import SpecModel

/// A cell composed in its frame, its caption kept apart from its other items until the captions of its
/// grid's row are lined up.
struct ComposedCell {
    /// The cell, its page numbers filled in.
    let cell: Cell
    /// Its figure or text and its frame's outline.
    let items: [Item]
    /// Its caption, set in its band.
    var caption: Text?
    /// Whether the caption was moved to its figure's ink, and so may move with its row's.
    let captionFollowsInk: Bool
    /// Where its items are placed: its frame less its padding.
    let box: Rect
    /// Its place in the palette.
    let index: Int

    /// Moves the captions that follow their figure's ink so that those of a row share one line: a
    /// short figure's caption comes down to its neighbours' (a tree's caption sat 3 cm above its
    /// row's). A caption under its figure lines up by the row its cell ends on (`under`), one above by
    /// the row it starts on (`above`).
    static func lineUpCaptions(_ cells: inout [ComposedCell], under: [Int], above: [Int]) {
        var lowest: [Int: Double] = [:], highest: [Int: Double] = [:]
        for (k, cell) in cells.enumerated() where cell.captionFollowsInk {
            guard let top = cell.caption?.box.minY else { continue }
            if cell.cell.captionAt.isUnder {
                lowest[under[k]] = max(lowest[under[k]] ?? top, top)
            } else {
                highest[above[k]] = min(highest[above[k]] ?? top, top)
            }
        }
        for k in cells.indices where cells[k].captionFollowsInk {
            guard let line = cells[k].cell.captionAt.isUnder ? lowest[under[k]] : highest[above[k]] else { continue }
            cells[k].caption?.box.origin.y = line
        }
    }
}
