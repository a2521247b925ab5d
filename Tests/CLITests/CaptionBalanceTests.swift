import Foundation
import TestSupport
import Testing

/// A caption whose wrapped lines would leave a single word on the last is set in a narrower box that
/// keeps as many lines (read back by pdftotext); the shipped default layout has no caption line of one word.
@Suite struct CaptionBalanceTests {
    /// The lines pdftotext reads in the PDF `spec` renders to, blank ones left out.
    static func lines(_ spec: String) throws -> [String] {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        return try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"]).stdout.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    static func spec(caption: String, columns: Int) -> String {
        #"{ "page": { "size": "A4" }, "pages": [ { "grid": { "columns": \#(columns), "rows": 2 }, "cells": [ { "figure": { "kind": "polygon" }, "caption": "\#(caption)" } ] } ] }"#
    }

    /// However wide the cell, a wrapped caption's last line holds more than one word.
    @Test(arguments: ["Sierpinski carpet, level 4", "Landmarks badge, 8 symbols", "a fractal tree grown to step 6.5"], [2, 3, 4])
    func noCaptionEndsWithAWordAlone(_ caption: String, columns: Int) throws {
        let lines = try Self.lines(Self.spec(caption: caption, columns: columns))
        #expect(lines.joined(separator: " ") == caption, "\(lines)")
        #expect(lines.count == 1 || lines.last!.trimmingCharacters(in: .whitespaces).contains(" "), "\(lines)")
    }

    @Test func theDefaultLayoutsCaptionsHaveNoLineOfOneWord() throws {
        let file = repositoryRoot.appendingPathComponent("layouts/default.json")
        let spec = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let pages = try #require(spec["pages"] as? [[String: Any]])
        let captions = pages.flatMap { ($0["cells"] as? [[String: Any]]) ?? [] }.compactMap { cell -> String? in
            (cell["caption"] as? String) ?? ((cell["caption"] as? [String: Any])?["text"] as? String)
        }
        #expect(captions.count >= 6)
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try PosterProcess.run(["render", file.path, "--pages", "1", "-o", folder.path("d.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try ToolProcess.run(tool: "pdftotext", [folder.path("d.pdf"), "-"]).stdout.split(whereSeparator: \.isNewline).map(String.init)
        for caption in captions where caption.contains(" ") {
            // The caption's lines, as pdftotext reads them one after another.
            let start = try #require(
                lines.indices.first { lines[$0].count < caption.count + 1 && caption.hasPrefix(lines[$0]) && !lines[$0].isEmpty }, "\(caption) in \(lines)")
            var parts: [String] = []
            var k = start
            while k < lines.count, parts.joined(separator: " ").count < caption.count {
                parts.append(lines[k])
                k += 1
            }
            #expect(parts.joined(separator: " ") == caption, "\(caption): \(parts)")
            #expect(parts.count == 1 || parts.allSatisfy { $0.contains(" ") }, "\(caption): \(parts)")
        }
    }
}
