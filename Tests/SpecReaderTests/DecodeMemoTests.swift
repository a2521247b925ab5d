import SpecReader
import Synchronization
import Testing

/// A template's fixed members are decoded for its first row only; members that hold the row's values,
/// and members at the same place decoded by another kind of object, are decoded every time.
@Suite struct DecodeMemoTests {
    /// Counts how often its field's value is decoded (decoders are shared by threads, so atomically).
    final class Counter: Sendable {
        private let count = Atomic(0)
        var decodes: Int { count.load(ordering: .relaxed) }
        func add() { count.add(1, ordering: .relaxed) }
    }

    private func object(_ name: String, counting counter: Counter) -> ObjectDecoder<[Double]> {
        let counted = ValueDecoder<Double>("a number", schema: .object(["type": .string("number")])) { node, path, d in
            counter.add()
            return Decoders.number(0...100).decode(node, path, d)
        }
        return ObjectDecoder(
            name, "two numbers", Field<Double>.required("fixed", counted, "a member every row shares"),
            Field<Double>.required("bound", Decoders.number(0...100), "a member that takes the row's value")
        ) { _, fixed, bound in [fixed, bound] }
    }

    /// The memo of a template whose "bound" member holds a placeholder and whose "fixed" member does not.
    private func memo() throws -> DecodeMemo {
        DecodeMemo(template: try JSONParser.parse(#"{ "fixed": 7, "bound": "{v}" }"#), at: .root) { $0.contains("{") }
    }

    private func row(_ value: Int) throws -> SpecNode {
        try JSONParser.parse(#"{ "fixed": 7, "bound": \#(value) }"#)
    }

    @Test func aFixedMemberIsDecodedOnceForAllRows() throws {
        let counter = Counter()
        let decoder = object("Pair", counting: counter)
        let memo = try self.memo()
        let context = SpecContext(file: "spec.json")
        var decoded: [[Double]] = []
        for value in 1...5 {
            decoded.append(try #require(decoder.decode(try row(value), .root, context.branch(memo: memo))))
        }
        let rows: [[Double]] = (1...5).map { [7, Double($0)] }
        #expect(decoded == rows)
        #expect(counter.decodes == 1)
    }

    @Test func withoutAMemoEveryRowDecodesEveryMember() throws {
        let counter = Counter()
        let decoder = object("Pair", counting: counter)
        let context = SpecContext(file: "spec.json")
        for value in 1...5 { _ = try #require(decoder.decode(try row(value), .root, context.branch())) }
        #expect(counter.decodes == 5)
    }

    @Test func anotherKindOfObjectAtTheSamePlaceDecodesItsOwn() throws {
        let first = Counter(), second = Counter()
        let memo = try self.memo()
        let context = SpecContext(file: "spec.json")
        _ = try #require(object("First", counting: first).decode(try row(1), .root, context.branch(memo: memo)))
        _ = try #require(object("Second", counting: second).decode(try row(2), .root, context.branch(memo: memo)))
        _ = try #require(object("Second", counting: second).decode(try row(3), .root, context.branch(memo: memo)))
        #expect(first.decodes == 1)
        #expect(second.decodes == 1)
    }

    @Test func aFixedMemberThatFailsIsReportedByEveryRowThatUsesIt() throws {
        let decoder = object("Pair", counting: Counter())
        let memo = try self.memo()
        let context = SpecContext(file: "spec.json")
        let bad = try JSONParser.parse(#"{ "fixed": 700, "bound": 1 }"#)
        for _ in 1...2 {
            let row = context.branch(memo: memo)
            #expect(decoder.decode(bad, .root, row) == nil)
            #expect(row.all.map { $0.message }.contains { $0.contains("fixed") || $0.contains("700") })
        }
    }
}

/// Which members a template's memo holds fixed: those none of whose strings is bound, at any depth.
@Suite struct DecodeMemoFixedMembersTests {
    @Test func membersHoldingABoundStringAndTheirObjectsAreNotFixed() throws {
        let template = try JSONParser.parse(#"{ "a": { "b": "{x}", "c": 1 }, "d": [ "plain", { "e": "{x}" } ], "f": "text" }"#)
        let memo = DecodeMemo(template: template, at: .root) { $0.contains("{") }
        let root = SpecPath.root
        #expect(!memo.isFixed(root.appending("a")))
        #expect(!memo.isFixed(root.appending("a").appending("b")))
        #expect(memo.isFixed(root.appending("a").appending("c")))
        #expect(!memo.isFixed(root.appending("d")))
        #expect(!memo.isFixed(root.appending("d").appending(1).appending("e")))
        #expect(memo.isFixed(root.appending("f")))
    }
}
