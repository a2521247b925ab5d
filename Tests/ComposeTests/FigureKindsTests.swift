import SpecModel
import SpecReader
import Testing

/// The catalog of figure kinds names each kind as the kind itself does, and a figure decoder makes the
/// decoders of the kinds its figures name only, each once, whatever the threads decoding them.
@Suite struct FigureKindsTests {
    @Test func eachCatalogEntryMakesTheKindItNames() {
        for entry in FigureKinds.catalog {
            #expect(entry.make().name == entry.name)
            #expect(FigureKinds.kind(named: entry.name)?.name == entry.name)
        }
        #expect(Set(FigureKinds.catalog.map(\.name)).count == FigureKinds.catalog.count)
        #expect(FigureSpec.kinds == FigureKinds.all.map(\.name))
        #expect(FigureKinds.kind(named: "hexagon") == nil)
    }

    @Test func aFigureOfEveryKindDecodesThroughOneDecoder() throws {
        let decoder = FigureSpec.decoder
        let context = SpecContext(file: "spec.json")
        let kinds = ["pie", "polygon", "pie", "carpet", "star", "polygon"]
        let decoded = try kinds.map { kind in try #require(decoder.decode(try JSONParser.parse(#"{ "kind": "\#(kind)" }"#), .root, context)) }
        #expect(decoded.map(\.kind) == kinds)
        #expect(!context.hasErrors)
    }

    /// Figures are equal when their kinds and parameters are, whatever the figure type behind them, and
    /// equal figures hash alike (the figure cache keys on both).
    @Test func figuresCompareAndHashByKindAndParameters() throws {
        let context = SpecContext(file: "spec.json")
        func figure(_ json: String) throws -> FigureSpec { try #require(FigureSpec.decoder.decode(try JSONParser.parse(json), .root, context)) }
        let triangle = try figure(#"{ "kind": "polygon", "sides": 3 }"#)
        let again = try figure(#"{ "sides": 3, "kind": "polygon" }"#)
        let square = try figure(#"{ "kind": "polygon", "sides": 4 }"#)
        let automatic = try figure(#"{ "kind": "carpet", "level": "auto" }"#)
        let fixed = try figure(#"{ "kind": "carpet", "level": 1 }"#)
        let pie = try figure(#"{ "kind": "pie" }"#)
        #expect(triangle == again && triangle.hashValue == again.hashValue)
        #expect(triangle != square)
        #expect(automatic == (try figure(#"{ "kind": "carpet", "level": "auto" }"#)))
        #expect(automatic != fixed && fixed != automatic)
        #expect(triangle != pie && pie != triangle)
        #expect(Set([triangle, again, square, automatic, fixed, pie]).count == 5)
        #expect(!context.hasErrors)
    }

    @Test func anUnknownKindIsNamedWithTheKindsThereAre() throws {
        let context = SpecContext(file: "spec.json")
        #expect(FigureSpec.decoder.decode(try JSONParser.parse(#"{ "kind": "hexagon" }"#), .root, context) == nil)
        let message = try #require(context.all.first?.message)
        #expect(message.contains("\"hexagon\"") && message.contains("\"polygon\"") && message.contains("\"image\""))
    }
}
