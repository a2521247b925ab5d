import Figures
import Scene

enum BadgeKind {
    static var symbols: Field<Int> { .defaulted("symbols", Decoders.integer(Badge.symbolsRange), 8, "rotated copies of the mountain symbol") }
    static var gradient: Field<[Color]> {
        .defaulted(
            "gradient", Decoders.array(ColorParser.decoder, of: "colour", count: 2...16), Badge.defaultGradient,
            shown: "[\"rgb(239, 120, 221)\", \"rgb(239, 172, 120)\"]", "the background's vertical gradient, top to 60 % of the height")
    }
    static var symbolColor: Field<Color> {
        .defaulted("symbolColor", ColorParser.decoder, Badge.defaultSymbolColor, shown: "\"rgb(79, 79, 191)\"", "the mountain symbol's colour")
    }
    static var label: Field<String> { .optional("label", Decoders.string, "a name set below the badge") }

    static var kind: FigureKind {
        FigureKind(
            "badge", "the Landmarks badge: gradient hexagon with rotated mountain symbols",
            fields: [symbols.info, gradient.info, symbolColor.info, label.info]
        ) { v in
            .badge(Badge(symbols: v[symbols]!, gradient: v[gradient]!, symbolColor: v[symbolColor]!, label: v[label]))
        }
    }
}
