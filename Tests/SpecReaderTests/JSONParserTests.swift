import SpecReader
import Testing

@Suite struct JSONParserTests {
    @Test func valuesKeepTheirLineAndColumn() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, true],\n  \"bé\": \"x\", \"c\": null\n}")
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "bé", "c"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
        guard case .array(let items) = members[0].value.value else {
            Issue.record("not an array")
            return
        }
        #expect(items[1].position == SourcePosition(line: 2, column: 12))
        // Columns count characters: "é" is one column although it is two bytes.
        #expect(members[1].value.position == SourcePosition(line: 3, column: 9))
        #expect(members[2].value.value == .null)
    }

    @Test func escapesDecode() throws {
        let node = try JSONParser.parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#)
        #expect(node.value == .string("a\"b\\c\né😀"))
    }

    @Test func numbersFollowJSONGrammar() throws {
        #expect(try JSONParser.parse("-12.5e2").value == .number(-1250))
        #expect(try JSONParser.parse("0").value == .number(0))
    }

    static let syntaxErrors: [(String, SourcePosition, String)] = [
        ("", SourcePosition(line: 1, column: 1), "expected a value, found end of file"),
        ("{\"a\": 1,}", SourcePosition(line: 1, column: 9), "trailing ',' before '}'"),
        ("[1 2]", SourcePosition(line: 1, column: 4), "expected ',' or ']' after an element of the array, found '2'"),
        ("{\"a\" 1}", SourcePosition(line: 1, column: 6), "expected ':' after key \"a\", found '1'"),
        ("{a: 1}", SourcePosition(line: 1, column: 2), "expected a key in double quotes, found 'a'"),
        ("{\"a\": 1, \"a\": 2}", SourcePosition(line: 1, column: 10), "duplicate key \"a\" (first at 1:2)"),
        ("\"abc", SourcePosition(line: 1, column: 1), "unterminated string"),
        ("01", SourcePosition(line: 1, column: 1), "a number may not start with 0"),
        ("1e999", SourcePosition(line: 1, column: 1), "number 1e999 is too large"),
        ("NaN", SourcePosition(line: 1, column: 1), "expected a value, found 'N'"),
        ("tru", SourcePosition(line: 1, column: 1), "expected 'true'"),
        ("{} x", SourcePosition(line: 1, column: 4), "unexpected 'x' after the end of the document"),
        ("\"a\\qb\"", SourcePosition(line: 1, column: 3), "invalid escape '\\q' in a string"),
        ("[\n1,\n", SourcePosition(line: 3, column: 1), "expected a value, found end of file"),
    ]

    @Test(arguments: syntaxErrors)
    func syntaxErrorsAreLocated(_ sample: (String, SourcePosition, String)) {
        #expect(throws: JSONParser.SyntaxError(position: sample.1, message: sample.2)) {
            try JSONParser.parse(sample.0)
        }
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
    }
}
