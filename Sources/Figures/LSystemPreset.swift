/// The L-systems a spec may name, as The Algorithmic Beauty of Plants (Prusinkiewicz and Lindenmayer)
/// and the usual references write them, with `F` and `G` for the symbols that draw.
public enum LSystemPreset: String, CaseIterable, Hashable, Sendable {
    case koch, snowflake, dragon, hilbert, peano, gosper, levy
    case sierpinskiArrowhead = "sierpinski-arrowhead"
    case sierpinskiTriangle = "sierpinski-triangle"
    case plant, bush
    case kochIsland = "koch-island"

    public var grammar: LSystemGrammar {
        typealias P = LSystemGrammar.Production
        let (F, G, X, Y, A, B) = (UInt8(ascii: "F"), UInt8(ascii: "G"), UInt8(ascii: "X"), UInt8(ascii: "Y"), UInt8(ascii: "A"), UInt8(ascii: "B"))
        return switch self {
        case .koch: LSystemGrammar(axiom: "F", rules: [F: [P("F+F--F+F")]])
        case .snowflake: LSystemGrammar(axiom: "F--F--F", rules: [F: [P("F+F--F+F")]])
        case .dragon: LSystemGrammar(axiom: "FX", rules: [X: [P("X+YF+")], Y: [P("-FX-Y")]])
        case .hilbert: LSystemGrammar(axiom: "A", rules: [A: [P("+BF-AFA-FB+")], B: [P("-AF+BFB+FA-")]])
        case .peano: LSystemGrammar(axiom: "X", rules: [X: [P("XFYFX+F+YFXFY-F-XFYFX")], Y: [P("YFXFY-F-XFYFX+F+YFXFY")]])
        case .gosper: LSystemGrammar(axiom: "F", rules: [F: [P("F-G--G+F++FF+G-")], G: [P("+F-GG--G-F++F+G")]])
        case .levy: LSystemGrammar(axiom: "F", rules: [F: [P("+F--F+")]])
        case .sierpinskiArrowhead: LSystemGrammar(axiom: "F", rules: [F: [P("G-F-G")], G: [P("F+G+F")]])
        case .sierpinskiTriangle: LSystemGrammar(axiom: "F-G-G", rules: [F: [P("F-G+F+G-F")], G: [P("GG")]])
        case .plant: LSystemGrammar(axiom: "X", rules: [X: [P("F+[[X]-X]-F[-FX]+X")], F: [P("FF")]])
        case .bush: LSystemGrammar(axiom: "F", rules: [F: [P("F[+F]F[-F]F"), P("F[+F]F"), P("F[-F]F")]])
        case .kochIsland: LSystemGrammar(axiom: "F-F-F-F", rules: [F: [P("F+FF-FF-F-F+F+FF-F-F+F+FF+FF-F")]])
        }
    }

    /// The turn of `+` and `-`, in degrees.
    public var angle: Double {
        switch self {
        case .koch, .snowflake, .gosper, .sierpinskiArrowhead: 60
        case .dragon, .hilbert, .peano, .kochIsland: 90
        case .levy: 45
        case .sierpinskiTriangle: 120
        case .plant: 25
        case .bush: 25.7
        }
    }

    /// The turtle's first heading, in degrees counter-clockwise from +x: the plants grow up.
    public var heading: Double {
        switch self {
        case .plant: 65
        case .bush: 90
        default: 0
        }
    }

    /// The iterations drawn when the spec gives none.
    public var iterations: Int {
        switch self {
        case .koch, .snowflake, .gosper, .bush: 4
        case .dragon, .levy: 10
        case .hilbert, .plant: 5
        case .peano: 3
        case .sierpinskiArrowhead, .sierpinskiTriangle: 6
        case .kochIsland: 2
        }
    }

    /// Whether the curve comes back to its start, and is filled.
    public var closed: Bool { self == .snowflake || self == .kochIsland }
}
