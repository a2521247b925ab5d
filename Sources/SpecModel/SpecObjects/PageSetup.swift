import Geometry
import Imposition
import Scene
import SpecReader

/// The paper every page is printed on: its trimmed size in points, the margin kept free, the bleed
/// printed beyond the trim, crop marks, and the background.
package struct PageSetup: Hashable, Sendable {
    package var size: Size
    package var margins: Margins
    package var bleed: Double
    package var cropMarks: Bool
    /// nil: the theme's.
    package var background: Color?

    /// The largest page accepted, in points on either side (about 5 m, well past A0).
    package static let maximumSide = 14400.0
    package static let standard = PageSetup(size: PaperSize.a4, margins: Margins(all: Margins.defaultSide), bleed: 0, cropMarks: false, background: nil)

    package static var size: Field<Size> { .defaulted("size", sizeDecoder, PaperSize.a4, shown: "\"A4\"", "paper size of the trimmed page") }
    /// Which way a named paper size is turned.
    package enum Orientation: String, CaseIterable {
        case portrait, landscape
    }

    package static var orientation: Field<Orientation?> {
        .optional("orientation", Decoders.choice(of: Orientation.self), "turns a named size; leave it out to keep a custom size as given")
    }
    package static var margin: Field<Margins> {
        .defaulted("margin", Margins.decoder, Margins(all: Margins.defaultSide), shown: "36pt", "space kept free inside the trim")
    }
    package static var bleed: Field<Double> {
        .defaulted("bleed", Length.decoder(0...72), 0, shown: "0", "printed area beyond the trim on every side: the page grows by twice this")
    }
    package static var cropMarks: Field<Bool> {
        .defaulted("cropMarks", Decoders.bool, false, "draw crop marks at the trim corners, in the slug beyond the bleed (print.slug)")
    }
    package static var background: Field<Color?> {
        .optional("background", backgroundDecoder, "page background, a colour or \"none\" (default: the theme's); it fills the bleed")
    }

    package static let object: ObjectDecoder<PageSetup> = ObjectDecoder(
        "Page", "the paper: size, orientation, margins, bleed, crop marks, background", size, orientation, margin, bleed, cropMarks, background
    ) { v, size, orientation, margin, bleed, cropMarks, background in
        var setup = PageSetup(size: size, margins: margin, bleed: bleed, cropMarks: cropMarks, background: background)
        if let orientation, (orientation == .landscape) != (setup.size.width > setup.size.height) {
            setup.size = setup.size.transposed
        }
        let m = setup.margins
        if m.left + m.right >= setup.size.width || m.top + m.bottom >= setup.size.height {
            v.error("the margin leaves no room on a page \(Length.format(setup.size.width)) x \(Length.format(setup.size.height))pt", at: Self.margin)
        }
        if setup.cropMarks, setup.bleed < 6 {
            v.error("crop marks are drawn in the bleed: give a \"bleed\" of at least 6pt (about 2mm)", at: Self.cropMarks)
        }
        return setup
    }

    /// "none" (transparent: a clear colour) or a colour.
    package static let backgroundDecoder: ValueDecoder<Color> = Decoders.union(
        "\"none\" or \(ColorParser.expectation)",
        [
            ({ $0.value == .string("none") }, Decoders.constant("none").map { _ in Color.clear }),
            ({ @Sendable _ in true }, ColorParser.decoder),
        ])

    /// A paper name ("A2", "Letter"), "W x H" with units ("420mm x 594mm"), or `{ "width": ..., "height": ... }`.
    package static let sizeDecoder: ValueDecoder<Size> = {
        let names = PaperSize.names
        let side = Length.pattern.dropFirst().dropLast()
        let namedOrPair = ValueDecoder<Size>(
            "a paper size (\(names.joined(separator: ", "))) or \"WIDTH x HEIGHT\" such as \"500mm x 700mm\"",
            schema: .object([
                "type": .string("string"),
                "pattern": .string("^(\(names.map(Decoders.anyCase).joined(separator: "|"))|\(side)x\(side))$"),
            ])
        ) { node, path, d in
            guard case .string(let s) = node.value else { return nil }
            if let size = PaperSize.parse(s) {
                guard (1...maximumSide).contains(size.width), (1...maximumSide).contains(size.height) else {
                    d.error("expected each side from 1pt to \(SpecNode.format(maximumSide))pt, found \(node.kindDescription)", at: node, path)
                    return nil
                }
                return size
            }
            d.error(
                "expected a paper size (\(names.joined(separator: ", "))) or \"WIDTH x HEIGHT\" such as \"500mm x 700mm\", found \(node.kindDescription)\(EditDistance.hint(for: s, among: names))",
                at: node, path)
            return nil
        }
        return Decoders.union(
            "a paper size such as \"A4\", \"WIDTH x HEIGHT\", or { \"width\": ..., \"height\": ... }",
            [({ @Sendable in $0.isString }, namedOrPair), ({ @Sendable in $0.isObject }, PaperDimensions.object.decoder)])
    }()
}

/// A custom paper size given as an object.
package enum PaperDimensions {
    package static var width: Field<Double> { .required("width", Length.decoder(1...PageSetup.maximumSide), "paper width") }
    package static var height: Field<Double> { .required("height", Length.decoder(1...PageSetup.maximumSide), "paper height") }

    package static let object: ObjectDecoder<Size> = ObjectDecoder("PaperSize", "a custom paper size", width, height) { _, width, height in
        Size(width, height)
    }
}
