import Geometry
import Imposition
import SpecReader

/// A label sheet written out in the spec, for a product no library lists: its paper, the size and
/// shape of a label, and where the labels are, as gLabels' template files say it.
package enum TemplateSpec {
    static var name: Field<String> {
        .defaulted("name", Decoders.string, "custom labels", shown: "\"custom labels\"", "how messages and `poster templates` name the sheet")
    }
    static var paper: Field<Size> { .required("paper", PageSetup.sizeDecoder, "the sheet's paper: a name such as \"A4\" or \"Letter\", or \"210mm x 297mm\"") }
    static var label: Field<[Double]> {
        .required(
            "label", Decoders.array(Length.decoder(0.1...PageSetup.maximumSide), of: "length", count: 2...2),
            "[width, height] of a label (a round one's both its diameter)")
    }
    static var shape: Field<String> {
        .defaulted(
            "shape", Decoders.choice(named: ["rectangle", "round", "ellipse", "cd"].map { ($0, $0) }), "rectangle", shown: "\"rectangle\"",
            "the label's outline, which its content is clipped to unless a rectangle")
    }
    static var cornerRadius: Field<Double> {
        .defaulted("cornerRadius", Length.decoder(0...PageSetup.maximumSide), 0, shown: "0", "a rectangle's corner radius")
    }
    static var hole: Field<Double> { .defaulted("hole", Length.decoder(0...PageSetup.maximumSide), 0, shown: "0", "a CD label's hole: its radius") }
    static var diameter: Field<Double?> {
        .optional(
            "diameter", Length.decoder(0.1...PageSetup.maximumSide),
            "a CD label's disc, where the label's box cuts it (a business-card CD); at least the box's longer side (default: the label's width)")
    }
    static var markup: Field<Double> {
        .defaulted("markup", Length.decoder(0...PageSetup.maximumSide), 0, shown: "0", "how far inside each label its content starts")
    }
    static var layouts: Field<[SheetTemplate.Layout]> {
        .required(
            "layouts", Decoders.array(layout.decoder, of: "layout", count: 1...SheetTemplate.maximumLayouts),
            "the grids of labels on the paper, in the order they are filled")
    }

    static let layout: ObjectDecoder<SheetTemplate.Layout> = ObjectDecoder(
        "LabelLayout", "a grid of labels on the sheet",
        .required("columns", Decoders.integer(1...1000), "labels across"), .required("rows", Decoders.integer(1...1000), "labels down"),
        .required(
            "at", Decoders.array(Length.decoder(0...PageSetup.maximumSide), of: "length", count: 2...2),
            "[x, y] of the first label's top left corner on the paper"),
        .defaulted(
            "pitch", Decoders.array(Length.decoder(0...PageSetup.maximumSide), of: "length", count: 2...2), [0, 0], shown: "[0, 0]",
            "[across, down]: from one label's corner to the next one's")
    ) { _, columns, rows, at, pitch in
        SheetTemplate.Layout(columns: columns, rows: rows, origin: Point(at[0], at[1]), pitch: Size(pitch[0], pitch[1]))
    }

    package static let object: ObjectDecoder<SheetTemplate> = ObjectDecoder(
        "LabelSheet", "a label sheet written out: paper, label size and shape, and the grids of labels",
        name, paper, label, shape, cornerRadius, hole, diameter, markup, layouts
    ) { v, name, paper, label, shape, cornerRadius, hole, diameter, markup, layouts in
        let size = Size(label[0], label[1])
        let outline: SheetTemplate.Shape
        switch shape {
        case "round": outline = .circle
        case "ellipse": outline = .ellipse
        case "cd": outline = .disc(radius: (diameter ?? size.width) / 2, hole: hole)
        default: outline = .rectangle(cornerRadius: cornerRadius)
        }
        if shape == "round" || (shape == "cd" && diameter == nil), size.width != size.height {
            v.error("a \(shape) label is as high as it is wide: give its diameter twice", at: Self.label)
            return nil
        }
        if let diameter {
            guard shape == "cd" else {
                v.error("\"diameter\" is a cd label's disc; a \(shape) label takes its size from \"label\"", at: Self.diameter)
                return nil
            }
            guard diameter >= max(size.width, size.height) - 1e-6 else {
                v.error("the disc is narrower than the label's box: its diameter is at least the box's longer side", at: Self.diameter)
                return nil
            }
        }
        if case .disc(let radius, _) = outline, hole >= radius {
            v.error("the hole is as wide as the disc, which leaves no label", at: Self.hole)
            return nil
        }
        let count = layouts.reduce(0) { $0 + $1.columns * $1.rows }
        guard count <= SheetTemplate.maximumLabels else {
            v.error("\(count) labels on one sheet, over the \(SheetTemplate.maximumLabels) a sheet may hold", at: Self.layouts)
            return nil
        }
        let template = SheetTemplate(
            name: name, summary: "\(name): \(count) labels, \(PaperSize.millimetres(size.width)) x \(PaperSize.millimetres(size.height)) mm",
            paperName: PaperSize.name(of: paper) ?? "custom", paper: paper, labelSize: size, shape: outline, layouts: layouts, markup: markup)
        return checked(template, v)
    }

    /// `template`, unless a layout puts labels on top of each other or off the paper (reported at "layouts").
    private static func checked(_ template: SheetTemplate, _ v: ObjectContext) -> SheetTemplate? {
        let size = template.labelSize
        for (k, layout) in template.layouts.enumerated() {
            if (layout.columns > 1 && layout.pitch.width < size.width - 1e-6) || (layout.rows > 1 && layout.pitch.height < size.height - 1e-6) {
                v.error("layout \(k + 1): its pitch is less than a label, so labels overlap", at: Self.layouts)
                return nil
            }
        }
        let paper = Rect(origin: .zero, size: template.paper)
        let edge = paper.inset(by: -0.01)
        if let outside = template.labelFrames(onPage: paper).first(where: { !edge.contains($0.origin) || !edge.contains(Point($0.maxX, $0.maxY)) }) {
            v.error(
                "a label (at \(PaperSize.millimetres(outside.minX)), \(PaperSize.millimetres(outside.minY)) mm) reaches past the paper's edge",
                at: Self.layouts)
            return nil
        }
        return template
    }
}
