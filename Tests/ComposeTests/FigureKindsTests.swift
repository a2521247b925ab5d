import SpecReader
import Testing

@testable import SpecModel

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

    @Test func anUnknownKindIsNamedWithTheKindsThereAre() throws {
        let context = SpecContext(file: "spec.json")
        #expect(FigureSpec.decoder.decode(try JSONParser.parse(#"{ "kind": "hexagon" }"#), .root, context) == nil)
        let message = try #require(context.all.first?.message)
        #expect(message.contains("\"hexagon\"") && message.contains("\"polygon\"") && message.contains("\"image\""))
    }
}
