import Figures
import SpecReader

package enum LSystemKind {
    package static var preset: Field<LSystemPreset> {
        .defaulted(
            "preset", Decoders.choice(of: LSystemPreset.self), .koch,
            "the L-system whose axiom, rules, angle, heading, iterations and closing the keys left out take")
    }
    package static var axiom: Field<String?> {
        .optional("axiom", LSystemRules.symbols(count: 1...1000), "the symbols the turtle starts from (default: the preset's)")
    }
    package static var rules: Field<[UInt8: [LSystemGrammar.Production]]?> {
        .optional(
            "rules", LSystemRules.rules,
            "what each symbol becomes at every iteration: { \"F\": \"F+F--F+F\" }, or several replacements to choose from by weight, { \"F\": [\"F[+F]F\", { \"to\": \"F[-F]F\", \"weight\": 2 }] }; a symbol without a rule stays itself (default: the preset's)"
        )
    }
    package static var angle: Field<Double?> { .optional("angle", Decoders.degrees, "the turn of + and -, in degrees (default: the preset's)") }
    package static var heading: Field<Double?> {
        .optional("heading", Decoders.degrees, "the turtle's first direction, in degrees counter-clockwise from east (default: the preset's; 90 points up)")
    }
    package static var iterations: Field<Depth<Int>?> {
        .optional(
            "iterations", Depth.decoder(Decoders.integer(LSystem.iterationRange)),
            "rewritings of the axiom (default: the preset's); \"auto\": the most whose segments are at least 1 px (PNG) or 0.1 mm (PDF, SVG) long")
    }
    package static var seed: Field<Int> {
        .defaulted("seed", Decoders.integer(0...(1 << 53)), 1, "chooses among a symbol's replacements: the same seed draws the same figure")
    }
    package static var closed: Field<Bool?> {
        .optional(
            "closed", Decoders.bool,
            "the curve ends where it starts and is filled with the cell's paint (default: the preset's: the snowflake and the Koch island)")
    }
    package static var colors: Field<LSystem.Colors> {
        .defaulted(
            "colors", Decoders.choice(of: LSystem.Colors.self), .ink,
            "the segments' colours: the cell's paint (\"ink\"), the palette by the turtle's bracket depth and ' steps (\"depth\"), or the palette spread along the path in runs (\"path\")"
        )
    }
    package static var runs: Field<Int> {
        .defaulted("runs", Decoders.integer(1...256), 8, "the runs of one colour each that \"path\" colouring cuts the path into")
    }

    package static let details = """
        The turtle reads the rewritten string symbol by symbol: `F` and `G` draw a step, `f` moves a step \
        without drawing, `+` turns left (counter-clockwise) and `-` right by `angle`, `|` turns around, `[` saves \
        the turtle's place, heading, pen and colour and `]` takes them back, `!` makes the pen 0.7 times as wide \
        and `'` steps to the next palette colour (with `"colors": "depth"`). Other symbols (`X`, `Y`, `A`, `B` \
        of the dragon and the Hilbert curve) draw nothing. The steps are all as long, so the drawing is fitted \
        to its cell by one scale. How many segments a spec draws is counted from the rules before anything is \
        rewritten (the most any choice could make, for rules with several), and the element budget refuses \
        too many; rewriting also counts, a sixteenth of an element a symbol.
        """

    package static var kind: FigureKind {
        FigureKind(
            "lsystem",
            "a Lindenmayer system drawn by a turtle: a preset (Koch, snowflake, dragon, Hilbert, Peano, Gosper, Lévy, Sierpinski, plants) or an axiom and rules of your own, rewritten, fitted to its cell and stroked (a closed curve filled)",
            details: details, preset, axiom, rules, angle, heading, iterations, seed, closed, colors, runs
        ) { _, preset, axiom, rules, angle, heading, iterations, seed, closed, colors, runs in
            var grammar = preset.grammar
            if let axiom { grammar.axiom = Array(axiom.utf8) }
            if let rules { grammar.rules = rules }
            let system = LSystem(
                grammar: grammar, angle: angle ?? preset.angle, heading: heading ?? preset.heading, iterations: preset.iterations, seed: UInt64(seed),
                closed: closed ?? preset.closed, colors: colors, runs: runs)
            return AutomaticDepth.figure(iterations ?? .fixed(preset.iterations), parameter: "iterations", shallowest: LSystem.iterationRange.lowerBound) {
                system.drawn(toDepth: $0)
            }
        }
    }
}
