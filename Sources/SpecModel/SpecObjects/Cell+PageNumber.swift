extension Cell {
    /// The cell with `{page}` and `{pages}` in its text, caption and items' texts replaced by the number
    /// of the page it is on and the document's page count, as a footer's are; itself when it has none.
    package func numbered(page: Int, of pages: Int) -> Cell {
        guard mentionsPage else { return self }
        var copy = self
        switch content {
        case .text(let text): copy.content = .text(text.numbered(page: page, of: pages))
        case .figure(let figure):
            if let code = figure.figure as? NumberedCode { copy.content = .figure(FigureSpec(kind: figure.kind, code.numbered(page: page, of: pages))) }
        case .none: break
        }
        copy.caption = caption?.numbered(page: page, of: pages)
        copy.items = items.map { item in
            var numbered = item
            numbered.cell = item.cell.numbered(page: page, of: pages)
            numbered.cells = item.cells.map { $0.numbered(page: page, of: pages) }
            return numbered
        }
        return copy
    }

    /// Whether a text of the cell (or of its items) holds `{page}` or `{pages}`.
    private var mentionsPage: Bool {
        func mentions(_ text: TextSpec?) -> Bool { text?.spans.contains(where: \.mentionsPage) ?? false }
        if case .text(let text) = content, mentions(text) { return true }
        if case .figure(let figure) = content, figure.figure is NumberedCode { return true }
        // An item's cells read in place: a sheet's run asks this of every row's cell for its captions.
        return mentions(caption)
            || items.indices.contains { k in items[k].grid == nil ? items[k].cell.mentionsPage : items[k].cells.contains(where: \.mentionsPage) }
    }
}
