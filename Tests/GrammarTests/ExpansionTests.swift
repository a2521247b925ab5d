import Foundation
import Geometry
import Grammar
import TestSupport
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
        // Ten unit squares from x -0.5 to 9.5, each measured as cfdg does (stroked 0.1 wide: 1.1 across)
        // and its box doubled about its centre: -1.1 to 10.1 across, -1.1 to 1.1 up.
        #expect(abs(bounds.minX + 1.1) < 1e-9)
        #expect(abs(bounds.size.width - 11.2) < 1e-9)
        #expect(abs(bounds.size.height - 2.2) < 1e-9)
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
        #expect(throws: GrammarError(line: 2, column: 19, "expected an adjustment (x y z s r f skew h sat b a, |h |sat |b |a) or \"]\", found \"q\"")) {
            try Design.read("startshape A\nshape A { SQUARE [q 1] }")
        }
        #expect(throws: GrammarError(line: 2, column: 11, "FOO is neither a shape of the design nor a primitive (SQUARE, CIRCLE, TRIANGLE)")) {
            try Self.expand("startshape A\nshape A { FOO [] }")
        }
    }

    @Test func squareBracketsAreCanonicalAndDoubleOnesOrdered() throws {
        // [s 2 x 1] translates after scaling whatever the order written; [[s 2 x 1]] moves 1 in the
        // doubled space: centres at x 1 and x 2. CFDG 2 spells them { } and [ ].
        let canonical = try Self.expand("startshape A\nshape A { SQUARE [s 2 x 1] }")
        let ordered = try Self.expand("startshape A\nshape A { SQUARE [[s 2 x 1]] }")
        let two = try Self.expand("startshape A\nrule A { SQUARE [s 2 x 1] SQUARE {s 2 x 1} }")
        #expect(canonical.shapes.map(\.transform.tx) == [1])
        #expect(ordered.shapes.map(\.transform.tx) == [2])
        #expect(two.shapes.map(\.transform.tx).sorted() == [1, 2])
        #expect(canonical.shapes[0].transform.a == 2)
    }

    @Test func aCanonicalAdjustmentKeepsTheLastTermOfAKind() throws {
        let expansion = try Self.expand("startshape A\nshape A { SQUARE [x 5 s 3 x 1] }")
        #expect(expansion.shapes.map(\.transform.tx) == [1])
        #expect(expansion.shapes.map(\.transform.a) == [3])
    }

    @Test func parametersPassOnAndProperSubtractionStopsAtZero() throws {
        let text = "startshape A(3)\nshape A(number n) { B(=) [] }\nshape B(number n) { loop n -- 1 [x 2] SQUARE [] loop 1 -- n [] CIRCLE [] }"
        let expansion = try Self.expand(text)
        #expect(expansion.count == 2)
        #expect(expansion.shapes.map(\.transform.tx) == [0, 2])
    }

    @Test func importsAreReadThroughTheGivenFiles() throws {
        let library = "startshape IGNORED\nshape L { loop 4 [x 1] CIRCLE [] }"
        let design = try Design.read("startshape A\nimport lib.cfdg\nshape A { L [] SQUARE [y 2] }") { name throws(ImportFailure) in
            guard name == "lib.cfdg" else { throw ImportFailure("no \(name)") }
            return library
        }
        #expect(try Expander.expand(design, variation: 1, budget: 100).count == 5)
        #expect(throws: GrammarError(line: 2, column: 1, "lib.cfdg cannot be imported here: give the design as src, beside the files it imports")) {
            try Design.read("startshape A\nimport lib.cfdg\nshape A { SQUARE [] }")
        }
        #expect(throws: GrammarError(line: 1, column: 1, "in lib.cfdg, 1:13: expected an adjustment in [ ] or { } after B, found \"}\"")) {
            try Design.read("import lib.cfdg\nstartshape A\nshape A { SQUARE [] }") { _ throws(ImportFailure) in "shape L { B }" }
        }
    }

    @Test func pathsWithSeveralCommandsCountOnce() throws {
        let text = "startshape A\nshape A { P [] P [x 3] }\npath P { MOVETO(0, 0) LINETO(1, 0) LINETO(0, 1) CLOSEPOLY() FILL [] STROKE(0.1) [] }"
        let expansion = try Self.expand(text)
        #expect(expansion.count == 2)
        #expect(expansion.shapes.count == 4)
    }

    @Test func aContinuousCurveMirrorsTheLastControlPoint() throws {
        let text = "startshape P\npath P { MOVETO(0, 0) CURVETO(1, 0, 0.5, 1) CURVETO(2, 0, CF::Continuous) STROKE(0.1) [] }"
        let shape = try #require(try Self.expand(text).shapes.first)
        guard case .path(let path, let stroke, _) = shape.form else { throw GrammarError(line: 0, column: 0, "not a path") }
        var controls: [Point] = []
        path.forEachElement { element in
            if case .quad(control: let c, _) = element { controls.append(c) }
        }
        #expect(controls == [Point(0.5, 1), Point(1.5, -1)])
        #expect(stroke == 0.1)
    }

    @Test func aLoopTurnsTheOffsetsOfRelativeOperations() throws {
        // Four unit steps, each turned 90 degrees from the last: a unit square from the origin.
        let text = "startshape P\npath P { MOVETO(0, 0) loop 4 [r 90] LINEREL(1, 0) CLOSEPOLY() FILL [] }"
        let shape = try #require(try Self.expand(text).shapes.first)
        guard case .path(let path, _, _) = shape.form else { throw GrammarError(line: 0, column: 0, "not a path") }
        #expect(approx(path.bounds, Rect(x: 0, y: 0, width: 1, height: 1)))
    }
}
