import Figures
import Geometry
import SpecModel
import SpecReader
import Testing

/// The bounce as `{ "kind": "bounce" }` draws it: its copies never land on each other, in a square cell
/// or in cells a little wider or taller.
@Suite struct BounceDefaultsTests {
    @Test(arguments: [(100.0, 100.0), (100, 90), (100, 110), (120, 100)])
    func theDefaultBouncesCopiesDoNotOverlap(_ width: Double, _ height: Double) throws {
        let node = try JSONParser.parse(#"{ "kind": "bounce" }"#)
        let spec = try #require(FigureSpec.decoder.decode(node, .root, SpecContext(file: "spec.json")))
        let bounce = try #require(spec.figure as? Bounce)
        let frame = Rect(x: 0, y: 0, width: width, height: height)
        let centres = bounce.copyPlacements(in: frame).map(\.center)
        let closest = centres.indices.flatMap { i in centres.indices.filter { $0 > i }.map { centres[i].distance(to: centres[$0]) } }.min() ?? 0
        // The symbol is size x the smaller side across: copies closer than about that would overlap.
        #expect(closest >= 0.9 * bounce.size * frame.minSide, "copies \(closest) pt apart")
    }
}
