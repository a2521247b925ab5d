import Figures
import Geometry
import SpecModel
import SpecReader
import Testing

/// How specs write `lsystem` and `ifs`: keys left out take the preset's, rules take weighted
/// replacements, maps take six numbers or scale, rotate and translate.
@Suite struct FractalKindDecodingTests {
    static func figure(_ json: String) throws -> (figure: (any Figure)?, errors: [String]) {
        let context = SpecContext(file: "spec.json")
        let spec = FigureSpec.decoder.decode(try JSONParser.parse(json), .root, context)
        return (spec?.figure, context.all.map(\.message))
    }

    @Test func keysLeftOutTakeThePresets() throws {
        let written = try Self.figure(#"{ "kind": "lsystem", "preset": "hilbert", "angle": 60 }"#)
        let system = try #require(written.figure as? LSystem)
        #expect(system.grammar == LSystemPreset.hilbert.grammar)
        #expect(system.angle == 60 && system.iterations == LSystemPreset.hilbert.iterations && system.heading == 0 && !system.closed)
        let snowflake = try #require(try Self.figure(#"{ "kind": "lsystem", "preset": "snowflake" }"#).figure as? LSystem)
        #expect(snowflake.closed)
    }

    @Test func rulesTakeWeightedReplacements() throws {
        let written = try Self.figure(
            #"{ "kind": "lsystem", "axiom": "X", "iterations": 2, "seed": 9, "rules": { "X": ["F[+X]", { "to": "F[-X]", "weight": 3 }], "F": "FF" } }"#)
        #expect(written.errors == [])
        let system = try #require(written.figure as? LSystem)
        #expect(system.grammar.axiom == Array("X".utf8) && system.seed == 9)
        #expect(system.grammar.rules[UInt8(ascii: "X")] == [.init("F[+X]"), .init("F[-X]", weight: 3)])
        #expect(system.grammar.rules[UInt8(ascii: "F")] == [.init("FF")])
        #expect(system.counts.segments == 3)
    }

    @Test func mapsAreTablesOrScaleRotateTranslate() throws {
        let written = try Self.figure(
            #"{ "kind": "ifs", "depth": 2, "maps": [[0.5, 0, 0, 0.5, 0, 0], { "scale": 0.5, "rotate": 90, "translate": [1, 0] }] }"#)
        #expect(written.errors == [])
        let ifs = try #require(written.figure as? IFS)
        #expect(ifs.maps[0] == Affine.scale(0.5))
        // Scaled by a half, turned counter-clockwise (y up), then moved: (1, 0) lands at (1, 0.5).
        let turned = ifs.maps[1].apply(Point(1, 0))
        #expect(abs(turned.x - 1) < 1e-12 && abs(turned.y - 0.5) < 1e-12)
        #expect(ifs.depth == 2 && ifs.estimatedElements == 4 && ifs.base == .square)
    }

    /// The fern and the maple take "auto" when no depth is written; the chaos game takes the table's weights.
    @Test func theFernDividesToASizeAndPlaysChaosByItsTable() throws {
        let fern = try Self.figure(#"{ "kind": "ifs" }"#).figure
        #expect(fern is any DepthChoosing)
        let chaos = try #require(try Self.figure(#"{ "kind": "ifs", "mode": "chaos", "points": 10 }"#).figure as? ChaosGame)
        #expect(chaos.weights == IFSPreset.fern.weights && chaos.points == 10)
        let own = try #require(
            try Self.figure(#"{ "kind": "ifs", "mode": "chaos", "maps": [[0.5, 0, 0, 0.5, 0, 0], [0.5, 0, 0, 0.25, 1, 0]] }"#).figure as? ChaosGame)
        #expect(own.weights == [0.25, 0.125])
    }
}
