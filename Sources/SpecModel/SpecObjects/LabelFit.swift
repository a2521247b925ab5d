import Geometry
import SpecReader

/// Refuses, before anything is drawn, a cell whose text asks for a size its label cannot hold.
package enum LabelFit {
    /// Whether `cell` fits a label of `sheet`; records an error (once per template) when it does not.
    package static func check(_ cell: Cell, on sheet: SheetTemplate, _ d: SpecContext) -> Bool {
        let inside = cell.padding ?? sheet.markup
        let height = sheet.labelSize.height - 2 * inside
        var needed = 0.0
        if let caption = cell.caption, let size = caption.size { needed += size / 0.6 }
        if case .text(let text) = cell.content, let size = text.size { needed += size * 1.2 }
        guard needed > height else { return true }
        d.error(
            "this cell does not fit a label of \(sheet.name): its text needs \(Length.format(needed))pt of height, the label is \(Length.format(sheet.labelSize.height))pt high"
                + (inside > 0 ? ", \(Length.format(height))pt inside its \(Length.format(inside))pt margin" : ""),
            at: cell.source.position, cell.source.path)
        return false
    }
}
