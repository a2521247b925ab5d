import Figures
import Scene
import SpecReader

enum BadgeKind {
    static var symbols: Field<Int> { .defaulted("symbols", Decoders.integer(Badge.symbolsRange), 8, "rotated copies of the mountain symbol") }
    static var gradient: Field<[Color]> {
        .defaulted(
            "gradient", Decoders.array(ColorParser.decoder, of: "colour", count: 2...16),
            Badge.originalGradient,
            shown: "[\"rgb(239, 120, 221)\", \"rgb(239, 172, 120)\"]", "the background's vertical gradient, top to 60 % of the height")
    }
    static var symbolColor: Field<Color> {
        .defaulted("symbolColor", ColorParser.decoder, Badge.originalSymbolColor, shown: "\"rgb(79, 79, 191)\"", "the mountain symbol's colour")
    }
    static var label: Field<String?> { .optional("label", Decoders.string, "a name set below the badge") }

    static var kind: FigureKind {
        FigureKind(
            "badge", "Apple's Landmarks badge: gradient hexagon, mountain symbol in rotated copies, optional label", symbols, gradient, symbolColor, label
        ) { _, symbols, gradient, symbolColor, label in
            Badge(symbols: symbols, gradient: gradient, symbolColor: symbolColor, label: label)
        }
    }
}
