import Foundation
import TestSupport
import Testing

/// What a spec, its keys and values, and its file's name hold of control characters reaches a CI log as
/// escapes, in every diagnostic format: a newline or a CRLF cannot start a line of its own, which GitHub
/// Actions would run as a workflow command (`::add-mask::`, `::error::`).
@Suite struct LogInjectionTests {
    static let name = "s\n::notice::name.json"
    static let spec = #"""
        { "page": { "background": "\r\n::add-mask::v\u2028w\u0085x\u007f" }, "pages": [ { "cells": [ { "text": "x", "bad\n::error::key": 1 } ] } ] }
        """#

    /// The lines of `text` as a log may break them: at a line feed, a carriage return, a next line or a
    /// line or paragraph separator.
    static func lines(_ text: String) -> [String] {
        text.unicodeScalars.split { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }.map { String(String.UnicodeScalarView($0)) }
    }

    /// Whether every line of `text` that starts as a workflow command is one of poster's own.
    static func commandsAreOwn(_ text: String) -> Bool {
        lines(text).allSatisfy {
            $0.prefixMatch(of: #/::/#) == nil || $0.prefixMatch(of: #/::(error|warning|notice) file=[^:,]*(,line=\d+,col=\d+)?,title=/#) != nil
        }
    }

    private func writeSpec(in folder: ScratchFolder) throws {
        try FileManager.default.createDirectory(atPath: folder.path("specs"), withIntermediateDirectories: true)
        try Self.spec.write(toFile: folder.path("specs/" + Self.name), atomically: true, encoding: .utf8)
    }

    @Test(arguments: ["human", "github", "json"])
    func controlCharactersInAFileNameAKeyOrAValueAreEscaped(_ format: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try writeSpec(in: folder)
        let run = try PosterProcess.run(["check", "specs/" + Self.name, "--diagnostic-format", format], in: folder.url)
        #expect(run.status == 1)
        #expect(Self.commandsAreOwn(run.stderr) && Self.commandsAreOwn(run.stdout), "\(run.stderr)\(run.stdout)")
        #expect(Self.lines(run.stderr).count == 2, "one line a problem: \(run.stderr)")
        #expect(!run.stderr.unicodeScalars.contains { ["\r", "\u{7F}", "\u{85}", "\u{2028}"].contains($0) }, "\(run.stderr)")
        switch format {
        case "human":
            #expect(run.stderr.contains(#"specs/s\n::notice::name.json:1:"#), "\(run.stderr)")
            #expect(run.stderr.contains(#"found a string ("\r\n::add-mask::v\u{2028}w\u{85}x\u{7F}")"#), "\(run.stderr)")
            #expect(run.stderr.contains(#"unknown key "bad\n::error::key""#), "\(run.stderr)")
        case "github":
            #expect(run.stderr.contains(#"::error file=specs/s\n%3A%3Anotice%3A%3Aname.json,line=1,"#), "\(run.stderr)")
            #expect(run.stderr.contains(#"found a string ("\r\n::add-mask::v\u{2028}w\u{85}x\u{7F}")"#), "\(run.stderr)")
        default:
            // JSON keeps every character: escaped as JSON escapes them, read back as they were.
            let records = try Self.lines(run.stderr).map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
            #expect(records.allSatisfy { $0["file"] as? String == "specs/" + Self.name }, "\(records)")
            #expect(records.contains { ($0["message"] as? String)?.contains("\r\n::add-mask::v\u{2028}w\u{85}x\u{7F}") == true }, "\(records)")
        }
    }

    /// A bidirectional control in a file's name (U+202E shows what follows it right to left) is shown as an
    /// escape by every format: JSON's reads back as the name.
    @Test func aBidirectionalControlInAFileNameIsShown() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let name = "report\u{202E}nosj.json"
        try #"{ "pages": "none" }"#.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
        let human = try PosterProcess.run(["check", name], in: folder.url)
        #expect(human.stderr.hasPrefix(#"report\u{202E}nosj.json:1:12: error: pages: "#), "\(human.stderr)")
        let github = try PosterProcess.run(["check", name, "--diagnostic-format", "github"], in: folder.url)
        #expect(github.stderr.hasPrefix(#"::error file=report\u{202E}nosj.json,line=1,col=12,"#), "\(github.stderr)")
        let json = try PosterProcess.run(["check", name, "--diagnostic-format", "json"], in: folder.url)
        #expect(json.stderr.contains(#""file":"report\u202enosj.json""#), "\(json.stderr)")
        for run in [human, github, json] {
            #expect(run.status == 1 && !(run.stderr + run.stdout).unicodeScalars.contains("\u{202E}"), "\(run.stderr)\(run.stdout)")
        }
    }

    /// A gallery's progress lines, failures and summary name the spec with its control characters escaped.
    @Test(arguments: ["human", "github"])
    func aGalleryEscapesTheNamesItPrints(_ format: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try writeSpec(in: folder)
        let run = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf", "--diagnostic-format", format], in: folder.url)
        #expect(run.status == 1)
        #expect(Self.commandsAreOwn(run.stderr) && Self.commandsAreOwn(run.stdout), "\(run.stderr)\(run.stdout)")
        #expect(run.stderr.contains(#"s\n::notice::name.json"#) || run.stderr.contains(#"s\n%3A%3Anotice%3A%3Aname.json"#), "\(run.stderr)")
        #expect(!run.stderr.unicodeScalars.contains("\r"), "\(run.stderr)")
    }

    /// The command line parser's refusals quote an option or a value as it was typed, and poster's own
    /// checks of options (`--set`) too: a newline, a carriage return or a bidirectional control in it is
    /// shown as an escape, so that an argument cannot start a workflow command of its own, while the usage
    /// after the message keeps its lines.
    @Test func theCommandLinesRefusalsShowWhatAnArgumentHoldsEscaped() throws {
        let unknown = try PosterProcess.run(["render", "s.json", "--x\n::error::hi"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix(#"Error: Unknown option '--x\n::error::hi'"# + "\n"), "\(unknown.stderr)")
        #expect(Self.lines(unknown.stderr).contains { $0.hasPrefix("Usage: poster render ") }, "\(unknown.stderr)")
        let set = try PosterProcess.run(["check", "s.json", "--set", "a..b\r\n::add-mask::\u{202E}=1"])
        #expect(set.status == 64)
        #expect(set.stderr.hasPrefix(#"Error: --set a..b\r\n::add-mask::\u{202E}: expected a key at character 3 of the path"#), "\(set.stderr)")
        for arguments in [["render", "s.json", "--dpi", "7\n::error::2"], ["render", "s.json", "--diagnostic-format=json\n::notice::x"]] {
            let run = try PosterProcess.run(arguments)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(Self.commandsAreOwn(run.stderr) && run.stderr.contains("::") && run.stderr.contains("Usage: poster render "), "\(run.stderr)")
        }
    }
}
