import Foundation
import TestSupport
import Testing

/// Justified text fills every line of a paragraph but its last, as a reader expects, and what asks for
/// a size and does not get it says so. Read back by pdftotext.
@Suite struct JustifiedTextTests {
    static let paragraphs =
        "The quick brown fox jumps over the lazy dog and then it ends here.\\ndot.\\nA second paragraph holds one more sentence that wraps onto a line ending with a dot.\\nEnd"

    /// Every word pdftotext reads in `spec` rendered to PDF, with its left and right edges and its top.
    static func words(_ spec: String, in folder: ScratchFolder) throws -> [(word: String, xMin: Double, xMax: Double, y: Double)] {
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let boxes = try ToolProcess.run(tool: "pdftotext", ["-bbox", folder.path("out.pdf"), "-"]).stdout
        return boxes.matches(of: #/<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="[0-9.]+">([^<]*)</word>/#).map { m in
            (String(m.4), Double(m.1)!, Double(m.3)!, Double(m.2)!)
        }
    }

    static func spec(align: String, extra: String = "") -> String {
        #"{ "page": { "size": "300pt x 200pt", "margin": 0 }, "pages": [ { "cells": [ { "text": { "text": "\#(paragraphs)", "size": 12, "align": "\#(align)"\#(extra) } } ] } ] }"#
    }

    @Test func aParagraphsLastLineKeepsItsSpacing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let justified = try Self.words(Self.spec(align: "justify"), in: folder)
        let left = try Self.words(Self.spec(align: "left"), in: folder)
        #expect(justified.map(\.word) == left.map(\.word), "the same words, in the same lines: \(justified.map(\.word))")
        let lines = Dictionary(grouping: zip(justified, left), by: { $0.0.y }).sorted { $0.key < $1.key }.map { $0.value }
        #expect(lines.count == 6, "\(lines.map { $0.map(\.0.word) })")
        for line in lines {
            let words = line.map(\.0.word).joined(separator: " ")
            let endsParagraph = ["here.", "dot.", "End"].contains(line.last!.0.word)
            if endsParagraph {
                // Set as left-aligned text sets it: not stretched, not letter-spaced.
                for (j, l) in line { #expect(abs(j.xMin - l.xMin) < 0.01 && abs(j.xMax - l.xMax) < 0.01, "\(words): \(j.word) moved") }
            } else {
                #expect(abs(line.last!.0.xMax - 300) < 0.5, "\(words): a paragraph's inner line reaches the right edge")
            }
        }
    }

    @Test func aCutJustifiedTextKeepsItsLineLimit() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let words = try Self.words(Self.spec(align: "justify", extra: #", "maxLines": 3, "minSize": 12"#), in: folder)
        #expect(Set(words.map(\.y)).count == 3, "\(words.map(\.word))")
        #expect(words.contains { $0.word == "here." } && !words.contains { $0.word == "End" })
    }

    @Test func aSpanSetBelowItsSizeIsReported() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            #"{ "page": { "size": "100pt x 30pt", "margin": 0 }, "pages": [ { "cells": [ { "text": ["small text here ", { "text": "Big", "size": "24pt" }, { "text": " share", "size": "50%" }] } ] } ] }"#
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(warnings.first?.contains(#"pages[0].cells[0].text: span "Big" set at "#) == true, "\(run.stderr)")
        #expect(warnings.first?.contains("pt instead of 24pt to fit its box") == true, "\(run.stderr)")
    }
}
