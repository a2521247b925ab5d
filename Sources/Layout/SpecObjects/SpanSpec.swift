import Scene
import SpecReader

/// A stretch of rich text: a string, or a span object that sets its own look. Its text is always
/// literal: a `<`, `&` or `*` from a data file is that character, never markup.
struct SpanSpec: Hashable, Sendable {
    var text: String
    var weight: Font.Weight?
    var slant: Font.Slant?
    var color: Color?
    /// In points; nil: the text's size.
    var size: Double?
    var underline: Bool
    /// In ems of the span's size.
    var rise: Double

    /// The scene span, its size taken relative to a text set at `textSize`.
    func scene(textSize: Double) -> TextSpan {
        TextSpan(text, weight: weight, slant: slant, color: color, scale: size.map { $0 / textSize } ?? 1, underline: underline, rise: rise)
    }

    static var weightDecoder: ValueDecoder<Font.Weight> { Decoders.choice(named: [("regular", .regular), ("bold", .bold)]) }
    static var styleDecoder: ValueDecoder<Font.Slant> { Decoders.choice(named: [("normal", .upright), ("italic", .italic)]) }

    static var text: Field<String> { .required("text", Decoders.string, "the span's text") }
    static var weight: Field<Font.Weight?> { .optional("weight", weightDecoder, "font weight (default: the text's)") }
    static var style: Field<Font.Slant?> { .optional("style", styleDecoder, "font style (default: the text's)") }
    static var color: Field<Color?> { .optional("color", ColorParser.decoder, "colour (default: the text's)") }
    static var size: Field<Double?> { .optional("size", Length.decoder(1...1000), "font size (default: the text's); it shrinks with the text when the text is fitted") }
    static var underline: Field<Bool> { .defaulted("underline", Decoders.bool, false, "a line under the span") }
    static var rise: Field<Double> { .defaulted("rise", Decoders.number(-2...2), 0, "how far the span is raised, in ems (negative: lowered), for superscripts and subscripts") }

    static var object: ObjectDecoder<SpanSpec> {
        ObjectDecoder(
            "Span", "a stretch of text with its own weight, style, colour, size, underline or rise", text, weight, style, color, size, underline, rise
        ) { _, text, weight, style, color, size, underline, rise in
            SpanSpec(text: text, weight: weight, slant: style, color: color, size: size, underline: underline, rise: rise)
        }
    }

    /// A string, or an array of strings and span objects.
    static var content: ValueDecoder<[SpanSpec]> {
        let plain = Decoders.string.map { SpanSpec(text: $0, weight: nil, slant: nil, color: nil, size: nil, underline: false, rise: 0) }
        let part = Decoders.union("a string or a span object { \"text\": ..., \"weight\": \"bold\" }", [({ $0.isString }, plain), ({ $0.isObject }, object.decoder)])
        return Decoders.union(
            "a string or an array of strings and spans",
            [({ $0.isString }, plain.map { [$0] }), ({ $0.isArray }, Decoders.array(part, of: "span", count: 1...10_000))])
    }
}
