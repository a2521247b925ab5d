import Foundation
import TestSupport
import Testing

/// Problems for CI: GitHub workflow commands read back as GitHub documents them, JSON lines that validate
/// against schema/diagnostic.schema.json, the same problems as the human lines, and the environment's
/// POSTER_DIAGNOSTICS.
@Suite struct DiagnosticFormatTests {
    static let spec = CLITests.invalid.appendingPathComponent("bad-colours.json").path

    /// The human lines: file, line, column and the rest (`error: PATH: message`).
    static func human() throws -> [(file: String, line: Int, column: Int, severity: String, text: String)] {
        let run = try PosterProcess.run(["check", spec])
        return run.stderr.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            return (parts[0], row, column, parts[3].trimmingCharacters(in: .whitespaces), parts[4].trimmingCharacters(in: .whitespaces))
        }
    }

    /// GitHub's workflow command escapes undone.
    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%3A", with: ":")
            .replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%25", with: "%")
    }

    @Test func githubWorkflowCommands() throws {
        let expected = try Self.human()
        #expect(expected.count == 7)
        let run = try PosterProcess.run(["check", Self.spec, "--diagnostic-format", "github"])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count, "\(run.stderr)")
        // ::error file={name},line={line},col={col},title={title}::{message}
        let command = try NSRegularExpression(pattern: #"^::(error|warning|notice) file=([^,]*),line=([0-9]+),col=([0-9]+),title=([^,:]*)::(.*)$"#)
        for (line, want) in zip(lines, expected) {
            let match = try #require(command.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "\(line)")
            func group(_ n: Int) -> String { String(line[Range(match.range(at: n), in: line)!]) }
            #expect(group(1) == want.severity)
            #expect(Self.unescaped(group(2)) == want.file)
            #expect(Int(group(3)) == want.line && Int(group(4)) == want.column)
            let path = String(want.text.prefix { $0 != ":" })
            #expect(Self.unescaped(group(5)) == "poster: \(path)")
            #expect(path + ": " + Self.unescaped(group(6)) == want.text)
        }
        #expect(run.stdout.contains("failed: 7 errors"), "the summary stays on standard output")
    }

    @Test func jsonLinesMatchTheirSchema() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try PosterProcess.run(["check", Self.spec], environment: ["POSTER_DIAGNOSTICS": "json"])
        #expect(run.status == 1)
        try run.stderr.write(toFile: folder.path("lines.jsonl"), atomically: true, encoding: .utf8)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            lines = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
            for line in lines: jsonschema.validate(line, schema, cls=jsonschema.Draft202012Validator)
            print(len(lines), sorted({l["severity"] for l in lines}), lines[0]["path"], lines[0]["line"], lines[0]["column"])
            """
        let schema = repositoryRoot.appendingPathComponent("schema/diagnostic.schema.json").path
        let checked = try ToolProcess.run(tool: "python3", ["-c", script, schema, folder.path("lines.jsonl")])
        #expect(checked.status == 0, "\(checked.stderr)")
        let first = try Self.human()[0]
        #expect(checked.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "7 ['error'] page.background \(first.line) \(first.column)")
        // The command line wins over the environment; a value it does not know is a usage error.
        let human = try PosterProcess.run(["check", Self.spec, "--diagnostic-format", "human"], environment: ["POSTER_DIAGNOSTICS": "json"])
        #expect(human.stderr.hasPrefix(Self.spec + ":2:27: error: page.background: "), "\(human.stderr)")
        let wrong = try PosterProcess.run(["check", Self.spec], environment: ["POSTER_DIAGNOSTICS": "xml"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("POSTER_DIAGNOSTICS must be one of human, github, json, got 'xml'"), "\(wrong.stderr)")
    }

    /// A gallery in a real repository: another tool's JSON and YAML files are set aside with a note,
    /// `--exclude` and `.posterignore` leave folders out, `check DIR` lints what the gallery would render,
    /// and a gallery's failures come out as workflow commands.
    @Test func aGalleryInARepository() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let files = [
            "site/package.json": #"{ "name": "site", "version": "1.0.0", "scripts": {} }"#,
            "site/docs/mkdocs.yml": "site_name: docs\nnav:\n  - index.md\n",
            "site/posters/carpet.json": #"{ "version": 1, "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 1 } } ] } ] }"#,
            "site/drafts/wip.json": #"{ "version": 1, "pages": [ { "cells": [ { "figure": { "kind": "carpet", "levle": 1 } } ] } ] }"#,
            "site/vendor/lib/spec.json": #"{ "version": 1, "pages": "nope" }"#,
            "site/vendor/keep.json": #"{ "version": 1, "pages": [ { "cells": [ { "text": "kept" } ] } ] }"#,
            "site/.posterignore": "# other tools' folders\nvendor/\n!vendor/keep.json\n",
        ]
        for (name, text) in files {
            try FileManager.default.createDirectory(atPath: (folder.path(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
        }
        let built = try PosterProcess.run(["gallery", "site", "-o", "out", "--format", "pdf", "--exclude", "drafts"], in: folder.url)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.contains("note: skipped package.json: not a spec"), "\(built.stderr)")
        #expect(built.stderr.contains("note: skipped docs/mkdocs.yml: not a spec"), "\(built.stderr)")
        #expect(
            built.stderr.contains("poster gallery: 1 spec: 1 rendered"), "vendor/ is ignored whole (a folder's files cannot be taken back): \(built.stderr)")

        let strict = try PosterProcess.run(["gallery", "site", "-o", "strict", "--format", "pdf", "--exclude", "drafts", "--all-files"], in: folder.url)
        #expect(strict.status == 1, "asked, another tool's file is a failure: \(strict.stderr)")
        #expect(strict.stderr.contains("failed: package.json"), "\(strict.stderr)")
        #expect(!strict.stderr.contains("note: skipped"), "\(strict.stderr)")

        let linted = try PosterProcess.run(["check", "site"], in: folder.url)
        #expect(linted.status == 1, "drafts/wip.json is not excluded from check")
        #expect(linted.stdout.contains("site/posters/carpet.json: ok"), "\(linted.stdout)")
        #expect(linted.stdout.contains("site/drafts/wip.json: failed: 1 error"), "\(linted.stdout)")
        #expect(linted.stdout.hasSuffix("poster check: 2 specs: 1 ok, 1 failed\n"), "\(linted.stdout)")

        try FileManager.default.createDirectory(atPath: folder.path("empty"), withIntermediateDirectories: true)
        try "{}".write(toFile: folder.path("empty/tool.json"), atomically: true, encoding: .utf8)
        let none = try PosterProcess.run(["check", "empty"], in: folder.url)
        #expect(none.status == 1)
        #expect(none.stderr.contains("poster check: note: skipped empty/tool.json: not a spec"), "\(none.stderr)")
        #expect(none.stderr.contains("poster check: error: empty holds no spec"), "\(none.stderr)")

        let failing = try PosterProcess.run(["gallery", "site", "-o", "out2", "--format", "pdf", "--diagnostic-format", "github"], in: folder.url)
        #expect(failing.status == 1)
        #expect(
            failing.stderr.contains(
                #"::error file=site/drafts/wip.json,line=1,col=73,title=poster%3A pages[0].cells[0].figure.levle::unknown key "levle" (did you mean "level"?)"#),
            "\(failing.stderr)")
    }
}
