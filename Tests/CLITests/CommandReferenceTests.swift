import Foundation
import TestSupport
import Testing

/// docs/cli.md's reference is every command's help as poster prints it: what `docs/cli-reference.py`
/// prints now, with a heading for each subcommand `poster --help` lists and each of its options.
@Suite struct CommandReferenceTests {
    static func reference() throws -> String {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let section = lines.drop { !$0.hasPrefix("<!-- commands: ") }.dropFirst().prefix { !$0.hasPrefix("<!-- end of commands -->") }
        return section.joined(separator: "\n") + "\n"
    }

    static func help(_ words: [String]) throws -> String {
        let run = try PosterProcess.run(words + ["--help"], environment: ["COLUMNS": "100"])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// The names under SUBCOMMANDS in a help text, `help` left out.
    static func subcommands(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let section = lines.drop { $0 != "SUBCOMMANDS:" }.dropFirst().prefix { $0.isEmpty || $0.hasPrefix(" ") }
        return section.compactMap { $0.firstMatch(of: #/^  ([a-z][a-z0-9-]*)/#).map { String($0.1) } }.filter { $0 != "help" }
    }

    @Test func theReferenceIsCurrent() throws {
        let generated = try ToolProcess.run(
            tool: "python3", [repositoryRoot.appendingPathComponent("docs/cli-reference.py").path, PosterProcess.executable.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(try Self.reference() == generated.stdout, "docs/cli.md's command reference is stale: run `make docs`")
    }

    @Test func everyCommandAndOptionHasItsPlace() throws {
        let reference = try Self.reference()
        let commands = Self.subcommands(try Self.help([]))
        #expect(commands.count >= 12 && commands.contains("render") && commands.contains("gallery"), "\(commands)")
        var named = commands.map { [$0] }
        named += try commands.flatMap { command in Self.subcommands(try Self.help([command])).map { [command, $0] } }
        #expect(named.contains(["gallery", "merge"]), "\(named)")
        for words in named {
            let heading = "### `poster \(words.joined(separator: " "))`"
            let section = reference.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != heading }.dropFirst()
                .prefix { !$0.hasPrefix("### ") }.joined(separator: "\n")
            #expect(!section.isEmpty, "docs/cli.md has no \(heading)")
            let options = Set(try Self.help(words).matches(of: #/--[a-z][a-z0-9-]+/#).map { String($0.0) })
            #expect(options.contains("--help"))
            for option in options {
                #expect(section.contains(option), "docs/cli.md's \(heading) leaves out \(option)")
            }
        }
    }
}
