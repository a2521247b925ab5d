import Geometry
import Scene
import SpecReader

/// A piece of text in a spec: a plain string, an array of strings and spans (rich text), or an object
/// that also sets its look and how it is set as a paragraph.
package struct TextSpec: Hashable, Sendable {
    /// Where lines sit between the box's sides; `start` and `end` follow the script's direction.
    package enum Align: String, CaseIterable, Sendable {
        case start, center, end, justify, left, right
    }

    /// Whether a caption is fitted with the others of its kind (those of a sheet's every page, or of
    /// one page's grid) or on its own; a text cell's `fill` grows it to fill its box.
    package enum Fit: String, CaseIterable, Sendable {
        case shared, page, own, fill
    }

    /// How a sheet's text sets the placeholders its row leaves empty: dropped with their separators and
    /// lines, as an address block does (`MergedText`), or kept as written.
    package enum EmptyFields: String, CaseIterable, Sendable {
        case drop, keep
    }

    package var spans: [SpanSpec]
    package var font: String?
    package var size: Double?
    /// The size of the theme's type scale it asks for by name, when it gives no length.
    package var sizeStep: TypeScale.Step? = nil
    package var weight: Font.Weight?
    package var slant: Font.Slant?
    package var color: Color?
    package var align: Align?
    package var lineHeight: Double?
    package var maxLines: Int?
    var minSize: Double?
    package var fit: Fit?
    /// Where it is written in the spec, for messages about how it is set.
    package var source: SpecLocation?
    /// Its language (BCP 47); nil: the page's, else the spec's.
    package var lang: String? = nil
    /// Whether its words break across lines at their language's hyphenation points; nil: when justified.
    package var hyphenate: Bool? = nil

    /// The characters of every span, in order (`{page}` and `{pages}` are replaced in them).
    package var string: String { spans.map(\.text).joined() }

    package static var text: Field<[SpanSpec]> {
        .required(
            "text", SpanSpec.content,
            "the text: a string, or an array of strings and spans; \\n breaks a line; in a footer or a cell {page} and {pages} become the page number and count"
        )
    }
    package static var font: Field<String?> { .optional("font", Decoders.string, "font family (default: the theme's)") }
    package static var size: Field<TypeScale.Written?> {
        .optional(
            "size", TypeScale.writtenDecoder,
            "font size: a length, or a size of the theme's type scale by name such as \"heading\" (default: the scale's size for its place)")
    }
    package static var weight: Field<Font.Weight?> { .optional("weight", SpanSpec.weightDecoder, "font weight") }
    package static var style: Field<Font.Slant?> {
        .optional("style", SpanSpec.styleDecoder, "font style (Chinese, Japanese and Korean stay upright in italic text: their type has no italics)")
    }
    package static var color: Field<Color?> { .optional("color", ColorParser.decoder, "text colour (default: the theme's ink)") }
    package static var align: Field<Align?> {
        .optional(
            "align", Decoders.choice(of: Align.self),
            "where lines sit: start and end follow the script's direction (right to left in Arabic); justify fills every line of a paragraph but its last")
    }
    package static var lineHeight: Field<Double?> { .optional("lineHeight", Decoders.number(0.5...4), "line spacing over the font's (default 1)") }
    package static var maxLines: Field<Int?> {
        .optional(
            "maxLines", Decoders.integer(1...1000),
            "the most lines before the text is set smaller, then cut with an ellipsis (default: 1 for titles and footers, 2 for captions, as many as fit in a text cell)"
        )
    }
    static var minSize: Field<Double?> {
        .optional(
            "minSize", Length.decoder(1...1000),
            "the smallest size the text may be set at to fit, before it is cut (default: 7pt, 65 % of a size over 10.8pt up to 9pt; 4pt for a text that fills its box)"
        )
    }
    package static var fit: Field<Fit?> {
        .optional(
            "fit", Decoders.choice(of: Fit.self),
            "captions share one size: a sheet's on every page of it (\"shared\", the default), a page's (\"page\"), or each fits on its own (\"own\"); a text cell set at the body size grows to fill its box with \"fill\" (an item's text fills its box unless it gives a size)"
        )
    }

    package static var lang: Field<String?> {
        .optional(
            "lang", LanguageTag.decoder,
            "the text's language, a BCP 47 tag such as \"zh-Hans\", \"ja\" or \"ko\": the faces its script is set in, and how Korean breaks (default: the page's, else the spec's)"
        )
    }

    package static var hyphenate: Field<Bool?> {
        .optional(
            "hyphenate", Decoders.bool,
            "whether words break across lines at the hyphenation points of their language's patterns (\"lang\"), a hyphen shown at the break (default: true for justified text, which would open wide gaps between words without it, false otherwise)"
        )
    }

    /// Applied as a sheet's rows fill the text (`Placeholders`), before it is decoded.
    package static var emptyFields: Field<EmptyFields?> {
        .optional(
            "emptyFields", Decoders.choice(of: EmptyFields.self),
            "in a sheet's cell, how placeholders whose row's value is empty are set: \"drop\" (the default) leaves out a line that only they fill, and the spaces and separators (\", \", \" - \") around them, as a word processor's address block does; \"keep\" sets the text as written"
        )
    }

    package static let object: ObjectDecoder<TextSpec> = ObjectDecoder(
        "Text", "text with its own font, size, weight, style, colour, alignment, paragraph settings and language",
        text, font, size, weight, style, color, align, lineHeight, maxLines, minSize, fit, lang, hyphenate, emptyFields
    ) { v, text, font, size, weight, style, color, align, lineHeight, maxLines, minSize, fit, lang, hyphenate, _ -> TextSpec? in
        var points: Double?, step: TypeScale.Step?
        switch size {
        case .points(let length): points = length
        case .step(let named): step = named
        case nil: break
        }
        if let points, let minSize, minSize > points {
            v.error("\"minSize\" (\(Length.format(minSize))pt) is larger than \"size\" (\(Length.format(points))pt)", at: Self.minSize)
            return nil
        }
        return TextSpec(
            spans: text, font: font, size: points, sizeStep: step, weight: weight, slant: style, color: color, align: align, lineHeight: lineHeight,
            maxLines: maxLines, minSize: minSize, fit: fit, source: nil, lang: lang, hyphenate: hyphenate)
    }

    package static let decoder: ValueDecoder<TextSpec> = Decoders.union(
        "a string, an array of strings and spans, or a text object { \"text\": ..., \"size\": ..., \"weight\": ... }",
        [
            ({ @Sendable in $0.isString || $0.isArray }, SpanSpec.content.map { TextSpec(spans: $0) }),
            ({ @Sendable in $0.isObject }, object.decoder),
        ]
    )
    .noting { text, isFilled in isFilled ? nil : unknownPlaceholders(in: text.spans) }
    .mapLocated { text, node, path in
        var located = text
        located.source = SpecLocation(path: path, position: node.position)
        return located
    }

    /// Why `spans` are printed with a placeholder as written: outside a sheet's template (whose
    /// placeholders were filled, or refused, before), a text takes `{page}` and `{pages}` alone.
    static func unknownPlaceholders(in spans: [SpanSpec]) -> String? {
        var unknown: [String] = []
        for span in spans {
            for case .field(let name, let format) in Placeholders.split(span.text) {
                if Placeholders.pageFields.contains(name) {
                    do {
                        _ = try ValueFormat.text(.number(1), format: format)
                    } catch {
                        return "{\(name):\(format ?? "")}: \(error.message): printed as written"
                    }
                } else if !unknown.contains(name) {
                    unknown.append(name)
                }
            }
        }
        guard let first = unknown.first else { return nil }
        let named = unknown.map { "{\($0)}" }.joined(separator: ", ")
        return
            "unknown placeholder\(unknown.count > 1 ? "s" : "") \(named)\(EditDistance.hint(for: first, among: Placeholders.pageFields.sorted())): printed as written; "
            + "outside a sheet's template, a text takes {page} and {pages}"
    }

    /// How much smaller than its place's size a text may be set to fit before that is reported.
    static let quietShrinking = 0.7

    /// The scene text in `box`, with the spec's choices over the defaults given: `size` and `weight`
    /// when the spec sets none, `lines` the most lines it may take unless the spec says; a caption's
    /// wrapped lines `balance`d; set at the box's top, middle or bottom. A text at its place's size
    /// (`sizeIsThePlaces`) is reported when set much smaller to fit. `role`: what it is, for a tagged PDF.
    package func scene(
        in box: Rect, size defaultSize: Double, weight defaultWeight: Font.Weight = .regular, theme: Theme,
        alignment defaultAlignment: Text.Alignment = .center,
        lines: Int?, fitGroup: String?, balance: Bool = false, vertical: Text.VerticalAlignment = .center, sizeIsThePlaces: Bool = false, role: TextRole? = nil
    ) -> Text {
        let alignment: Text.Alignment =
            switch align {
            case .start: .leading
            case .end: .trailing
            case .left: .left
            case .right: .right
            case .center: .center
            case .justify: .justified
            case nil: defaultAlignment
            }
        let textSize = size ?? sizeStep.map(theme.size) ?? defaultSize
        // A family that is not installed falls back to the theme's (a family list, the first installed is used).
        let family = font.map { $0 == theme.font ? $0 : "\($0),\(theme.font)" } ?? theme.font
        let font = Font(family: family, size: textSize, weight: weight ?? defaultWeight, slant: slant ?? .upright)
        var text = Text(
            spans: spans.map { $0.scene(textSize: textSize, language: lang ?? theme.language) }, font: font, color: color ?? theme.ink, box: box,
            alignment: alignment,
            lineHeight: lineHeight ?? 1, maxLines: maxLines ?? lines,
            minimumSize: minSize ?? (sizeIsThePlaces || size != nil || sizeStep != nil ? Self.readableFloor(textSize) : Self.smallestFloor),
            sizeIsRequested: size != nil || sizeStep != nil,
            fitGroup: fit == .own ? nil : fitGroup)
        text.balancesLines = balance
        text.hyphenates = hyphenate ?? (alignment == .justified)
        text.verticalAlignment = vertical
        text.role = role
        if sizeIsThePlaces, size == nil, sizeStep == nil { text.warnsBelowSize = textSize * Self.quietShrinking }
        return text
    }

    /// The smallest a text that fills its box may be set at to fit.
    static let smallestFloor = 4.0
    /// The smallest size read without effort on a printed page, and the share of its size a larger text
    /// (a name on a badge, read at arm's length) may shrink to.
    static let readableSize = 7.0, readableShare = 0.65, largeFloor = 9.0

    /// The smallest a text set at `size` (its own, or its place's) may shrink to before it is cut: 7pt,
    /// 65 % of a larger size, at most 9pt (a 14pt name on a badge, read at arm's length, stops at 9pt;
    /// a title may shrink as far), never more than the size itself.
    static func readableFloor(_ size: Double) -> Double { min(size, max(readableSize, min(largeFloor, readableShare * size))) }

    /// The text with `{page}` and `{pages}` (each maybe with a format, `{page:03d}`) replaced in every span.
    package func numbered(page: Int, of pages: Int) -> TextSpec {
        var copy = self
        copy.spans = spans.map { span in
            var s = span
            guard span.mentionsPage else { return s }
            s.text = Placeholders.numbered(span.text, page: page, of: pages)
            return s
        }
        return copy
    }
}

extension TextSpec {
    package init(spans: [SpanSpec]) {
        self.init(
            spans: spans, font: nil, size: nil, weight: nil, slant: nil, color: nil, align: nil, lineHeight: nil, maxLines: nil, minSize: nil, fit: nil,
            source: nil)
    }
}
