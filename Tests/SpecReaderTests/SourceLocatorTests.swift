import SpecReader
import Testing

/// `SourceLocator` finds every key and value where the parser that gave its position read it, whatever
/// the text before it on its line or the line ends: combining accents, emoji sequences, CRLF.
@Suite struct SourceLocatorTests {
    /// Decomposed and precomposed accents, a ZWJ family and a flag: one Swift character each, several scalars.
    static let hard = "Cafe\u{301} caf\u{E9} e\u{301}\u{301}\u{301} 👨‍👩‍👧‍👦 🇫🇷 👍🏽"

    static let jsonTexts = [
        #"{ "title": "\#(hard)", "pages": [ { "figure": { "kind": "polygon", "sides": 7 } } ] }"#,
        "{\r\n  \"title\": \"\(hard)\",\r\n  \"n\": [1, \"\(hard)\", 2],\r\n  \"figure\": { \"kind\": \"polygon\", \"sides\": 7 }\r\n}\r\n",
        "{\"\(hard)\": 1, \"b\": {\"\(hard)x\": \"\(hard)\", \"c\": 3}}",
    ]

    static let yamlTexts = [
        "title: \(hard)\r\n# \(hard)\r\nfigure: { kind: polygon, \(hard): 1, sides: 7 }\r\nmore:\r\n  - a: \(hard)\r\n    b: 2\r\n",
        "a: 1\rb: 2\r\nc: 3\nd: \(hard)\u{85}e: 5\u{2028}f: 6\u{2029}g: 7",
        "\"\(hard)\": { \(hard)2: [\(hard), 3] }\r\n'k\(hard)': 4",
    ]

    /// Whether the text at `position` starts with `expected`.
    static func check(_ locator: SourceLocator, _ position: SourcePosition, startsWith expected: String) -> Bool {
        guard let offset = locator.offset(of: position) else { return false }
        return locator.scalars[offset...].starts(with: expected.unicodeScalars)
    }

    /// Every key and every number in `node`, checked against the text at their positions.
    static func visit(_ node: SpecNode, _ locator: SourceLocator, _ found: inout Int) {
        switch node.value {
        case .object(let members):
            for member in members {
                let written = ["", "\"", "'"].map { $0 + member.key }
                #expect(written.contains { check(locator, member.keyPosition, startsWith: $0) }, "key \(member.key) at \(member.keyPosition)")
                found += 1
                visit(member.value, locator, &found)
            }
        case .array(let items):
            for item in items { visit(item, locator, &found) }
        case .number(let number):
            #expect(check(locator, node.position, startsWith: SpecNode.format(number)), "\(number) at \(node.position)")
            found += 1
        default:
            #expect(locator.offset(of: node.position) != nil)
        }
    }

    @Test(arguments: jsonTexts.map { ($0, false) } + yamlTexts.map { ($0, true) })
    func positionsAreFound(_ text: String, yaml: Bool) throws {
        let locator = SourceLocator(text, yaml: yaml)
        var found = 0
        Self.visit(try yaml ? YAMLParser.parse(text) : JSONParser.parse(text), locator, &found)
        #expect(found >= 3)
    }

    /// libyaml ends a line at NEL, LS and PS as well as at CR, LF and CRLF: each key below is on a line of its own.
    @Test func yamlLineBreaksAreTheParsers() throws {
        let node = try YAMLParser.parse(Self.yamlTexts[1])
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(members.map(\.keyPosition.line) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test func aPositionPastItsLineOrTheTextIsNotFound() {
        let locator = SourceLocator("ab\ncd", yaml: false)
        #expect(locator.offset(of: SourcePosition(line: 2, column: 2)) == 4)
        #expect(locator.offset(of: SourcePosition(line: 1, column: 3)) == 2, "the line's break")
        #expect(locator.offset(of: SourcePosition(line: 1, column: 4)) == nil)
        #expect(locator.offset(of: SourcePosition(line: 2, column: 3)) == nil)
        #expect(locator.offset(of: SourcePosition(line: 3, column: 1)) == nil)
        #expect(locator.offset(of: SourcePosition(line: 0, column: 1)) == nil)
    }

    @Test func theFirstLineBreakIsKeptAsWritten() {
        #expect(SourceLocator("a\r\nb\n", yaml: false).firstLineBreak == "\r\n")
        #expect(SourceLocator("a\r\nb\n", yaml: true).firstLineBreak == "\r\n")
        #expect(SourceLocator("a\nb", yaml: true).firstLineBreak == "\n")
        #expect(SourceLocator("ab", yaml: true).firstLineBreak == nil)
    }
}
