import Scene
import Geometry
import SpecReader

/// A piece of text in a spec: a plain string, or an object that also sets its look.
struct TextSpec: Hashable, Sendable {
    enum Align: String, CaseIterable, Sendable { case left, center, right }

    var text: String
    var font: String?
    var size: Double?
    var weight: Font.Weight?
    var slant: Font.Slant?
    var color: Color?
    var align: Align?

    static var text: Field<String> { .required("text", Decoders.string, "the text; in a footer {page} and {pages} become the page number and count") }
    static var font: Field<String?> { .optional("font", Decoders.string, "font family (default: the theme's)") }
    static var size: Field<Double?> { .optional("size", Length.decoder(1...1000), "font size (default: fitted to the place)") }
    static var weight: Field<Font.Weight?> { .optional("weight", Decoders.choice(named: [("regular", .regular), ("bold", .bold)]), "font weight") }
    static var style: Field<Font.Slant?> { .optional("style", Decoders.choice(named: [("normal", .upright), ("italic", .italic)]), "font style") }
    static var color: Field<Color?> { .optional("color", ColorParser.decoder, "text colour (default: the theme's ink)") }
    static var align: Field<Align?> { .optional("align", Decoders.choice(of: Align.self), "horizontal alignment") }

    static var object: ObjectDecoder<TextSpec> {
        ObjectDecoder(
            "Text", "text with its own font, size, weight, style, colour and alignment",
            text, font, size, weight, style, color, align
        ) { _, text, font, size, weight, style, color, align in
            TextSpec(text: text, font: font, size: size, weight: weight, slant: style, color: color, align: align)
        }
    }

    static var decoder: ValueDecoder<TextSpec> {
        Decoders.union(
            "a string or a text object { \"text\": ..., \"size\": ..., \"weight\": ... }",
            [
                ({ $0.isString }, Decoders.string.map { TextSpec(text: $0) }),
                ({ $0.isObject }, object.decoder),
            ])
    }

    /// The scene text in `box`, with the spec's choices over the defaults given.
    func scene(in box: Rect, size defaultSize: Double, weight defaultWeight: Font.Weight = .regular, theme: Theme, alignment defaultAlignment: Text.Alignment = .center) -> Text {
        let alignment: Text.Alignment =
            switch align {
            case .left: .leading
            case .right: .trailing
            case .center: .center
            case nil: defaultAlignment
            }
        let font = Font(family: font ?? theme.font, size: size ?? defaultSize, weight: weight ?? defaultWeight, slant: slant ?? .upright)
        return Text(text, font: font, color: color ?? theme.ink, box: box, alignment: alignment, sizeIsRequested: size != nil)
    }
}

extension TextSpec {
    init(text: String) {
        self.init(text: text, font: nil, size: nil, weight: nil, slant: nil, color: nil, align: nil)
    }
}
