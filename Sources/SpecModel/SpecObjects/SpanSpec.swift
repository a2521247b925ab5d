import Scene
import SpecReader

/// A stretch of rich text: a string, or a span object that sets its own look. Its text is always
/// literal: a `<`, `&` or `*` from a data file is that character, never markup.
package struct SpanSpec: Hashable, Sendable {
    package var text: String
    package var weight: Font.Weight?
    package var slant: Font.Slant?
    package var color: Color?
    /// nil: the text's size.
    package var size: Size?
    package var underline: Bool
    /// In ems of the span's size.
    package var rise: Double
    /// Its language (BCP 47); nil: the text's.
    package var lang: String? = nil

    package init(
        text: String, weight: Font.Weight? = nil, slant: Font.Slant? = nil, color: Color? = nil, size: Size? = nil, underline: Bool, rise: Double,
        lang: String? = nil
    ) {
        self.text = text
        self.weight = weight
        self.slant = slant
        self.color = color
        self.size = size
        self.underline = underline
        self.rise = rise
        self.lang = lang
    }

    /// A span's size: in points, or a share of the text's size (which follows the text when it is fitted).
    package enum Size: Hashable, Sendable {
        case points(Double)
        case share(Double)
    }

    /// The most characters (Unicode code points) one text may hold, all its spans together.
    static let maximumScalars = 10_000

    /// The scene span, its size taken relative to a text set at `textSize`, in `language` unless it says.
    package func scene(textSize: Double, language: String?) -> TextSpan {
        let scale: Double =
            switch size {
            case .points(let points): points / textSize
            case .share(let share): share
            case nil: 1
            }
        let requested = if case .points = size { true } else { false }
        return TextSpan(
            text, weight: weight, slant: slant, color: color, scale: scale, underline: underline, rise: rise, sizeIsRequested: requested,
            language: lang ?? language)
    }

    /// "60%" of the text's size, or a length.
    static let sizeDecoder: ValueDecoder<Size> = {
        let share = ValueDecoder<Size>(
            "a share of the text's size such as \"60%\"", schema: .object(["type": .string("string"), "pattern": .string("^[0-9]+(\\.[0-9]+)?%$")])
        ) { node, path, d in
            guard case .string(let s) = node.value, s.hasSuffix("%"), let percent = Double(s.dropLast()), (10...1000).contains(percent) else {
                d.expected("a share of the text's size from 10% to 1000%", at: node, path)
                return nil
            }
            return .share(percent / 100)
        }
        return Decoders.union(
            "a length such as 7pt, or a share of the text's size such as \"60%\"",
            [
                ({ @Sendable node in if case .string(let s) = node.value { s.hasSuffix("%") } else { false } }, share),
                ({ _ in true }, Length.decoder(1...1000).map(Size.points)),
            ])
    }()

    static let weightDecoder: ValueDecoder<Font.Weight> = Decoders.choice(named: [("regular", .regular), ("bold", .bold)])
    static let styleDecoder: ValueDecoder<Font.Slant> = Decoders.choice(named: [("normal", .upright), ("italic", .italic)])

    package static var text: Field<String> { .required("text", Decoders.string, "the span's text") }
    package static var weight: Field<Font.Weight?> { .optional("weight", weightDecoder, "font weight (default: the text's)") }
    package static var style: Field<Font.Slant?> { .optional("style", styleDecoder, "font style (default: the text's)") }
    package static var color: Field<Color?> { .optional("color", ColorParser.decoder, "colour (default: the text's)") }
    package static var size: Field<Size?> {
        .optional(
            "size", sizeDecoder,
            "font size (default: the text's): a length, or a share of the text's size such as \"60%\", which follows the text when it is fitted")
    }
    package static var underline: Field<Bool> { .defaulted("underline", Decoders.bool, false, "a line under the span") }
    package static var rise: Field<Double> {
        .defaulted("rise", Decoders.number(-2...2), 0, "how far the span is raised, in ems (negative: lowered), for superscripts and subscripts")
    }
    package static var lang: Field<String?> { .optional("lang", LanguageTag.decoder, "the span's language, a BCP 47 tag (default: the text's)") }

    package static let object: ObjectDecoder<SpanSpec> = ObjectDecoder(
        "Span", "a stretch of text with its own weight, style, colour, size, underline, rise or language", text, weight, style, color, size, underline,
        rise, lang
    ) { _, text, weight, style, color, size, underline, rise, lang in
        SpanSpec(text: text, weight: weight, slant: style, color: color, size: size, underline: underline, rise: rise, lang: lang)
    }

    /// A string, or an array of strings and span objects.
    package static let content: ValueDecoder<[SpanSpec]> = {
        let plain = Decoders.string.map { SpanSpec(text: $0, weight: nil, slant: nil, color: nil, size: nil, underline: false, rise: 0) }
        let part = Decoders.union(
            "a string or a span object { \"text\": ..., \"weight\": \"bold\" }",
            [({ @Sendable in $0.isString }, plain), ({ @Sendable in $0.isObject }, object.decoder)])
        return Decoders.union(
            "a string or an array of strings and spans",
            [({ $0.isString }, plain.map { [$0] }), ({ @Sendable in $0.isArray }, Decoders.array(part, of: "span", count: 1...10_000))]
        ).checked { spans in
            let count = spans.reduce(0) { $0 + $1.text.unicodeScalars.count }
            return count > maximumScalars
                ? "a text may hold at most \(SpecNode.grouped(maximumScalars)) characters (code points), this one has \(SpecNode.grouped(count))" : nil
        }
    }()
}
