import SpecReader
import Testing

/// `--set PATH=VALUE`: how a path and a value are read, and what setting one does to a parsed spec.
@Suite struct SpecOverrideTests {
    private func parsed(_ text: String) throws -> SpecNode { try JSONParser.parse(text) }

    @Test func pathsAndValuesAreReadAsWritten() throws {
        let columns = try SpecOverride(parsing: "pages[0].grid.columns=4")
        #expect(columns.steps == [.key("pages"), .index(0), .key("grid"), .key("columns")])
        #expect(columns.value == .number(4) && columns.argument == "--set pages[0].grid.columns=4")
        #expect("\(columns.path)" == "pages[0].grid.columns")
        // Plain text is a string; JSON is JSON, so a string that looks like a number or a boolean is quoted.
        #expect(try SpecOverride(parsing: "page.size=A3").value == .string("A3"))
        #expect(try SpecOverride(parsing: "title=\"true\"").value == .string("true"))
        #expect(try SpecOverride(parsing: "flag=true").value == .bool(true))
        #expect(try SpecOverride(parsing: "title=a=b").value == .string("a=b"))
        #expect(try SpecOverride(parsing: "title=").value == .string(""))
        #expect(
            try SpecOverride(parsing: "theme.colors=[\"#fff\", \"#000\"]").value
                == .array([
                    SpecNode(.string("#fff"), at: SourcePosition(line: 1, column: 2)), SpecNode(.string("#000"), at: SourcePosition(line: 1, column: 10)),
                ]))
        #expect(try SpecOverride(parsing: #"a["b c"][2].d=1"#).steps == [.key("a"), .key("b c"), .index(2), .key("d")])
    }

    @Test(arguments: [
        ("=4", "--set expects PATH=VALUE, such as pages[0].grid.columns=4, got '=4'"),
        ("columns", "--set expects PATH=VALUE, such as pages[0].grid.columns=4, got 'columns'"),
        ("pages[x]=1", "--set pages[x]: expected an index (0 or more) and ] at character 7 of the path"),
        ("pages[-1]=1", "--set pages[-1]: expected an index (0 or more) and ] at character 7 of the path"),
        ("a..b=1", "--set a..b: expected a key at character 3 of the path"),
        (".a=1", "--set .a: expected a key at character 1 of the path"),
        (#"a["b=1"#, #"--set a["b: expected "] to end the key at character 5 of the path"#),
    ])
    func aMalformedOverrideSaysWhatIsWrong(_ argument: String, _ message: String) {
        #expect(throws: SpecOverride.Failure(description: message)) { try SpecOverride(parsing: argument) }
    }

    @Test func aValueIsReplacedOrAddedWithTheObjectsOnItsWay() throws {
        let spec = try parsed(#"{ "pages": [ { "grid": { "columns": 2 } }, { "text": "b" } ] }"#)
        let replaced = try SpecOverride(parsing: "pages[0].grid.columns=4").apply(to: spec)
        #expect(replaced == (try parsed(#"{ "pages": [ { "grid": { "columns": 4 } }, { "text": "b" } ] }"#)).withPositions(of: replaced))
        let added = try SpecOverride(parsing: "print.tile.paper=A4").apply(to: spec)
        guard case .object(let members) = added.value, case .object(let print) = members.last?.value.value, case .object(let tile) = print.first?.value.value
        else {
            Issue.record("print.tile added as objects")
            return
        }
        #expect(members.map(\.key) == ["pages", "print"] && print.map(\.key) == ["tile"] && tile.map(\.key) == ["paper"])
        #expect(tile.first?.value.value == .string("A4"))
    }

    @Test(arguments: [
        ("pages[2].text=x", "there is no pages[2]: pages has 2 items, pages[0] to pages[1]"),
        ("pages[1].text.size=3", "pages[1].text is a string (\"b\"), which has no keys"),
        ("pages.first=1", "pages is an array, which has no keys"),
        ("pages[0].grid[0]=1", "pages[0].grid is an object, not an array"),
        ("empty[0]=1", "there is no empty[0]: empty has no items"),
    ])
    func aPathTheSpecCannotTakeSaysWhy(_ argument: String, _ message: String) throws {
        let spec = try parsed(#"{ "pages": [ { "grid": { "columns": 2 } }, { "text": "b" } ], "empty": [] }"#)
        #expect(throws: SpecOverride.Failure(description: message)) { try SpecOverride(parsing: argument).apply(to: spec) }
    }

    /// A path takes at most as many steps as a spec may nest: 60,000 keys ended in a crash after 1.5 GiB,
    /// 25,000 `["a"]` steps too; a path of the most steps is set at a cost that grows with its length.
    @Test(.timeLimit(.minutes(1))) func aPathDeeperThanASpecMayNestIsRefused() throws {
        let keys = Array(repeating: "a", count: 60_000).joined(separator: ".")
        let refusal = #expect(throws: SpecOverride.Failure.self) { try SpecOverride(parsing: keys + "=1") }
        #expect(refusal?.description.hasSuffix(": more than 200 steps, deeper than a spec may nest, at character 400 of the path") == true)
        let quoted = "x" + String(repeating: #"["a"]"#, count: 25_000)
        #expect(throws: SpecOverride.Failure.self) { try SpecOverride(parsing: quoted + "=1") }
        let deepest = try SpecOverride(parsing: Array(repeating: "a", count: JSONParser.maximumDepth).joined(separator: ".") + "=1")
        var node = try deepest.apply(to: try parsed("{}"))
        for _ in 0..<JSONParser.maximumDepth {
            guard case .object(let members) = node.value, members.count == 1, members[0].key == "a" else {
                Issue.record("one key a at each level")
                return
            }
            node = members[0].value
        }
        #expect(node.value == .number(1))
    }
}

extension SpecNode {
    /// This node with the positions of `other`, a node of the same shape: compares values alone.
    fileprivate func withPositions(of other: SpecNode) -> SpecNode {
        var copy = self
        copy.position = other.position
        switch (value, other.value) {
        case (.object(let members), .object(let others)) where members.count == others.count:
            copy.value = .object(
                zip(members, others).map { SpecNode.Member(key: $0.key, keyPosition: $1.keyPosition, value: $0.value.withPositions(of: $1.value)) })
        case (.array(let items), .array(let others)) where items.count == others.count:
            copy.value = .array(zip(items, others).map { $0.withPositions(of: $1) })
        default:
            break
        }
        return copy
    }
}
