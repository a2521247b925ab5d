import SpecReader
import Testing
import Workers

/// A field's decoder is made the first time the field is used, once, and then serves every spec and thread.
@Suite struct DeferredDecoderTests {
    /// Counts the decoders it makes (from any thread).
    final class Maker: Sendable {
        private let count = Locked(0)
        var made: Int { count.withLock { $0 } }

        func decoder() -> ValueDecoder<Double> {
            count.withLock { $0 += 1 }
            return Decoders.number(0...100)
        }
    }

    private func object(_ maker: Maker) -> ObjectDecoder<Double?> {
        ObjectDecoder(
            "Reading", "an optional number", Field<Double?>.optional("value", maker.decoder(), "the number"),
            Field<String?>.optional("note", Decoders.string, "a note")
        ) { _, value, _ in value }
    }

    @Test func aFieldsDecoderIsMadeWhenASpecFirstWritesItsKey() throws {
        let maker = Maker()
        let decoder = object(maker)
        #expect(maker.made == 0)
        let context = SpecContext(file: "spec.json")
        _ = decoder.decode(try JSONParser.parse(#"{ "note": "no value" }"#), .root, context)
        #expect(maker.made == 0)
        let first = decoder.decode(try JSONParser.parse(#"{ "value": 42 }"#), .root, context)
        let second = decoder.decode(try JSONParser.parse(#"{ "value": 7 }"#), .root, context)
        #expect(first == .some(42))
        #expect(second == .some(7))
        #expect(maker.made == 1)
    }

    @Test func aMessageOrTheSchemaMakesItToo() throws {
        let maker = Maker()
        let decoder = object(maker)
        #expect(decoder.fields[0].expectation == "a number from 0 to 100")
        #expect(maker.made == 1)
        let context = SpecContext(file: "spec.json")
        _ = decoder.decode(try JSONParser.parse(#"{ "value": 420 }"#), .root, context)
        #expect(context.diagnostics.all.map(\.message).joined().hasPrefix("expected a number from 0 to 100, found"))
        #expect(maker.made == 1)
    }

    @Test func threadsThatAskAtOnceAllDecodeWithTheOneKept() async throws {
        let maker = Maker()
        let decoder = object(maker)
        let nodes = try (0..<64).map { try JSONParser.parse(#"{ "value": \#($0) }"#) }
        let decoded = await withTaskGroup(of: (Int, Double?).self) { group in
            for (index, node) in nodes.enumerated() {
                group.addTask { (index, decoder.decode(node, .root, SpecContext(file: "spec.json")) ?? nil) }
            }
            return await group.reduce(into: [Int: Double?]()) { $0[$1.0] = $1.1 }
        }
        #expect(decoded.count == 64)
        #expect(decoded.allSatisfy { $0.value == Double($0.key) })
        #expect((1...8).contains(maker.made))
    }
}
