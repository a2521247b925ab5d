import Figures
import Imaging
import Scene
import SpecReader

package enum BadgeKind {
    package static var symbols: Field<Int> { .defaulted("symbols", Decoders.integer(Badge.symbolsRange), 8, "rotated copies of the mountain symbol") }
    package static var gradient: Field<[Color]> {
        .defaulted(
            "gradient", Decoders.array(ColorParser.decoder, of: "colour", count: 2...16),
            Badge.originalGradient,
            shown: "[\"rgb(239, 120, 221)\", \"rgb(239, 172, 120)\"]", "the background's vertical gradient, top to 60 % of the height")
    }
    package static var symbolColor: Field<Color> {
        .defaulted("symbolColor", ColorParser.decoder, Badge.originalSymbolColor, shown: "\"rgb(79, 79, 191)\"", "the mountain symbol's colour")
    }
    package static var label: Field<String?> { .optional("label", Decoders.string, "a name set below the badge") }
    package static var image: Field<String?> {
        .optional(
            "image", Decoders.string,
            "a picture (PNG, JPEG, WebP or SVG beside the spec; in a sheet, a column such as \"{photo}\") in the badge, in place of the mountain")
    }
    static var imageAs: Field<BadgePicture.Role> {
        .defaulted(
            "imageAs", Decoders.choice(of: BadgePicture.Role.self), .centre,
            "centre: the picture covers the badge's middle, framed by the gradient; symbol: it is stamped in the rotated copies")
    }
    static var imageClip: Field<BadgePicture.Clip> {
        .defaulted("imageClip", Decoders.choice(of: BadgePicture.Clip.self), .hexagon, "the centre picture's outline: the badge's hexagon or a circle")
    }

    package static var kind: FigureKind {
        FigureKind(
            "badge", "Apple's Landmarks badge: gradient hexagon, mountain symbol in rotated copies (or a picture), optional label", symbols, gradient,
            symbolColor, label, image, imageAs, imageClip
        ) { v, symbols, gradient, symbolColor, label, image, imageAs, imageClip -> Badge? in
            guard let image else { return Badge(symbols: symbols, gradient: gradient, symbolColor: symbolColor, label: label, picture: nil) }
            do throws(ImageError) {
                let source = try ImageLibrary.picture(image, v.diagnostics)
                return Badge(
                    symbols: symbols, gradient: gradient, symbolColor: symbolColor, label: label,
                    picture: BadgePicture(source: source, role: imageAs, clip: imageClip))
            } catch {
                v.error(error.message, at: Self.image)
                return nil
            }
        }
    }
}
