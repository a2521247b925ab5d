import Figures
import Geometry
import SpecReader

/// One of the items a cell holds besides its figure or text: a figure, a text, a picture or a code
/// placed in the cell's box (`at`, `size`: lengths, or shares of the box), anchored at one of its points,
/// turned about its centre, clipped to a shape, drawn over what comes before it.
package struct CellItem: Hashable, Sendable {
    /// What shows of an item: all of its box, or a shape inscribed in it.
    package enum Clip: Hashable, Sendable {
        case none, circle, ellipse, roundedRect, hexagon
        /// An outline from SVG path data, fitted to the box as a `path` figure is.
        case path(PathFigure)

        /// The outline that clips an item whose box is `frame`; nil for none.
        package func path(in frame: Rect) -> Path? {
            switch self {
            case .none: nil
            case .circle: Circle().path(in: frame)
            case .ellipse: Ellipse().path(in: frame)
            case .roundedRect: Rectangle(cornerRadius: RoundedRectangleKind.cornerRadius.fallback ?? 0.15).path(in: frame)
            case .hexagon: Badge.hexagon(in: frame)
            case .path(let figure): figure.path(in: frame)
            }
        }

        /// The named shapes; "rounded" is "roundedRect" as pictures name it.
        static let named: ValueDecoder<Clip> = Decoders.choice(named: [
            ("none", .none), ("circle", .circle), ("ellipse", .ellipse), ("roundedRect", .roundedRect), ("rounded", .roundedRect), ("hexagon", .hexagon),
        ])

        /// `{ "path": "M ... Z" }`.
        static let outline: ObjectDecoder<Clip> = ObjectDecoder(
            "ClipPath", "an outline to clip an item to, fitted to its box", .required("path", PathKind.outline, "SVG path data, as a path figure's \"d\"")
        ) { _, figure in
            .path(figure)
        }

        static let decoder: ValueDecoder<Clip> = Decoders.union(
            "one of \"none\", \"circle\", \"ellipse\", \"roundedRect\", \"hexagon\", or { \"path\": SVG path data }",
            [
                ({ @Sendable in if case .string = $0.value { true } else { false } }, named),
                ({ @Sendable in if case .object = $0.value { true } else { false } }, outline.decoder),
            ])
    }

    /// What an item holds, stored once and shared by its copies (about a kilobyte): the rows of a sheet,
    /// bound into its first row's cell, share every item their values leave alone.
    private struct Fields: Hashable, Sendable {
        var at: [Extent]
        var size: [Extent]
        var anchor: Anchor
        var rotate: Double
        var clip: Clip
        var when: RowCondition?
        var cell: Cell
        var grid: Grid?
        var cells: [Cell]
    }

    /// `Fields` behind a reference: a copy of the item copies the reference, and a change stores anew.
    private indirect enum Shared: Hashable, Sendable {
        case fields(Fields)
    }

    private var shared: Shared

    private var fields: Fields {
        get {
            switch shared {
            case .fields(let fields): fields
            }
        }
        set { shared = .fields(newValue) }
    }

    package init(
        at: [Extent], size: [Extent], anchor: Anchor, rotate: Double, clip: Clip, when: RowCondition?, cell: Cell, grid: Grid? = nil, cells: [Cell] = []
    ) {
        shared = .fields(Fields(at: at, size: size, anchor: anchor, rotate: rotate, clip: clip, when: when, cell: cell, grid: grid, cells: cells))
    }

    package var at: [Extent] {
        get { fields.at }
        set { fields.at = newValue }
    }
    package var size: [Extent] {
        get { fields.size }
        set { fields.size = newValue }
    }
    package var anchor: Anchor {
        get { fields.anchor }
        set { fields.anchor = newValue }
    }
    /// Degrees, clockwise.
    package var rotate: Double {
        get { fields.rotate }
        set { fields.rotate = newValue }
    }
    package var clip: Clip {
        get { fields.clip }
        set { fields.clip = newValue }
    }
    /// In a sheet, the rows whose item it is; nil: every row's. A sheet takes it away once it has chosen.
    package var when: RowCondition? {
        get { fields.when }
        set { fields.when = newValue }
    }
    /// What the item draws: a figure or a text with its paint; for a grid item, its opacity and place.
    package var cell: Cell {
        get { fields.cell }
        set { fields.cell = newValue }
    }
    /// A grid of `cells` laid out in the item's box instead of the cell's figure or text.
    package var grid: Grid? {
        get { fields.grid }
        set { fields.grid = newValue }
    }
    package var cells: [Cell] {
        get { fields.cells }
        set { fields.cells = newValue }
    }

    /// The cells the item draws: its grid's, or its own.
    package var drawnCells: [Cell] { grid == nil ? [cell] : cells }

    package static var at: Field<[Extent]> {
        .defaulted("at", Extent.pair, [.share(0), .share(0)], shown: "[\"0%\", \"0%\"]", "[x, y] of the item's anchor from the cell's top left corner")
    }
    package static var size: Field<[Extent]> {
        .defaulted("size", Extent.pair, [.share(1), .share(1)], shown: "[\"100%\", \"100%\"]", "[width, height] of the item's box")
    }
    package static var anchor: Field<Anchor> {
        .defaulted("anchor", Decoders.choice(of: Anchor.self), .topLeft, shown: "\"topLeft\"", "the point of the item's box that \"at\" places")
    }
    package static var rotate: Field<Double> { .defaulted("rotate", Decoders.degrees, 0, "turn of the item about its box's centre, clockwise") }
    package static var clip: Field<Clip> {
        .defaulted(
            "clip", Clip.decoder, .none, shown: "\"none\"",
            "what shows: all of the box, or the circle, ellipse, rounded rectangle, badge hexagon or outline ({ \"path\": SVG path data }) in it")
    }

    /// An item draws a figure, a text, or a grid of cells.
    static var something: JSONValue.Member {
        JSONValue.Member(
            "anyOf",
            .array([
                .object(["required": .array([.string("figure")])]), .object(["required": .array([.string("text")])]),
                .object(["required": .array([.string("grid"), .string("cells")])]),
            ]))
    }

    package static var grid: Field<Grid?> {
        .optional("grid", Grid.object.decoder, "a grid of \"cells\" laid out in the item's box instead of a figure or a text")
    }
    package static var cells: Field<[Cell]?> {
        .optional(
            "cells", Decoders.array(Cell.gridItemCell.decoder, of: "cell", count: 1...Cell.maximumItems), "the cells of the item's grid, in reading order")
    }

    package static var when: Field<RowCondition?> {
        .optional("when", RowCondition.decoder, "in a sheet, only the rows whose columns hold these (as \"filter\" says) have the item: { \"role\": \"VIP\" }")
    }

    package static let object: ObjectDecoder<CellItem> = ObjectDecoder(
        "CellItem", "a figure, text, picture or code placed in its cell",
        at, size, anchor, rotate, clip, when, Cell.figure, Cell.text, Cell.caption, CaptionPlace.field, LinkSpec.field, Cell.alt, Cell.fill, Cell.stroke,
        Cell.lineWidth, Cell.dash, Cell.cap,
        Cell.opacity, Cell.align, Cell.padding, grid, cells, constraints: [Cell.contentRule, something]
    ) {
        v, at, size, anchor, rotate, clip, when, figure, text, caption, captionAt, link, alt, fill, stroke, lineWidth, dash, cap, opacity, align, padding,
        grid, cells in
        if grid != nil || cells != nil {
            return nested(v, grid: grid, cells: cells, drawing: figure != nil || text != nil, opacity: opacity).map {
                CellItem(at: at, size: size, anchor: anchor, rotate: rotate, clip: clip, when: when, cell: $0.cell, grid: $0.grid, cells: $0.cells)
            }
        }
        guard figure != nil || text != nil else {
            v.diagnostics.error("expected a \"figure\", a \"text\" or a \"grid\" with \"cells\"", at: v.node, v.path)
            return nil
        }
        let cell = Cell.make(
            v, figure: figure, text: text, caption: caption, captionAt: captionAt, link: link, alt: alt, fill: fill, stroke: stroke, lineWidth: lineWidth,
            dash: dash, cap: cap,
            opacity: opacity, align: align, padding: padding, bleed: false, span: Span(columns: 1, rows: 1), items: [])
        return cell.map { CellItem(at: at, size: size, anchor: anchor, rotate: rotate, clip: clip, when: when, cell: $0) }
    }

    /// A grid item's grid and cells, and the cell standing for the item (its opacity and place).
    private static func nested(_ v: ObjectContext, grid: Grid?, cells: [Cell]?, drawing: Bool, opacity: Double) -> (grid: Grid, cells: [Cell], cell: Cell)? {
        guard !drawing else {
            v.diagnostics.error("give a \"grid\" with \"cells\", or a \"figure\" or a \"text\", not both", at: v.node, v.path)
            return nil
        }
        guard let grid, let cells else {
            v.diagnostics.error(grid == nil ? "\"cells\" are laid out by a \"grid\": give one" : "a \"grid\" item needs its \"cells\"", at: v.node, v.path)
            return nil
        }
        // What paints a figure or a text is each cell's own in a grid.
        let painted = [
            (Cell.caption.name, v.place(of: Cell.caption)), (CaptionPlace.field.name, v.place(of: CaptionPlace.field)),
            (LinkSpec.field.name, v.place(of: LinkSpec.field)), (Cell.fill.name, v.place(of: Cell.fill)), (Cell.stroke.name, v.place(of: Cell.stroke)),
            (Cell.lineWidth.name, v.place(of: Cell.lineWidth)), (Cell.dash.name, v.place(of: Cell.dash)), (Cell.cap.name, v.place(of: Cell.cap)),
            (Cell.align.name, v.place(of: Cell.align)), (Cell.padding.name, v.place(of: Cell.padding)),
        ].compactMap { name, place in place.map { (name, $0) } }
        for (name, place) in painted {
            v.diagnostics.error("a grid item's cells take their own \"\(name)\"", at: place.position, place.path)
        }
        guard painted.isEmpty else { return nil }
        grid.checkPlacement(of: cells, v.diagnostics)
        let place = Cell(
            content: .none, caption: nil, fill: nil, stroke: nil, lineWidth: 0, opacity: opacity, span: Span(columns: 1, rows: 1), align: nil, padding: nil,
            bleed: false,
            source: SpecLocation(path: v.path, position: v.node.position))
        return (grid, cells, place)
    }

    /// The item's box in a cell whose box is `box`.
    package func frame(in box: Rect) -> Rect {
        let width = size[0].resolved(along: box.width), height = size[1].resolved(along: box.height)
        let point = Point(box.minX + at[0].resolved(along: box.width), box.minY + at[1].resolved(along: box.height))
        let u = anchor.unitPoint
        return Rect(x: point.x - u.x * width, y: point.y - u.y * height, width: width, height: height)
    }
}
