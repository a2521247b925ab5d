import Scene

/// One cell of a grid: a figure, an optional caption, and how the figure is painted.
struct Cell: Hashable, Sendable {
    var figure: FigureSpec
    var caption: String?
    /// nil: the theme's palette colour for this cell.
    var fill: CellFill?
    var stroke: Color?
    var lineWidth: Double

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Cell? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        let figure = reader.required("figure", expected: "an object such as { \"kind\": \"polygon\", \"sides\": 6 }", FigureSpec.decode)
        let caption = reader.optional("caption", Decode.string)
        let fill = reader.optional("fill", CellFill.decode)
        let stroke = reader.optional("stroke", ColorParser.decode)
        let lineWidth = reader.read("lineWidth", default: 1, Length.decoder(in: 0...1000))
        guard let figure else { return nil }
        return Cell(figure: figure, caption: caption, fill: fill, stroke: stroke, lineWidth: lineWidth)
    }
}
