import Figures
import Scene

enum BadgeKind {
    static var symbols: FigureParameter<Int> { .integer("symbols", Badge.symbolsRange, default: 8, "rotated copies of the mountain symbol") }
    static var gradient: FigureParameter<[Color]> {
        FigureParameter(
            name: "gradient", accepts: "2 or more colours", defaultText: "[\"rgb(239, 120, 221)\", \"rgb(239, 172, 120)\"]",
            summary: "the background's vertical gradient, top to 60 % of the height", fallback: Badge.defaultGradient
        ) { node, path, d in
            guard let colors = Decode.array(ColorParser.decode)(node, path, d) else { return nil }
            guard colors.count >= 2 else {
                d.error("expected at least two colours in a gradient", at: node, path)
                return nil
            }
            return colors
        }
    }
    static var symbolColor: FigureParameter<Color> {
        FigureParameter(
            name: "symbolColor", accepts: "colour", defaultText: "rgb(79, 79, 191)", summary: "the mountain symbol's colour",
            fallback: Badge.defaultSymbolColor, decode: ColorParser.decode)
    }
    static var label: FigureParameter<String?> {
        FigureParameter(name: "label", accepts: "string", defaultText: nil, summary: "a name set below the badge", fallback: nil, decode: Decode.string)
    }

    static let kind = FigureKind(
        name: "badge", summary: "the Landmarks badge: gradient hexagon with rotated mountain symbols",
        parameters: [symbols.info, gradient.info, symbolColor.info, label.info]
    ) { reader in
        .badge(Badge(symbols: reader.read(symbols), gradient: reader.read(gradient), symbolColor: reader.read(symbolColor), label: reader.read(label)))
    }
}
