import CairoKit
import Foundation
import TestSupport
import Testing

/// Texts that ask for no size take the theme's type scale: title > subtitle > body ≥ caption on every
/// page size, the body 1/100 of the page's short side (10pt on A4), read back as pdftotext's word boxes
/// (DejaVu Sans: a word box is 1.164 times the size); captions sit just below their figure's ink.
@Suite struct TypeScaleTests {
    /// A word box's height over the font size, for DejaVu Sans (ascent 928 + descent 236 per 1000).
    static let boxPerPoint = 1.164

    struct Word {
        let text: String
        let xMin, yMin, xMax, yMax: Double
        var height: Double { yMax - yMin }
        var size: Double { height / boxPerPoint }
    }

    /// The words pdftotext reads on page `page` of `pdf`, with their boxes in points from the top left.
    static func words(_ pdf: String, page: Int = 1) throws -> [Word] {
        let html = try ToolProcess.run(tool: "pdftotext", ["-bbox", "-f", "\(page)", "-l", "\(page)", pdf, "-"]).stdout
        return html.split(separator: "\n").compactMap { line -> Word? in
            guard line.contains("<word "), let open = line.firstIndex(of: ">"), let close = line.range(of: "</word>") else { return nil }
            func value(_ name: String) -> Double? {
                guard let range = line.range(of: "\(name)=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" })
            }
            guard let x0 = value("xMin"), let y0 = value("yMin"), let x1 = value("xMax"), let y1 = value("yMax") else { return nil }
            return Word(text: String(line[line.index(after: open)..<close.lowerBound]), xMin: x0, yMin: y0, xMax: x1, yMax: y1)
        }
    }

    /// A first page: a title, a subtitle, a red square with a caption, and a text cell.
    static func minimal(size: String) -> String {
        #"""
        { "page": { "size": "\#(size)" }, "pages": [ {
          "title": "Heading", "subtitle": "Subheading",
          "grid": { "columns": 2, "rows": 1 },
          "cells": [
            { "figure": { "kind": "polygon", "sides": 4 }, "fill": "#ff0000", "caption": "Caption" },
            { "text": "Bodytext and more words that wrap over several lines of the cell when set at the body size of the page." }
          ] } ] }
        """#
    }

    static func render(_ spec: String, _ folder: ScratchFolder, _ output: String, _ more: [String] = []) throws -> PosterProcess.Outcome {
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        return try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path(output)] + more)
    }

    @Test(arguments: [("A4", 595.276), ("A2", 1190.55), ("A0", 2383.94)])
    func theHierarchyHoldsOnEveryPageSize(_ paper: String, shortSide: Double) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try Self.render(Self.minimal(size: paper), folder, "s.pdf")
        #expect(run.status == 0, "\(run.stderr)")
        let words = try Self.words(folder.path("s.pdf"))
        func word(_ text: String) throws -> Word { try #require(words.first { $0.text == text }, "\(text) in \(words.map(\.text))") }
        let title = try word("Heading"), subtitle = try word("Subheading"), caption = try word("Caption"), body = try word("Bodytext")
        #expect(
            title.size > subtitle.size && subtitle.size > body.size && body.size >= caption.size - 0.01,
            "\(paper): \(title.size) \(subtitle.size) \(body.size) \(caption.size)")
        let expected = max(10, shortSide / 100)
        #expect(abs(body.size - expected) < expected * 0.02, "\(paper): body \(body.size)pt, expected \(expected)pt")
        #expect(title.size >= 2.5 * body.size - 0.05, "\(paper): title \(title.size)pt, body \(body.size)pt")
        #expect(abs(caption.size / body.size - 0.794) < 0.02, "\(paper): caption \(caption.size)pt, body \(body.size)pt")
        // The text cell wraps at the body size instead of growing to fill its cell.
        let lines = Set(words.filter { $0.xMin > shortSide / 2 && $0.yMin > subtitle.yMax }.map { Int($0.yMin.rounded()) })
        #expect(lines.count >= 2, "\(paper): the text cell's lines \(lines.sorted())")
    }

    /// The caption's top is no more than one line's height below the red square's lowest inked pixel.
    @Test(arguments: ["A4", "A2"])
    func theCaptionSitsJustBelowItsFiguresInk(_ paper: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = Self.minimal(size: paper).replacingOccurrences(of: #""rows": 1"#, with: #""rows": 1, "gap": "0pt""#)
        #expect(try Self.render(spec, folder, "s.pdf").status == 0)
        #expect(try Self.render(spec, folder, "s.png", ["--dpi", "72"]).status == 0)
        let caption = try #require(try Self.words(folder.path("s.pdf")).first { $0.text == "Caption" })
        let image = try decodedPNG(at: folder.path("s.png"))
        let red = (0..<image.height).filter { y in (0..<image.width / 2).contains { x in image.pixels[y * image.width + x] & 0xFFFFFF == 0xFF0000 } }
        let inkBottom = Double(try #require(red.last) + 1)
        #expect(caption.yMin > inkBottom, "\(paper): caption at \(caption.yMin), ink to \(inkBottom)")
        #expect(caption.yMin - inkBottom <= caption.height, "\(paper): caption at \(caption.yMin), ink to \(inkBottom), line \(caption.height)")
    }

    /// `captionAt: "bottom"` keeps the caption at the cell's bottom edge, far below a square figure in a tall cell.
    @Test func aCaptionAtTheBottomStaysThere() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            #"{ "page": { "size": "A4", "margin": "0pt" }, "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 4 }, "caption": "Bottom", "captionAt": "bottom" } ] } ] }"#
        #expect(try Self.render(spec, folder, "s.pdf").status == 0)
        let caption = try #require(try Self.words(folder.path("s.pdf")).first { $0.text == "Bottom" })
        #expect(caption.yMax > 841.89 - 3 * caption.height, "\(caption)")
    }

    /// Sizes by name, a theme's own scale, and a warning when a caption is set much smaller than its place's size.
    @Test func namedSizesAndATheme() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"""
            { "page": { "size": "A4" }, "theme": { "sizes": { "body": "14pt", "ratio": 1.5 } }, "pages": [ {
              "title": "Heading",
              "cells": [ { "text": { "text": "Named", "size": "subtitle" } }, { "text": "Bodytext" } ] } ] }
            """#
        let run = try Self.render(spec, folder, "s.pdf")
        #expect(run.status == 0, "\(run.stderr)")
        let words = try Self.words(folder.path("s.pdf"))
        let sizes = Dictionary(words.map { ($0.text, $0.size) }, uniquingKeysWith: { a, _ in a })
        #expect(abs((sizes["Bodytext"] ?? 0) - 14) < 0.3, "\(sizes)")
        #expect(abs((sizes["Named"] ?? 0) - 14 * 1.5 * 1.5) < 0.5, "\(sizes)")
        #expect(abs((sizes["Heading"] ?? 0) - 14 * pow(1.5, 4)) < 1, "\(sizes)")
    }

    @Test func aCaptionSetMuchSmallerThanItsPlacesSizeIsReported() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let long = Array(repeating: "a long caption that goes on", count: 8).joined(separator: " ")
        let spec =
            #"{ "page": { "size": "A1" }, "pages": [ { "grid": { "columns": 4, "rows": 4 }, "cells": [ { "figure": { "kind": "polygon" }, "caption": "\#(long)" } ] } ] }"#
        let run = try Self.render(spec, folder, "s.pdf")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("cut to fit its box (at the 8.7pt minimum)"), "\(run.stderr)")
        #expect(run.stderr.contains("pages[0].cells[0].caption"), "\(run.stderr)")
    }

    /// An unknown size name is refused where it is written, naming the sizes there are; a scale too large
    /// for the page is set smaller to fit, with warnings, and still leaves the grid its room.
    @Test func hostileSizes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let named = try Self.render(#"{ "pages": [ { "title": { "text": "T", "size": "headline" }, "cells": [] } ] }"#, folder, "n.pdf")
        #expect(named.status == 1)
        #expect(
            named.stderr.contains(
                #"pages[0].title.size: unknown value "headline": expected one of "title", "subtitle", "heading", "body", "caption", "footer""#),
            "\(named.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("n.pdf")))
        let huge = try Self.render(
            #"{ "page": { "size": "A4" }, "theme": { "sizes": { "body": "1000pt", "ratio": 3 } }, "pages": [ { "title": "Huge", "subtitle": "sub", "footer": "foot", "cells": [ { "figure": { "kind": "polygon" }, "caption": "cap" } ] } ] }"#,
            folder, "h.pdf")
        #expect(huge.status == 0, "\(huge.stderr)")
        #expect(huge.stderr.contains(#"pages[0].title: text "Huge" set at"#) && huge.stderr.contains("where its place's size is 81000pt"), "\(huge.stderr)")
    }

    /// The README's hero layout: every caption smaller than the title.
    @Test func theDefaultLayoutsCaptionsAreSmallerThanItsTitle() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try PosterProcess.run([
            "render", repositoryRoot.appendingPathComponent("layouts/default.json").path, "--pages", "1", "-o", folder.path("d.pdf"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let words = try Self.words(folder.path("d.pdf"))
        let title = try #require(words.first { $0.text == "Fractals," })
        let others = words.filter { $0.yMin > title.yMax }
        #expect(others.count > 20)
        for word in others { #expect(word.height < title.height * 0.6, "\(word.text): \(word.height) against the title's \(title.height)") }
    }
}
