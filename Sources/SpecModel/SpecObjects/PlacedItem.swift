import Geometry
import SpecReader

/// A figure or text placed freely on the page: its top-left corner and size, from the trim's top-left.
package struct PlacedItem: Hashable, Sendable {
    package var frame: Rect
    package var cell: Cell

    package static let point: ValueDecoder<[Double]> = Decoders.array(Length.decoder(0...PageSetup.maximumSide), of: "length", count: 2...2)
    package static var at: Field<[Double]> { .required("at", point, "[x, y] of the top-left corner, from the trimmed page's top-left") }
    package static var size: Field<[Double]> {
        .required("size", Decoders.array(Length.decoder(0.01...PageSetup.maximumSide), of: "length", count: 2...2), "[width, height]")
    }

    package static let object: ObjectDecoder<PlacedItem> = ObjectDecoder(
        "Item", "a figure or a text placed freely on the page",
        at, size, Cell.figure, Cell.text, Cell.caption, CaptionPlace.field, LinkSpec.field, Cell.alt, Cell.fill, Cell.stroke, Cell.lineWidth, Cell.dash,
        Cell.cap, Cell.opacity, Cell.align,
        Cell.padding, Cell.bleed, Cell.items, constraints: [Cell.contentRule, Cell.somethingRule]
    ) { v, corner, extent, figure, text, caption, captionAt, link, alt, fill, stroke, lineWidth, dash, cap, opacity, align, padding, bleed, items in
        let cell = Cell.make(
            v, figure: figure, text: text, caption: caption, captionAt: captionAt, link: link, alt: alt, fill: fill, stroke: stroke, lineWidth: lineWidth,
            dash: dash, cap: cap,
            opacity: opacity, align: align, padding: padding, bleed: bleed, span: Span(columns: 1, rows: 1), items: items)
        return cell.map { PlacedItem(frame: Rect(x: corner[0], y: corner[1], width: extent[0], height: extent[1]), cell: $0) }
    }
}
