import Foundation
import Geometry
import Grammar
import Testing

@Suite struct ExpansionTests {
    static func expand(_ text: String, variation: String = "A") throws -> Expansion {
        let design = try Design.read(text)
        return try Expander.expand(design, variation: try #require(Variation.number(variation)), budget: 1_000_000)
    }

    @Test func aLoopDrawsOneShapePerRun() throws {
        let expansion = try Self.expand("startshape A\nshape A { 10 * [x 1] SQUARE [] }")
        #expect(expansion.count == 10)
        let bounds = try #require(expansion.bounds)
        // Ten unit squares from x -0.5 to 9.5, each one's box doubled about its centre as cfdg's border
        // does: -1 to 10 across, -1 to 1 up.
        #expect(abs(bounds.size.width - 11) < 1e-9)
        #expect(abs(bounds.size.height - 2) < 1e-9)
    }

    @Test func versionTwoAndThreeDrawTheSame() throws {
        let three = try Self.expand("startshape A\nshape A { SQUARE [] CIRCLE [x 2 s 0.5] TRIANGLE [y 2] }")
        let two = try Self.expand("startshape A\nrule A { SQUARE {} CIRCLE {x 2 s 0.5} TRIANGLE {y 2} }")
        #expect(three.count == 3)
        #expect(two.shapes == three.shapes)
        #expect(try Design.read("startshape A\nrule A { SQUARE {} }").version == 2)
    }

    @Test func sameVariationSameShapes() throws {
        let text = "startshape A\nshape A\nrule { SQUARE [] A [x 1 s 0.9 r 10] }\nrule { CIRCLE [] A [y 1 s 0.8 r -10] }"
        let first = try Self.expand(text, variation: "ABC")
        #expect(first.shapes == (try Self.expand(text, variation: "ABC")).shapes)
        #expect(first.count > 10)
    }

    @Test(arguments: [("A", 1), ("Z", 26), ("AA", 27), ("ABC", 731), ("42", 42)])
    func variationCodes(_ code: String, _ number: Int) {
        #expect(Variation.number(code) == number)
    }

    @Test func faultsAreLocated() {
        #expect(throws: GrammarError(line: 2, column: 19, "expected an adjustment (x y s r f skew h sat b a, |h |sat |b |a) or \"]\", found \"q\"")) {
            try Design.read("startshape A\nshape A { SQUARE [q 1] }")
        }
        #expect(throws: GrammarError(line: 2, column: 11, "FOO is neither a shape of the design nor a primitive (SQUARE, CIRCLE, TRIANGLE)")) {
            try Self.expand("startshape A\nshape A { FOO [] }")
        }
    }

    /// Debian's contextfree examples whose counts cfdg 3.4 prints for `cfdg -v ABC` on its 500-pixel canvas.
    @Test(arguments: [("demo1", 81_960), ("ziggy", 80_520), ("thorns", 60_472)])
    func countsMatchCfdg(_ name: String, _ count: Int) throws {
        let text = try String(contentsOfFile: "/usr/share/doc/contextfree/examples/\(name).cfdg", encoding: .utf8)
        #expect(try Self.expand(text, variation: "ABC").count == count)
    }
}
