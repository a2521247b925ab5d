import SpecReader
import Testing

@Suite struct YAMLParserTests {
    /// The tree with every position set to 1:1, to compare values parsed from different sources.
    static func withoutPositions(_ node: SpecNode) -> SpecNode {
        switch node.value {
        case .object(let members):
            SpecNode(
                .object(
                    members.map {
                        SpecNode.Member(key: $0.key, keyPosition: SourcePosition(line: 1, column: 1), value: withoutPositions($0.value))
                    }))
        case .array(let elements): SpecNode(.array(elements.map(withoutPositions)))
        default: SpecNode(node.value)
        }
    }

    @Test func valuesAndKeysKeepTheirLineAndColumn() throws {
        let node = try YAMLParser.parse("a: [1, true]\nbé: x\nc:\n  - ~\n")
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(node.position == SourcePosition(line: 1, column: 1))
        #expect(members.map(\.key) == ["a", "bé", "c"])
        #expect(members[0].keyPosition == SourcePosition(line: 1, column: 1))
        #expect(members[0].value.position == SourcePosition(line: 1, column: 4))
        guard case .array(let items) = members[0].value.value else {
            Issue.record("not an array")
            return
        }
        #expect(items[1].position == SourcePosition(line: 1, column: 8))
        // Columns count characters: "é" is one column although it is two bytes.
        #expect(members[1].keyPosition == SourcePosition(line: 2, column: 1))
        #expect(members[1].value.position == SourcePosition(line: 2, column: 5))
        #expect(members[2].keyPosition == SourcePosition(line: 3, column: 1))
        #expect(members[2].value.position == SourcePosition(line: 4, column: 3))
        guard case .array(let nulls) = members[2].value.value else {
            Issue.record("not an array")
            return
        }
        #expect(nulls == [SpecNode(.null, at: SourcePosition(line: 4, column: 5))])
    }

    static let plainScalars: [(String, SpecNode.Value)] = [
        ("no", .string("no")), ("on", .string("on")), ("yes", .string("yes")), ("Off", .string("Off")),
        ("true", .bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)),
        ("~", .null), ("null", .null), ("NULL", .null),
        ("12", .number(12)), ("012", .number(12)), ("-3.5e2", .number(-350)), ("+.5", .number(0.5)),
        ("0x1F", .number(31)), ("0o17", .number(15)), ("1.", .number(1)),
        ("0x", .string("0x")), ("0o8", .string("0o8")), ("0o-7", .string("0o-7")), ("1e", .string("1e")),
        ("1_000", .string("1_000")), ("0b101", .string("0b101")), ("1:30", .string("1:30")),
        ("2024-01-02", .string("2024-01-02")), ("-0x1F", .string("-0x1F")), ("inf", .string("inf")),
    ]

    @Test(arguments: plainScalars)
    func plainScalarsFollowTheCoreSchema(_ sample: (String, SpecNode.Value)) throws {
        #expect(try YAMLParser.parse(sample.0).value == sample.1)
    }

    @Test func emptyValueIsNull() throws {
        #expect(
            try YAMLParser.parse("a:\n").value
                == .object([
                    SpecNode.Member(
                        key: "a", keyPosition: SourcePosition(line: 1, column: 1),
                        value: SpecNode(.null, at: SourcePosition(line: 1, column: 3)))
                ]))
    }

    @Test func quotedAndBlockScalarsStayStrings() throws {
        #expect(try YAMLParser.parse("'12'").value == .string("12"))
        #expect(try YAMLParser.parse("\"true\"").value == .string("true"))
        #expect(try YAMLParser.parse("\"~\"").value == .string("~"))
        #expect(try YAMLParser.parse("'.inf'").value == .string(".inf"))
        #expect(try YAMLParser.parse("|\n  12\n").value == .string("12\n"))
    }

    @Test func flowStyleWorks() throws {
        let node = try YAMLParser.parse("{a: [1, 2]}")
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a"])
        #expect(members[0].keyPosition == SourcePosition(line: 1, column: 2))
        #expect(
            members[0].value
                == SpecNode(
                    .array([
                        SpecNode(.number(1), at: SourcePosition(line: 1, column: 6)),
                        SpecNode(.number(2), at: SourcePosition(line: 1, column: 9)),
                    ]), at: SourcePosition(line: 1, column: 5)))
    }

    @Test func aliasesGiveTheAnchoredValue() throws {
        let node = try YAMLParser.parse("base: &b {x: 1}\ncopy: *b\n")
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["base", "copy"])
        #expect(members[1].value == members[0].value)
        // The value keeps the place of its anchor.
        #expect(members[1].value.position == SourcePosition(line: 1, column: 7))
    }

    static let syntaxErrors: [(String, SourcePosition, String)] = [
        ("", SourcePosition(line: 1, column: 1), "expected a value, found end of file"),
        ("# only a comment\n", SourcePosition(line: 1, column: 1), "expected a value, found end of file"),
        ("a: b: c", SourcePosition(line: 1, column: 5), "mapping values are not allowed in this context"),
        ("x:\n  y: 1\n z: 2\n", SourcePosition(line: 3, column: 2), "did not find expected key"),
        ("[1, 2", SourcePosition(line: 1, column: 6), "did not find expected ',' or ']'"),
        (
            "a: 1\n---\nb: 2\n", SourcePosition(line: 2, column: 1),
            "expected a single document in the stream, but found another document"
        ),
        ("a: *nope", SourcePosition(line: 1, column: 4), "found undefined alias"),
        ("a: \"x\u{01}y\"", SourcePosition(line: 1, column: 6), "control characters are not allowed"),
        ("[a]: 1", SourcePosition(line: 1, column: 1), "expected a string as the key, found an array"),
        ("a: 1\nb: 2\na: 3\n", SourcePosition(line: 1, column: 1), "duplicate key \"a\" (repeated later in this mapping)"),
        ("!!int 1: x\n1: y\n", SourcePosition(line: 2, column: 1), "duplicate key \"1\" (first at 1:1)"),
        ("a: .inf", SourcePosition(line: 1, column: 4), "infinite or NaN numbers are not allowed"),
        ("- -.Inf", SourcePosition(line: 1, column: 3), "infinite or NaN numbers are not allowed"),
        (".NaN", SourcePosition(line: 1, column: 1), "infinite or NaN numbers are not allowed"),
        ("n: 1e999", SourcePosition(line: 1, column: 4), "number 1e999 is too large"),
        ("0xFFFFFFFFFFFFFFFFFFFF", SourcePosition(line: 1, column: 1), "number 0xFFFFFFFFFFFFFFFFFFFF is too large"),
    ]

    @Test(arguments: syntaxErrors)
    func syntaxErrorsAreLocated(_ sample: (String, SourcePosition, String)) {
        #expect(throws: JSONParser.SyntaxError(position: sample.1, message: sample.2)) {
            try YAMLParser.parse(sample.0)
        }
    }

    @Test func deepNestingIsRefused() throws {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        _ = try YAMLParser.parse(nested(JSONParser.maximumDepth))
        let tooDeep = SourcePosition(line: 1, column: JSONParser.maximumDepth + 1)
        #expect(throws: JSONParser.SyntaxError(position: tooDeep, message: "nesting deeper than 200 levels")) {
            try YAMLParser.parse(nested(JSONParser.maximumDepth + 1))
        }
        // Far past the limit the refusal is still a SyntaxError, before the stack is at risk.
        #expect(throws: JSONParser.SyntaxError.self) { try YAMLParser.parse(nested(5000)) }
    }

    @Test func aliasExpansionIsBounded() {
        // Each level repeats the one before ten times: 10^7 values from a few lines.
        var yaml = "l0: &l0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]\n"
        for level in 1...7 {
            yaml += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let error = #expect(throws: JSONParser.SyntaxError.self) { try YAMLParser.parse(yaml) }
        #expect(error?.message == "more than 1000000 values once aliases are expanded")
    }

    @Test func yamlTwinGivesTheSameValuesAsJSON() throws {
        let json = """
            {"title": "Peaks", "size": {"width": 210, "height": -297.5}, "draft": false,
             "note": null, "tags": ["no", "on", "12"], "rows": [{"h": 1e2}, {"h": 255}]}
            """
        let yaml = """
            title: Peaks
            size:
              width: 210
              height: -297.5
            draft: false
            note: ~
            tags: [no, on, "12"]
            rows:
              - h: 1e2
              - {h: 0xFF}
            """
        #expect(Self.withoutPositions(try YAMLParser.parse(yaml)) == Self.withoutPositions(try JSONParser.parse(json)))
    }
}
