import Geometry
import Scene
import SpecReader

/// One cell of a grid, or one freely placed item: a figure or a text, an optional caption, how the
/// figure is painted, and any number of items placed in it.
package struct Cell: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        case figure(FigureSpec)
        case text(TextSpec)
        /// Neither: a cell of items only.
        case none
    }

    package var content: Content
    package var caption: TextSpec?
    package var captionAt = CaptionPlace.below
    /// In a PDF, where a click on its ink leads.
    package var link: Link?
    /// What the figure shows, in words: a tagged PDF's alternative text for it (read by screen readers).
    package var alt: String?
    /// nil: the theme's palette colour for this cell.
    package var fill: Fill?
    package var stroke: Color?
    package var lineWidth: Double
    package var opacity: Double
    package var span: Span
    /// nil: the grid's.
    package var align: Alignment?
    /// nil: the grid's.
    package var padding: Double?
    package var bleed: Bool
    /// Where the cell is written in the spec, for messages about it.
    package var source: SpecLocation
    /// Drawn after its figure or text and caption, in order.
    package var items: [CellItem] = []
    /// Whether its items' figures were left out, its row falling on no page a render draws (`DrawnRows`):
    /// such a cell only counts; drawing it would print a badge without its code.
    package var figuresLeftOut = false
    /// Lengths drawn and left out in turn along the outline or the pen's line; empty: solid.
    package var dash: [Double] = []
    /// How open lines end; nil: the figure's own (round for lines and trees, butt for outlines).
    package var cap: Stroke.Cap?

    package static var figure: Field<FigureSpec?> { .optional("figure", FigureSpec.decoder, "the figure: { \"kind\": ..., parameters }") }
    package static var text: Field<TextSpec?> {
        .optional("text", TextSpec.decoder, "a text instead of a figure, set at the body size and wrapped, from the top of the cell (or where \"align\" says)")
    }
    package static var caption: Field<TextSpec?> {
        .optional("caption", TextSpec.decoder, "a line or two of text just below the figure (\"captionAt\" says where else)")
    }
    package static var fill: Field<Fill?> {
        .optional(
            "fill", Fill.decoder,
            "how the figure is filled (default: the theme's palette colour for the cell); a gradient spans the figure's box, as CSS and SVG span a shape's")
    }
    package static var stroke: Field<Color?> { .optional("stroke", ColorParser.decoder, "outline colour (the pen of line figures such as the tree)") }
    package static var lineWidth: Field<Double> { .defaulted("lineWidth", Length.decoder(0...1000), 1, shown: "1pt", "outline width") }
    package static var opacity: Field<Double> { .defaulted("opacity", Decoders.number(0...1), 1, "opacity of the figure as a whole") }
    package static var span: Field<[Int]> {
        .defaulted(
            "span", Decoders.array(Decoders.integer(1...Grid.maximumTracks), of: "whole number", count: 2...2), [1, 1], shown: "[1, 1]",
            "columns and rows the cell covers")
    }
    package static var align: Field<Alignment?> { .optional("align", Alignment.decoder, "where the figure sits in the cell (default: the grid's)") }
    package static var padding: Field<Double?> {
        .optional("padding", Length.decoder(0...PageSetup.maximumSide), "space kept free inside the cell (default: the grid's)")
    }
    package static var bleed: Field<Bool> { .defaulted("bleed", Decoders.bool, false, "sides touching the trim extend into the bleed") }

    package static var dash: Field<[Double]> {
        .defaulted("dash", dashPattern, [], shown: "[]", "a dashed outline or line: lengths drawn and left out in turn, such as [\"3pt\", \"2pt\"]")
    }
    package static var cap: Field<Stroke.Cap?> {
        .optional(
            "cap", Decoders.choice(named: [("butt", Stroke.Cap.butt), ("round", .round), ("square", .square)]),
            "how the ends of lines and dashes look (default: the figure's)")
    }

    /// Up to 16 lengths, not all of them zero (cairo refuses that pattern).
    private static let dashPattern: ValueDecoder<[Double]> = Decoders.array(Length.decoder(0...1000), of: "length", count: 0...16).checked { lengths in
        lengths.isEmpty || lengths.contains { $0 > 0 } ? nil : "a dash pattern needs a length above 0"
    }

    package static var items: Field<[CellItem]> {
        .defaulted(
            "items", Decoders.array(CellItem.object.decoder, of: "item", count: 0...maximumItems), [], shown: "[]",
            "figures, texts, pictures and codes placed in the cell with \"at\" and \"size\", drawn in order over its figure or text")
    }
    /// The most items one cell may hold.
    static let maximumItems = 64

    /// A figure or a text, not both: the schema says so. A cell of items only has neither.
    static var contentRule: JSONValue.Member {
        JSONValue.Member("not", .object(["required": .array([.string("figure"), .string("text")])]))
    }

    /// A cell needs something to draw: a figure, a text or items.
    static var somethingRule: JSONValue.Member {
        JSONValue.Member(
            "anyOf",
            .array([
                .object(["required": .array([.string("figure")])]), .object(["required": .array([.string("text")])]),
                .object(["required": .array([.string("items")])]),
            ]))
    }

    package static var alt: Field<String?> {
        .optional(
            "alt", Decoders.string.checked { $0.count <= 2000 ? nil : "alternative text holds at most 2,000 characters" },
            "what the figure shows, in words: in a PDF, its alternative text, which screen readers read for it")
    }

    /// A cell of a grid placed as an item: a figure or a text with its caption and paint, without items
    /// of its own (a grid in a grid in a cell is as deep as items go).
    package static let gridItemCell: ObjectDecoder<Cell> = ObjectDecoder(
        "GridItemCell", "a cell of a grid placed as an item: a figure or a text, with caption and paint",
        figure, text, caption, CaptionPlace.field, LinkSpec.field, alt, fill, stroke, lineWidth, dash, cap, opacity, align, padding, span,
        constraints: [contentRule, figureOrText]
    ) { v, figure, text, caption, captionAt, link, alt, fill, stroke, lineWidth, dash, cap, opacity, align, padding, span in
        guard figure != nil || text != nil else {
            v.diagnostics.error("expected a \"figure\" or a \"text\"", at: v.node, v.path)
            return nil
        }
        return make(
            v, figure: figure, text: text, caption: caption, captionAt: captionAt, link: link, alt: alt, fill: fill, stroke: stroke, lineWidth: lineWidth,
            dash: dash, cap: cap,
            opacity: opacity, align: align, padding: padding, bleed: false, span: Span(columns: span[0], rows: span[1]), items: [])
    }

    /// A figure or a text is required: the schema says so.
    static var figureOrText: JSONValue.Member {
        JSONValue.Member("anyOf", .array([.object(["required": .array([.string("figure")])]), .object(["required": .array([.string("text")])])]))
    }

    package static let object: ObjectDecoder<Cell> = ObjectDecoder(
        "Cell", "a cell of a grid: a figure or a text, with caption and paint",
        figure, text, caption, CaptionPlace.field, LinkSpec.field, alt, fill, stroke, lineWidth, dash, cap, opacity, align, padding, bleed, span, items,
        constraints: [contentRule, somethingRule]
    ) { v, figure, text, caption, captionAt, link, alt, fill, stroke, lineWidth, dash, cap, opacity, align, padding, bleed, span, items in
        make(
            v, figure: figure, text: text, caption: caption, captionAt: captionAt, link: link, alt: alt, fill: fill, stroke: stroke, lineWidth: lineWidth,
            dash: dash, cap: cap,
            opacity: opacity, align: align, padding: padding, bleed: bleed, span: Span(columns: span[0], rows: span[1]), items: items)
    }

    /// The cell of the keys every cell and placed item share (a placed item spans one track).
    package static func make(
        _ v: ObjectContext, figure: FigureSpec?, text: TextSpec?, caption: TextSpec?, captionAt: CaptionPlace, link: Link?, alt: String?, fill: Fill?,
        stroke: Color?, lineWidth: Double, dash: [Double],
        cap: Stroke.Cap?, opacity: Double, align: Alignment?, padding: Double?, bleed: Bool, span: Span, items: [CellItem]
    ) -> Cell? {
        let content: Content
        switch (figure, text) {
        case (let f?, nil): content = .figure(f)
        case (nil, let t?): content = .text(t)
        case (.some, .some):
            v.error("give a \"figure\" or a \"text\", not both", at: Self.text)
            return nil
        case (nil, nil):
            guard !items.isEmpty else {
                v.diagnostics.error("expected a \"figure\", a \"text\" or \"items\"", at: v.node, v.path)
                return nil
            }
            content = .none
        }
        var cell = Cell(
            content: content, caption: caption, fill: fill, stroke: stroke, lineWidth: lineWidth, opacity: opacity, span: span, align: align,
            padding: padding, bleed: bleed, source: SpecLocation(path: v.path, position: v.node.position))
        cell.items = items
        cell.captionAt = captionAt
        cell.link = link
        cell.alt = alt
        cell.dash = dash
        cell.cap = cap
        return cell
    }

    package init(
        content: Content, caption: TextSpec?, fill: Fill?, stroke: Color?, lineWidth: Double, opacity: Double, span: Span, align: Alignment?, padding: Double?,
        bleed: Bool, source: SpecLocation
    ) {
        self.content = content
        self.caption = caption
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.opacity = opacity
        self.span = span
        self.align = align
        self.padding = padding
        self.bleed = bleed
        self.source = source
    }
}

/// How many columns and rows a cell covers.
package struct Span: Hashable, Sendable {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// Where something is written in a spec, and for a sheet's cell, the row of data it was made from.
package struct SpecLocation: Hashable, Sendable {
    package var path: SpecPath
    package var position: SourcePosition
    package var row: DataRow?

    package init(path: SpecPath, position: SourcePosition, row: DataRow? = nil) {
        self.path = path
        self.position = position
        self.row = row
    }
}

/// A row of a sheet's data: the file it is in, its number among the rows and the line it starts on.
package struct DataRow: Hashable, Sendable {
    package var file: String
    package var number: Int
    package var line: Int
}
