import CairoKit
import Foundation
import TestSupport
import Testing

/// Chinese, Japanese and Korean type has no italics: in an italic text those characters are drawn as
/// upright text draws them, pixel for pixel, while the Latin beside them slants; a note says so once.
@Suite struct UprightCJKTests {
    static let text = "漢字かなカナ한글 Latin slant"

    static func spec(style: String, cells: Int = 1) -> String {
        let cell = #"{ "text": { "text": "\#(text)", "size": 20, "align": "left", "style": "\#(style)" } }"#
        let grid = #""grid": { "columns": 1, "rows": \#(cells), "gap": 0 }"#
        return
            #"{ "page": { "size": "300pt x \#(40 * cells)pt", "margin": 0 }, "pages": [ { \#(grid), "cells": [ \#(Array(repeating: cell, count: cells).joined(separator: ", ")) ] } ] }"#
    }

    /// `spec` rendered to PNG at 144 dpi (two pixels a point), and what poster said.
    static func render(_ spec: String, in folder: ScratchFolder, as name: String) throws -> (image: ImageData, stderr: String) {
        try spec.write(toFile: folder.path("\(name).json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("\(name).json"), "-o", folder.path("\(name).png"), "--dpi", "144"])
        #expect(run.status == 0, "\(run.stderr)")
        return (try decodedPNG(at: folder.path("\(name).png")), run.stderr)
    }

    /// The pixels of `image` that differ from `other`'s, counted in columns `columns`.
    static func differing(_ image: ImageData, _ other: ImageData, columns: Range<Int>) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in columns where image.pixels[y * image.width + x] != other.pixels[y * other.width + x] { count += 1 }
        }
        return count
    }

    @Test func italicChineseJapaneseAndKoreanAreDrawnUprightBesideSlantedLatin() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // Where the CJK characters end and the Latin starts, as pdftotext reads the upright PDF, in pixels.
        try Self.spec(style: "normal").write(toFile: folder.path("pdf.json"), atomically: true, encoding: .utf8)
        #expect(try PosterProcess.run(["render", folder.path("pdf.json"), "-o", folder.path("out.pdf")]).status == 0)
        let boxes = try ToolProcess.run(tool: "pdftotext", ["-bbox", folder.path("out.pdf"), "-"]).stdout
        let words = boxes.matches(of: #/<word xMin="([0-9.]+)" yMin="[0-9.]+" xMax="([0-9.]+)" yMax="[0-9.]+">([^<]*)</word>/#).map { m in
            (word: String(m.3), xMin: Double(m.1)!, xMax: Double(m.2)!)
        }
        let cjk = try #require(words.first { $0.word == "漢字かなカナ한글" }, "\(words)")
        let latin = try #require(words.first { $0.word == "Latin" }, "\(words)")
        let upright = try Self.render(Self.spec(style: "normal"), in: folder, as: "upright")
        let italic = try Self.render(Self.spec(style: "italic"), in: folder, as: "italic")
        #expect(upright.image.width == italic.image.width && upright.image.height == italic.image.height)
        let cjkColumns = 0..<Int((cjk.xMax * 2).rounded(.up)) + 2
        let latinColumns = Int(latin.xMin * 2) - 2..<italic.image.width
        let blank = try Self.render(Self.spec(style: "normal").replacingOccurrences(of: Self.text, with: "x"), in: folder, as: "blank").image
        let inked = Self.differing(upright.image, blank, columns: cjkColumns)
        #expect(inked > 500, "the CJK characters are drawn: \(inked) pixels")
        #expect(Self.differing(upright.image, italic.image, columns: cjkColumns) == 0, "CJK drawn upright in italic text")
        #expect(Self.differing(upright.image, italic.image, columns: latinColumns) > 100, "Latin slants in italic text")
        #expect(!upright.stderr.contains("note:"), "\(upright.stderr)")
    }

    @Test func theNoteIsSaidOnceHoweverManyTextsItIsTrueOf() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try Self.render(Self.spec(style: "italic", cells: 3), in: folder, as: "three")
        let notes = run.stderr.split(separator: "\n").filter { $0.contains("note:") }
        #expect(notes.count == 1, "\(run.stderr)")
        #expect(notes.first?.hasSuffix("italic asked of Chinese, Japanese or Korean text: set upright, as CJK type has no italics") == true, "\(run.stderr)")
        #expect(notes.first?.contains("pages[0].cells[0].text") == true, "located at the first text: \(run.stderr)")
    }
}
