import CairoKit
import Foundation
import TestSupport
import Testing

/// Text as a typesetter would set it, read back by independent tools: pdftotext and pdffonts
/// (poppler), pango-view, and the pixels of PNG pages.
@Suite struct TextTests {
    /// A one-page spec with a text cell per entry of `texts`, one per row.
    static func spec(_ texts: [String], font: String? = nil, extra: String = "") -> String {
        let cells = texts.map { text in
            let quoted = String(data: try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]), encoding: .utf8)!.dropFirst()
                .dropLast()
            let family = font.map { String(data: try! JSONSerialization.data(withJSONObject: [$0]), encoding: .utf8)!.dropFirst().dropLast() }
            return "{ \"text\": { \"text\": \(quoted), \"size\": 14\(family.map { ", \"font\": \($0)" } ?? "")\(extra) } }"
        }
        return "{ \"page\": { \"size\": \"A5\" }, \"pages\": [ { \"grid\": { \"columns\": 1 }, \"cells\": [ \(cells.joined(separator: ", ")) ] } ] }"
    }

    /// A dark, opaque pixel (the page's last row may be part transparent: PNG pages are whole pixels).
    static func isInk(_ pixel: UInt32) -> Bool {
        pixel >> 24 > 200 && pixel & 0xFF < 128
    }

    /// Renders `spec` to PDF in `folder` and returns poster's run and pdftotext's text of it.
    static func pdfText(_ spec: String, in folder: ScratchFolder, layout: Bool = false) throws -> (run: PosterProcess.Outcome, text: String) {
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        let text = try ToolProcess.run(tool: "pdftotext", (layout ? ["-layout"] : []) + [folder.path("out.pdf"), "-"])
        return (run, text.stdout)
    }

    @Test(arguments: [
        ("Arabic", "المسجد الحرام"), ("Hebrew", "שלום עולם"), ("Hangul", "서울 특별시"), ("Devanagari", "नमस्ते दुनिया"), ("Thai", "สวัสดีชาวโลก"),
        ("Chinese", "长城 故宫 中国"), ("Japanese", "東京タワー"), ("Latin with marks", "Zürich Ångström naïve"),
    ])
    func everyScriptComesBackAsItsLogicalText(_ script: String, _ text: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (run, extracted) = try Self.pdfText(Self.spec([text]), in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(script): \(run.stderr)")
        // pdftotext wraps right-to-left lines in embedding marks (U+202B ... U+202C) and guesses word
        // gaps from glyph positions; the characters themselves must come back in their logical order.
        let marks = Set("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}".unicodeScalars)
        let characters = String(String.UnicodeScalarView(extracted.unicodeScalars.filter { !marks.contains($0) })).filter { !$0.isWhitespace }
        #expect(characters == text.filter { !$0.isWhitespace }, "\(script): \(extracted)")
        if !["Arabic", "Hebrew"].contains(script) { #expect(extracted.trimmingCharacters(in: .whitespacesAndNewlines) == text) }
    }

    @Test func fontsAreEmbeddedAsSubsets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (run, _) = try Self.pdfText(Self.spec(["poster", "서울", "مرحبا"]), in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let fonts = try ToolProcess.run(tool: "pdffonts", [folder.path("out.pdf")]).stdout.split(separator: "\n").dropFirst(2)
        #expect(fonts.count >= 3)
        for line in fonts {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            // name, type..., emb, sub, uni, object, ID: subsets are named ABCDEF+Name and embedded.
            #expect(columns[0].dropFirst(6).hasPrefix("+"), "\(line)")
            #expect(columns[columns.count - 5] == "yes" && columns[columns.count - 4] == "yes", "\(line)")
        }
        #expect(fonts.contains { $0.contains("NanumGothic") || $0.contains("CJK") })
    }

    /// Right to left: the letter written first stands rightmost, the last leftmost.
    @Test func hebrewAndArabicRunRightToLeft() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.spec(["אלף בית", "مرحبا عالم"]).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        // pdftotext -bbox gives each glyph's box (it does not join these scripts into words).
        let boxes = try ToolProcess.run(tool: "pdftotext", ["-bbox", folder.path("out.pdf"), "-"]).stdout.split(separator: "\n")
        func xMin(_ letter: String) throws -> Double {
            let line = try #require(boxes.first { $0.hasSuffix(">\(letter)</word>") }, "\(letter) in \(boxes)")
            let value = try #require(line.firstMatch(of: #/xMin="([0-9.]+)"/#))
            return try #require(Double(value.1))
        }
        #expect(try xMin("א") > xMin("ב"))
        #expect(try xMin("ב") > xMin("ת"))
        #expect(try xMin("ح") > xMin("ع"))
    }

    /// Arabic letters join: the connected word is narrower than its letters set apart (each in its
    /// isolated form, kept apart by zero-width non-joiners).
    @Test func arabicLettersJoin() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        func inkWidth(_ text: String) throws -> Int {
            let spec = """
                { "page": { "size": "400pt x 100pt", "margin": 0 }, "pages": [ { "cells": [
                  { "text": { "text": "\(text)", "size": 40, "align": "start" } } ] } ] }
                """
            try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
            let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.png"), "--dpi", "72"])
            #expect(run.status == 0, "\(run.stderr)")
            let image = try decodedPNG(at: folder.path("out.png"))
            let inked = (0..<image.width).filter { x in (0..<image.height).contains { y in Self.isInk(image.pixels[y * image.width + x]) } }
            return (inked.max() ?? 0) - (inked.min() ?? 0)
        }
        let joined = try inkWidth("ببببب")
        let apart = try inkWidth("ب\u{200C}ب\u{200C}ب\u{200C}ب\u{200C}ب")
        #expect(joined > 0 && joined < apart * 3 / 4, "joined \(joined) px, apart \(apart) px")
    }

    /// Line breaks agree with pango-view setting the same paragraph in the same font and width.
    @Test(arguments: [
        "The Sierpinski carpet is a plane fractal first described by Wacław Sierpiński in 1916, one of the generalizations of the Cantor set to two dimensions.",
        "長城是中國古代的軍事防禦工程，是一道高大、堅固而且連綿不斷的長垣，用以限隔敵騎的行動。",
        "Une affiche imprimée en A1 montre des fractales, des badges et des graphiques, avec des légendes.",
    ])
    func linesBreakWherePangoViewBreaksThem(_ paragraph: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let width = 240.0
        let spec = """
            { "page": { "size": "\(Int(width))pt x 400pt", "margin": 0 }, "pages": [ { "cells": [
              { "text": { "text": \(String(data: try JSONSerialization.data(withJSONObject: [paragraph]), encoding: .utf8)!.dropFirst().dropLast()), "size": 12, "align": "start", "font": "Noto Sans CJK SC" } } ] } ] }
            """
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("poster.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let oracle = try ToolProcess.run(
            tool: "pango-view",
            [
                "--no-display", "-q", "--dpi=72", "--margin=0", "--width=\(Int(width))", "--wrap=word-char", "--hint-metrics=off", "--hinting=none",
                "--subpixel-positions",
                "--font=Noto Sans CJK SC 12", "--text=\(paragraph)", "--output=\(folder.path("oracle.pdf"))",
            ])
        #expect(oracle.status == 0, "\(oracle.stderr)")
        func lines(_ file: String) throws -> [String] {
            try ToolProcess.run(tool: "pdftotext", [folder.path(file), "-"]).stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && $0 != "\u{0C}" }
        }
        let ours = try lines("poster.pdf"), theirs = try lines("oracle.pdf")
        #expect(ours.count > 1)
        #expect(ours == theirs)
    }

    @Test func explicitBreaksAndMaxLinesWithAnEllipsis() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (run, text) = try Self.pdfText(Self.spec(["first line\nsecond line"]), in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(text.split(separator: "\n").prefix(2) == ["first line", "second line"])
        let long = String(repeating: "word ", count: 400)
        try Self.spec([long], extra: ", \"maxLines\": 2, \"minSize\": 14").write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let cut = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.png"), "--dpi", "72"])
        #expect(cut.status == 0)
        #expect(cut.stderr.contains("warning: pages[0].cells[0].text: text \"word word"), "\(cut.stderr)")
        #expect(cut.stderr.contains("cut to fit its box (at the 14pt minimum)"))
        // Two lines of ink, inside the page's 36pt margins (the ellipsis ends the second).
        let image = try decodedPNG(at: folder.path("out.png"))
        let inked = (0..<image.height).map { y in (0..<image.width).contains { x in Self.isInk(image.pixels[y * image.width + x]) } }
        let starts = inked.indices.filter { inked[$0] && ($0 == 0 || !inked[$0 - 1]) }
        #expect(starts.count == 2, "ink starts at rows \(starts)")
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { y in Self.isInk(image.pixels[y * image.width + x]) } }
        #expect((columns.min() ?? 0) >= 35 && (columns.max() ?? .max) < image.width - 35, "ink from column \(columns.min() ?? 0) to \(columns.max() ?? 0)")
    }

    @Test func aCharacterNoFontHasIsAWarningThatNamesIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // U+E000 is for private use: no installed font has it. U+FFFF is no character at all (cairo
        // refuses it in a PDF): it is set as U+FFFD.
        let (run, _) = try Self.pdfText(Self.spec(["Tibet \u{E000} \u{FFFF}"]), in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: pages[0].cells[0].text: no installed font has U+E000 (\u{E000}) of text"), "\(run.stderr)")
        #expect(run.stderr.contains("holds U+FFFF, not a character to print: set as U+FFFD"), "\(run.stderr)")
        let check = try PosterProcess.run(["check", folder.path("spec.json")])
        #expect((check.stdout + check.stderr).contains("no installed font has U+E000"), "\(check.stdout)\(check.stderr)")
    }

    @Test func anUnknownFontIsAWarningNamingTheFontUsed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (run, _) = try Self.pdfText(Self.spec(["Hello"], font: "No Such Typeface"), in: folder)
        #expect(run.status == 0)
        #expect(
            run.stderr.contains("warning: pages[0].cells[0].text: font \"No Such Typeface\" is not installed: text \"Hello\" is set in \""), "\(run.stderr)")
    }

    @Test func spansSetWordsInBoldItalicAndColour() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "pages": [ { "cells": [ { "text": { "size": 20, "text": [
              "plain ", { "text": "bold", "weight": "bold" }, " and ", { "text": "italic", "style": "italic", "color": "#ff0000" } ] } } ] } ] }
            """
        let (run, text) = try Self.pdfText(spec, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "plain bold and italic")
        let fonts = try ToolProcess.run(tool: "pdffonts", [folder.path("out.pdf")]).stdout
        #expect(fonts.contains("DejaVuSans-Bold"))
        #expect(fonts.contains("DejaVuSans-Oblique"))
        let png = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.png"), "--dpi", "72"])
        #expect(png.status == 0)
        let image = try decodedPNG(at: folder.path("out.png"))
        // Some pixel is red (the italic span), and the rest of the text is the theme's dark ink.
        #expect(image.pixels.contains { ($0 >> 16) & 0xFF > 200 && ($0 >> 8) & 0xFF < 60 && $0 & 0xFF < 60 })
    }

    /// A value from data is text, never markup: `<`, `&` and `*` print as themselves.
    @Test func dataValuesAreLiteralText() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try "name\n\"<b>Rock & Roll</b> *star*\"\n".write(toFile: folder.path("rows.csv"), atomically: true, encoding: .utf8)
        let spec = """
            { "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 },
              "cell": { "text": { "text": ["Name: ", { "text": "{name}", "weight": "bold" }], "size": 12 } } } } ] }
            """
        let (run, text) = try Self.pdfText(spec, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "Name: <b>Rock & Roll</b> *star*")
    }

    /// The captions of one grid share one size, read back by pdftotext: a caption that needs a smaller
    /// size sets the others at it, and one too long for a line breaks onto a second at that size rather
    /// than shrinking below the readable floor.
    @Test func captionsOfAGridShareOneSize() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "600pt x 300pt", "margin": 10 }, "pages": [ { "grid": { "columns": 3 }, "cells": [
              { "figure": { "kind": "rect" }, "fill": "white", "caption": "x" },
              { "figure": { "kind": "rect" }, "fill": "white", "caption": "xxxx xxxx" },
              { "figure": { "kind": "rect" }, "fill": "white", "caption": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" } ] } ] }
            """
        let run = try TypeScaleTests.render(spec, folder, "out.pdf")
        #expect(run.status == 0, "\(run.stderr)")
        let words = try TypeScaleTests.words(folder.path("out.pdf"))
        let sizes = Set(words.map { ($0.size * 100).rounded() / 100 })
        #expect(words.count >= 4 && sizes.count == 1, "\(words.map { ($0.text, $0.size) })")
        #expect(try #require(sizes.first) < 9.23 / TypeScaleTests.boxPerPoint, "the long caption sets them all smaller than alone")
        #expect(try #require(sizes.first) > 6.9, "no caption under the readable floor (7pt, read back to a hundredth)")
    }

    /// PDF, PNG and check report the same text warnings: text is laid out in points before any output.
    @Test func everyOutputAndCheckReportTheSameTextWarnings() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "200pt x 200pt", "margin": 10 }, "pages": [ { "grid": { "columns": 2 }, "cells": [
              { "figure": { "kind": "polygon" }, "caption": { "text": "A caption far too long for its little cell at any size we allow", "minSize": 9 } },
              { "figure": { "kind": "polygon" }, "caption": "ok" } ] } ] }
            """
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        var outputs: [String] = []
        for (file, extra) in [("out.pdf", []), ("out.png", ["--dpi", "72"]), ("out300.png", ["--dpi", "300"]), ("out.svg", [])] {
            let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path(file)] + extra)
            #expect(run.status == 0)
            outputs.append(run.stderr)
        }
        #expect(outputs[0].contains("cut to fit its box"), "\(outputs[0])")
        #expect(Set(outputs).count == 1, "\(outputs)")
        let check = try PosterProcess.run(["check", folder.path("spec.json")])
        #expect((check.stdout + check.stderr).contains("cut to fit its box"))
    }

    @Test func aTextOfMoreThanTenThousandCodePointsIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // One character, 12,001 code points: a letter and its combining marks.
        let (run, _) = try Self.pdfText(Self.spec(["e" + String(repeating: "\u{301}", count: 12_000)]), in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("error: pages[0].cells[0].text.text: a text may hold at most 10,000 characters (code points), this one has 12,001"),
            "\(run.stderr)")
        let spans = "[" + Array(repeating: "\"" + String(repeating: "xy ", count: 2_000) + "\"", count: 6).joined(separator: ", ") + "]"
        try "{ \"pages\": [ { \"cells\": [ { \"text\": \(spans) } ] } ] }".write(toFile: folder.path("spans.json"), atomically: true, encoding: .utf8)
        let many = try PosterProcess.run(["check", folder.path("spans.json")])
        #expect(many.status == 1)
        #expect(many.stderr.contains("this one has 36,000"), "\(many.stderr)")
    }

    @Test func leftAndRightAreThePagesSidesInEveryScript() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        func inkCentre(_ text: String, _ align: String) throws -> Double {
            let spec = """
                { "page": { "size": "400pt x 60pt", "margin": 0 }, "pages": [ { "cells": [
                  { "text": { "text": "\(text)", "size": 20, "align": "\(align)" } } ] } ] }
                """
            try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
            #expect(try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.png"), "--dpi", "72"]).status == 0)
            let image = try decodedPNG(at: folder.path("out.png"))
            let columns = (0..<image.width).filter { x in (0..<image.height).contains { y in Self.isInk(image.pixels[y * image.width + x]) } }
            return Double((columns.min() ?? 0) + (columns.max() ?? 0)) / 2
        }
        for text in ["Hello", "שלום"] {
            #expect(try inkCentre(text, "left") < 100, "\(text) left")
            #expect(try inkCentre(text, "right") > 300, "\(text) right")
        }
        #expect(try inkCentre("שלום", "start") > 300)
        #expect(try inkCentre("Hello", "start") < 100)
    }

    @Test func hardLineBreaksCountAgainstMaxLines() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.spec(["one\ntwo\nthree"], extra: ", \"maxLines\": 2").write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.png"), "--dpi", "72"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("cut to fit its box: it breaks into more lines than the 2 it may take"), "\(run.stderr)")
        let image = try decodedPNG(at: folder.path("out.png"))
        let inked = (0..<image.height).map { y in (0..<image.width).contains { x in Self.isInk(image.pixels[y * image.width + x]) } }
        #expect(inked.indices.filter { inked[$0] && ($0 == 0 || !inked[$0 - 1]) }.count == 2)
    }

    @Test func diagnosticsEscapeControlCharacters() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (run, _) = try Self.pdfText(Self.spec(["a\u{1B}[31mred\u{7}"], font: "No\u{7}Font"), in: folder)
        #expect(run.status == 0)
        #expect(!run.stderr.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(run.stderr.contains("font \"No\\u{7}Font\" is not installed: text \"a\\u{1B}[31mred\\u{7}\" is set in \"DejaVu Sans\""), "\(run.stderr)")
    }

    @Test func aMinimumSizeOverTheSizeIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (run, _) = try Self.pdfText(Self.spec(["hello"], extra: ", \"minSize\": 20"), in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("text.minSize: \"minSize\" (20pt) is larger than \"size\" (14pt)"), "\(run.stderr)")
    }

    /// A warning about a text a row of data made names that row where it is in the data file (never a
    /// line of the data file in the spec's name), and the cell of the spec it fills.
    @Test func aDataTextsWarningNamesItsRow() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try "name\nok\nbad\u{7}bell\n".write(toFile: folder.path("w.csv"), atomically: true, encoding: .utf8)
        let spec = """
            { "pages": [ { "sheet": { "data": "w.csv", "grid": { "columns": 2, "rows": 1 },
              "cell": { "figure": { "kind": "polygon" }, "caption": "{name}" } } } ] }
            """
        let (run, _) = try Self.pdfText(spec, in: folder)
        #expect(run.status == 0)
        #expect(
            run.stderr.hasSuffix(
                "w.csv:3:1: warning: pages[0].sheet.cell: row 2: text \"bad\\u{7}bell\" holds U+0007, not a character to print: set as U+FFFD (\u{FFFD})\n"),
            "\(run.stderr)")
        #expect(!run.stderr.contains("spec.json:3"))
    }

    /// An item every row shares (its text takes no value of the data) is stored once for the sheet, and its
    /// warning still names the row of the first cell it is laid out in, where it is in the data file.
    @Test func aSharedItemsWarningNamesTheRowItIsLaidOutIn() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try "name\nAda\nGrace\n".write(toFile: folder.path("w.csv"), atomically: true, encoding: .utf8)
        let spec = """
            { "pages": [ { "sheet": { "data": "w.csv", "grid": { "columns": 2, "rows": 1 },
              "cell": { "items": [
                { "text": { "text": "A fixed headline far too long for the narrow box it is given", "size": "30pt", "maxLines": 1 }, "size": ["100%", "20%"] },
                { "text": { "text": "{name}" }, "at": ["0%", "80%"], "size": ["100%", "20%"] } ] } } } ] }
            """
        let (run, _) = try Self.pdfText(spec, in: folder)
        #expect(run.status == 0)
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(
            warnings.first?.hasSuffix(
                "w.csv:2:1: warning: pages[0].sheet.cell.items[0].text: row 1: text \"A fixed headline far too long for the narrow box it is given\" set at 9pt instead of 30pt to fit its box"
            ) == true, "\(run.stderr)")
    }

    /// An SVG page carries its text as text too: cairo draws the glyphs as outlines, and an invisible
    /// text layer over them holds every line in logical order, which xmllint reads back.
    @Test func svgPagesCarryTheirTextAsText() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let texts = ["المسجد الحرام", "서울 특별시", "Zürich & <Basel>", "长城 故宫"]
        try Self.spec(texts).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.svg")])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try ToolProcess.run(
            tool: "xmllint", ["--xpath", "//*[local-name()='g'][@fill-opacity='0']/*[local-name()='text']/text()", folder.path("out.svg")])
        #expect(lines.status == 0, "\(lines.stderr)")
        #expect(
            lines.stdout.split(separator: "\n").map { String($0).replacing("&amp;", with: "&").replacing("&lt;", with: "<").replacing("&gt;", with: ">") }
                == texts)
        #expect(try ToolProcess.run(tool: "rsvg-convert", [folder.path("out.svg"), "-o", folder.path("out.png")]).status == 0)
    }

    /// A text a figure draws (a badge's name) is fitted and warned about by `check` as by `render`.
    @Test func checkWarnsAboutTheTextsFiguresDraw() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let name = String(repeating: "A badge name far too long ", count: 8)
        let spec = """
            { "page": { "size": "200pt x 200pt", "margin": 10 }, "pages": [ { "cells": [ { "figure": { "kind": "badge", "label": "\(name)" } } ] } ] }
            """
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let check = try PosterProcess.run(["check", folder.path("spec.json")])
        let render = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(check.stderr.contains("warning: pages[0].cells[0]: text \"A badge name far too long"), "\(check.stderr)")
        #expect(check.stderr.contains("cut to fit its box (at the 4pt minimum)"))
        #expect(check.stderr == render.stderr)
    }
}

@Suite struct FontsCommandTests {
    @Test func fontsListsTheFamiliesAndTheirScripts() throws {
        let plain = try PosterProcess.run(["fonts"])
        #expect(plain.status == 0)
        let families = plain.stdout.split(separator: "\n").map(String.init)
        #expect(families.contains("DejaVu Sans"))
        #expect(families.contains("NanumGothic"))
        // The same names fc-list gives.
        let fcList = try ToolProcess.run(tool: "fc-list", [":", "family"]).stdout
        #expect(fcList.contains("DejaVu Sans"))
        let withScripts = try PosterProcess.run(["fonts", "--scripts"])
        let lines = withScripts.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("DejaVu Sans: Latin, Greek, Cyrillic") })
        #expect(lines.contains { $0.hasPrefix("NanumGothic:") && $0.contains("Hangul") })
        #expect(lines.contains { $0.hasPrefix("Noto Sans Arabic:") && $0.contains("Arabic") })
        #expect(!lines.contains { $0.hasPrefix("DejaVu Sans:") && $0.contains("Hangul") })
    }
}
