import Foundation
import TestSupport
import Testing

/// The JSON Schema and the reference page are generated from the decoder; an independent validator
/// (Python's jsonschema) must agree with the decoder on every shipped layout and every invalid fixture.
@Suite struct SchemaTests {
    /// Fixtures the decoder refuses for reasons JSON Schema cannot state, each with the reason.
    static let beyondTheSchema: [String: String] = [
        "crop-marks-without-bleed.json": "a rule across keys with a length that may be a string",
        "margin-too-large.json": "margins compared with the page size",
        "over-budget.json": "the element budget adds up estimates over the whole spec",
        "too-many-cells.json": "grid placement",
        "syntax-lone-surrogate.json": "Python's json module accepts unpaired surrogates; JSON text must be valid Unicode",
        "zero-area-cells.json": "the cells' size follows from the page, margins and gaps",
        "data-outside-folder.json": "where a data file is on disk",
        "data-broken-csv.json": "what a data file holds",
        "data-ragged-csv.json": "what a data file holds",
        "sheet-too-many-cells.json": "rows times copies",
        "cells-over-budget.json": "the cells of every sheet and sweep added up",
        "filter-unknown-column.json": "the columns of a data file",
        "when-unknown-column.json": "the columns of a data file",
        "when-outside-sheet.json": "whether an item's cell is a sheet's",
    ]

    static var layouts: [URL] {
        let folder = repositoryRoot.appendingPathComponent("layouts")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }

    static var fixtures: [URL] {
        let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/invalid")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }

    @Test func committedSchemaIsCurrent() throws {
        let result = try PosterProcess.run(["schema"])
        #expect(result.status == 0)
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("schema/poster.schema.json"), encoding: .utf8)
        #expect(result.stdout == committed, "schema/poster.schema.json is stale: run `make docs`")
    }

    @Test func referencePageIsCurrent() throws {
        let result = try PosterProcess.run(["schema", "--markdown"])
        #expect(result.status == 0)
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/spec.md"), encoding: .utf8)
        #expect(result.stdout == committed, "docs/spec.md is stale: run `make docs`")
        for key in ["cropMarks", "bleed", "span", "subtitle", "footer", "innerRadius", "symbols", "rotationSpeed"] {
            #expect(committed.contains("| `\(key)` |"), "docs/spec.md does not document \(key)")
        }
    }

    @Test func everyLayoutNamesTheSchema() throws {
        let folder = repositoryRoot.appendingPathComponent("layouts")
        let yaml = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(!yaml.isEmpty)
        for name in yaml {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("$schema: ../schema/poster.schema.json"), "\(name)")
        }
        for layout in Self.layouts {
            let text = try String(contentsOf: layout, encoding: .utf8)
            #expect(text.contains("\"$schema\": \"../schema/poster.schema.json\""), "\(layout.lastPathComponent)")
        }
    }

    @Test func independentValidatorAgreesWithTheDecoder() throws {
        let files = Self.layouts + Self.fixtures
        try #require(files.count > 25)
        let schema = repositoryRoot.appendingPathComponent("schema/poster.schema.json").path
        let script = repositoryRoot.appendingPathComponent("Tests/Schema/validate.py").path
        let validation = try ToolProcess.run(tool: "python3", [script, schema] + files.map(\.path))
        #expect(validation.status == 0, "\(validation.stderr)")
        let verdicts = Dictionary(
            uniqueKeysWithValues: validation.stdout.split(separator: "\n").map { line -> (String, Bool) in
                let parts = line.split(separator: " ", maxSplits: 1)
                let path = parts[1].split(separator: ":").first.map(String.init) ?? String(parts[1])
                return (URL(fileURLWithPath: path).lastPathComponent, parts[0] == "valid")
            })
        #expect(verdicts.count == files.count)
        for file in files {
            let check = try PosterProcess.run(["check", file.path])
            let decoderAccepts = check.status == 0
            let name = file.lastPathComponent
            let schemaAccepts = try #require(verdicts[name] as Bool?, "no verdict for \(name)")
            if Self.beyondTheSchema[name] != nil {
                #expect(schemaAccepts && !decoderAccepts, "\(name) is listed as beyond the schema")
            } else {
                #expect(schemaAccepts == decoderAccepts, "\(name): schema says \(schemaAccepts), decoder says \(decoderAccepts)")
            }
        }
    }

    /// A sheet's and a sweep's cell templates are typed as cells: an editor checks the keys inside them,
    /// and a "{name}" is admitted where a template fills one in, as the decoder does.
    @Test func cellTemplatesAreTypedAndAdmitPlaceholders() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let specs = [
            "good":
                #"{ "pages": [ { "sheet": { "data": [ { "n": 3 } ], "grid": { "columns": 1, "rows": 1 }, "cell": { "figure": { "kind": "badge", "symbols": "{n}", "symbolColor": "{c}" } } } } ] }"#,
            "typo": #"{ "pages": [ { "sheet": { "data": [ { "n": 3 } ], "grid": { "columns": 1, "rows": 1 }, "cell": { "figur": { "kind": "badge" } } } } ] }"#,
            "word":
                #"{ "pages": [ { "sheet": { "data": [ { "n": 3 } ], "grid": { "columns": 1, "rows": 1 }, "cell": { "figure": { "kind": "badge", "symbols": "eight" } } } } ] }"#,
            "sweep": #"{ "pages": [ { "sweep": { "count": 2, "cell": { "figure": { "kind": "tree", "step": { "from": 1, "to": 4 } } } } } ] }"#,
            "sweeptypo": #"{ "pages": [ { "sweep": { "count": 2, "cell": { "figure": { "kind": "tree", "stp": { "from": 1, "to": 4 } } } } } ] }"#,
        ]
        for (name, text) in specs { try text.write(toFile: folder.path("\(name).json"), atomically: true, encoding: .utf8) }
        let schema = repositoryRoot.appendingPathComponent("schema/poster.schema.json").path
        let script = repositoryRoot.appendingPathComponent("Tests/Schema/validate.py").path
        let run = try ToolProcess.run(tool: "python3", [script, schema] + specs.keys.sorted().map { folder.path("\($0).json") })
        let verdicts = Dictionary(
            uniqueKeysWithValues: run.stdout.split(separator: "\n").map { line in
                (
                    URL(fileURLWithPath: String(line.split(separator: " ")[1]).split(separator: ":")[0].description).deletingPathExtension().lastPathComponent,
                    line.hasPrefix("valid")
                )
            })
        #expect(verdicts == ["good": true, "typo": false, "word": false, "sweep": true, "sweeptypo": false], "\(run.stdout)")
    }
}
