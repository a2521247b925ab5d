import Figures
import Geometry
import Scene
import SpecReader

package enum EscapeKind {
    package static var set: Field<EscapeSet> {
        .defaulted(
            "set", Decoders.choice(of: EscapeSet.self), .mandelbrot,
            "mandelbrot (z² + c from 0), julia (z² + c from each point, c fixed), burning-ship ((|Re z| + i|Im z|)² + c) or multibrot (z^power + c)")
    }
    package static var center: Field<[Double]?> {
        .optional(
            "center", Decoders.array(Decoders.number(-10...10), of: "number", count: 2...2),
            "the view's centre [re, im] in the complex plane (default: the whole set's, [-0.75, 0] for mandelbrot, [-0.45, -0.45] for burning-ship, [0, 0] for the others)"
        )
    }
    package static var span: Field<Double?> {
        .optional(
            "span", Decoders.number(1e-300...100),
            "the view's width in the complex plane, its height the cell's aspect of it (default: the whole set's, 3; 3.4 for julia and burning-ship)")
    }
    package static var zoom: Field<Double?> {
        .optional("zoom", Decoders.number(1e-3...1e300), "the view's magnification instead of span: the whole set's width over zoom (1: the whole set)")
    }
    package static var iterations: Field<Double> {
        .defaulted(
            "iterations", Decoders.number(1...1_000_000), 500,
            "the most steps a point's orbit is followed before it counts as inside (rounded to a whole number, so that it may sweep or animate)")
    }
    package static var colors: Field<[Color]> {
        .defaulted(
            "colors", Decoders.array(ColorParser.decoder, of: "colour", count: 1...64), defaultColors,
            shown: "[\"#000764\", \"#206bcb\", \"#edffff\", \"#ffaa00\", \"#000200\"]",
            "the palette outside the set: stops spread evenly over the smooth iteration count's logarithm, blended between, with no bands")
    }
    package static var interior: Field<Color> {
        .defaulted("interior", ColorParser.decoder, .black, shown: "\"#000000\"", "the colour of the points still bounded after `iterations` (inside the set)")
    }
    package static var c: Field<[Double]?> {
        .optional("c", Decoders.array(Decoders.number(-4...4), of: "number", count: 2...2), "a Julia set's constant [re, im] (default [-0.8, 0.156])")
    }
    package static var power: Field<Int?> { .optional("power", Decoders.integer(2...12), "a multibrot's power (default 3)") }
    package static var dpi: Field<Double> {
        .defaulted(
            "dpi", Decoders.number(1...2400), 300,
            "pixels per inch of the picture a PDF or SVG embeds (PNG computes the page's own pixels, at its --dpi)")
    }

    static let defaultColors = [
        Color(r255: 0, g255: 7, b255: 100), Color(r255: 32, g255: 107, b255: 203), Color(r255: 237, g255: 255, b255: 255),
        Color(r255: 255, g255: 170, b255: 0), Color(r255: 0, g255: 2, b255: 0),
    ]

    package static var kind: FigureKind {
        FigureKind(
            "escape",
            "an escape-time fractal (the Mandelbrot set, a Julia set, the burning ship, a multibrot) smoothly coloured, computed at the output's resolution",
            details: "PNG computes every pixel of the cell at the page's resolution; PDF and SVG embed a picture at `dpi`."
                + " A view whose pixels lie closer than double precision resolves (about 1e-15 of the largest coordinate, at least 2) is refused.",
            set, center, span, zoom, iterations, colors, interior, c, power, dpi
        ) { v, set, center, span, zoom, iterations, colors, interior, c, power, dpi -> EscapeTimeSpec? in
            if span != nil, zoom != nil {
                v.error("give the view's width as span or as zoom, not both", at: Self.zoom)
                return nil
            }
            if c != nil, set != .julia {
                v.error("\"c\" is a Julia set's constant; this figure's set is \"\(set.rawValue)\"", at: Self.c)
                return nil
            }
            if power != nil, set != .multibrot {
                v.error("\"power\" is a multibrot's; this figure's set is \"\(set.rawValue)\"", at: Self.power)
                return nil
            }
            let whole = set.wholeView
            let figure = EscapeTime(
                set: set, center: center.map { Point($0[0], $0[1]) } ?? whole.center, span: span ?? whole.span / (zoom ?? 1),
                iterations: Int(iterations.rounded()), colors: colors, interior: interior, julia: c.map { Point($0[0], $0[1]) } ?? Point(-0.8, 0.156),
                power: power ?? 3, dpi: dpi)
            let source = SpecLocation(path: v.path, position: v.node.position)
            let located = { (place: (position: SourcePosition, path: SpecPath)?) in place.map { SpecLocation(path: $0.path, position: $0.position) } }
            return EscapeTimeSpec(
                figure: figure, view: located(v.place(of: Self.span) ?? v.place(of: Self.zoom)) ?? source, resolution: located(v.place(of: Self.dpi)) ?? source,
                source: source)
        }
    }
}
