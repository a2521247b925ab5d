import Figures
import Geometry
import SpecReader

/// One of the items a cell holds besides its figure or text: a figure, a text, a picture or a code
/// placed in the cell's box (`at`, `size`: lengths, or shares of the box), anchored at one of its points,
/// turned about its centre, clipped to a shape, drawn over what comes before it.
package struct CellItem: Hashable, Sendable {
    /// What shows of an item: all of its box, or the shape inscribed in it.
    package enum Clip: String, CaseIterable, Hashable, Sendable {
        case none, circle, ellipse, rounded, hexagon

        /// The outline that clips an item whose box is `frame`; nil for none.
        package func path(in frame: Rect) -> Path? {
            switch self {
            case .none: nil
            case .circle: Circle().path(in: frame)
            case .ellipse: Ellipse().path(in: frame)
            case .rounded: Rectangle(cornerRadius: 0.15).path(in: frame)
            case .hexagon: Badge.hexagon(in: frame)
            }
        }
    }

    package var at: [Extent]
    package var size: [Extent]
    package var anchor: Anchor
    /// Degrees, clockwise.
    package var rotate: Double
    package var clip: Clip
    /// In a sheet, the rows whose item it is; nil: every row's. A sheet takes it away once it has chosen.
    package var when: RowCondition?
    package var cell: Cell

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
        .defaulted("clip", Decoders.choice(of: Clip.self), .none, shown: "\"none\"", "what shows: all of the box, or the circle, ellipse, rounded rectangle or badge hexagon in it")
    }

    /// An item draws a figure or a text.
    static var figureOrText: JSONValue.Member {
        JSONValue.Member("anyOf", .array([.object(["required": .array([.string("figure")])]), .object(["required": .array([.string("text")])])]))
    }

    package static var when: Field<RowCondition?> {
        .optional("when", RowCondition.decoder, "in a sheet, only the rows whose columns hold these (as \"filter\" says) have the item: { \"role\": \"VIP\" }")
    }

    package static var object: ObjectDecoder<CellItem> {
        ObjectDecoder(
            "CellItem", "a figure, text, picture or code placed in its cell",
            at, size, anchor, rotate, clip, when, Cell.figure, Cell.text, Cell.caption, Cell.fill, Cell.stroke, Cell.lineWidth, Cell.dash, Cell.cap,
            Cell.opacity, Cell.align,
            Cell.padding, constraints: [Cell.contentRule, figureOrText]
        ) { v, at, size, anchor, rotate, clip, when, figure, text, caption, fill, stroke, lineWidth, dash, cap, opacity, align, padding in
            guard figure != nil || text != nil else {
                v.diagnostics.error("expected a \"figure\" or a \"text\"", at: v.node, v.path)
                return nil
            }
            let cell = Cell.make(
                v, figure: figure, text: text, caption: caption, fill: fill, stroke: stroke, lineWidth: lineWidth, dash: dash, cap: cap, opacity: opacity, align: align,
                padding: padding, bleed: false, span: Span(columns: 1, rows: 1), items: [])
            return cell.map { CellItem(at: at, size: size, anchor: anchor, rotate: rotate, clip: clip, when: when, cell: $0) }
        }
    }

    /// The item's box in a cell whose box is `box`.
    package func frame(in box: Rect) -> Rect {
        let width = size[0].resolved(along: box.width), height = size[1].resolved(along: box.height)
        let point = Point(box.minX + at[0].resolved(along: box.width), box.minY + at[1].resolved(along: box.height))
        let u = anchor.unitPoint
        return Rect(x: point.x - u.x * width, y: point.y - u.y * height, width: width, height: height)
    }
}
