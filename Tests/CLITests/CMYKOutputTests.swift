import Foundation
import TestSupport
import Testing

/// A PDF for a press (`--cmyk`, `print.color`): every colour operator in ink and no RGB colour space left,
/// a PDF/X output intent holding the profile, the boxes, tags and outline as the RGB file has them, and
/// colours given as inks written as given, as qpdf, pdfinfo and a rasteriser read them back.
@Suite struct CMYKOutputTests {
    /// The file with every stream decoded, as text (binary bytes as they are).
    static func decoded(_ pdf: String, in folder: ScratchFolder) throws -> String {
        let out = folder.path("decoded-\(UUID().uuidString).pdf")
        let run = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", pdf, out])
        #expect(run.status == 0, "\(run.stderr)")
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
    }

    static let rgbOperator = try! NSRegularExpression(pattern: #"(^|\s)-?[0-9.]+\s+-?[0-9.]+\s+-?[0-9.]+\s+(rg|RG)\s"#)
    static let inkOperator = try! NSRegularExpression(pattern: #"(^|\s)[0-9.]+ [0-9.]+ [0-9.]+ [0-9.]+ (k|K)\s"#)

    static func count(_ pattern: NSRegularExpression, in text: String) -> Int {
        pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    static func boxes(_ pdf: String) throws -> [String] {
        try ToolProcess.run(tool: "pdfinfo", ["-box", "-l", "99", pdf]).stdout.split(separator: "\n").map(String.init)
            .filter { $0.contains("TrimBox") || $0.contains("BleedBox") || $0.contains("MediaBox") }
    }

    @Test(arguments: ["fractals.json", "print.yaml"])
    func shippedLayoutsInInk(layout: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = CLITests.layouts.appendingPathComponent(layout).path
        let rgb = try PosterProcess.run(["render", spec, "-o", folder.path("rgb.pdf")])
        let cmyk = try PosterProcess.run(["render", spec, "-o", folder.path("cmyk.pdf"), "--cmyk"])
        #expect(rgb.status == 0 && cmyk.status == 0, "\(cmyk.stderr)")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("cmyk.pdf")]).status == 0)

        let text = try Self.decoded(folder.path("cmyk.pdf"), in: folder)
        let before = try Self.decoded(folder.path("rgb.pdf"), in: folder)
        #expect(Self.count(Self.rgbOperator, in: before) > 0, "the RGB file sets RGB colours")
        #expect(Self.count(Self.rgbOperator, in: text) == 0, "no RGB colour operator is left")
        #expect(Self.count(Self.inkOperator, in: text) >= Self.count(Self.rgbOperator, in: before) / 2, "colours are set in ink")
        #expect(!text.contains("/DeviceRGB"), "no RGB colour space in any resource")
        #expect(text.contains("/DeviceCMYK"))
        #expect(text.contains("/S /GTS_PDFX"))
        #expect(text.contains("/DestOutputProfile"))
        #expect(text.contains("<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>"))

        let info = try ToolProcess.run(tool: "pdfinfo", [folder.path("cmyk.pdf")]).stdout
        #expect(info.contains("PDF subtype:    PDF/X-4"), "\(info)")
        #expect(info.contains("PDF version:     1.6"), "\(info)")
        let rgbInfo = try ToolProcess.run(tool: "pdfinfo", [folder.path("rgb.pdf")]).stdout
        for line in rgbInfo.split(separator: "\n") where line.hasPrefix("Tagged") || line.hasPrefix("Pages") || line.hasPrefix("Title") {
            #expect(info.contains(line), "\(line) kept")
        }
        // The boxes are as before; a page without a trim box gets its media box as one.
        let rgbBoxes = try Self.boxes(folder.path("rgb.pdf"))
        let cmykBoxes = try Self.boxes(folder.path("cmyk.pdf"))
        #expect(rgbBoxes.filter { !$0.contains("TrimBox") } == cmykBoxes.filter { !$0.contains("TrimBox") })
        if rgbBoxes.contains(where: { $0.contains("TrimBox") && !$0.contains("0.00     0.00") }) {
            #expect(rgbBoxes == cmykBoxes)
        }
        let again = try PosterProcess.run(["render", spec, "-o", folder.path("again.pdf"), "--cmyk"])
        #expect(again.status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder.path("again.pdf"))) == Data(contentsOf: URL(fileURLWithPath: folder.path("cmyk.pdf"))),
            "byte-identical")
    }

    static let inks = #"""
        { "title": "Inks", "page": { "size": "A6", "background": "none" },
          "theme": { "ink": "cmyk(0, 0, 0, 1)" },
          "print": { "color": "cmyk" },
          "pages": [ { "cells": [
            { "text": { "text": "Black ink", "color": "cmyk(0, 0, 0, 100%)" } },
            { "figure": { "kind": "rect" }, "fill": "cmyk(10%, 20%, 30%, 40%)" },
            { "figure": { "kind": "rect" }, "fill": { "linear": ["cmyk(0.5, 0, 0, 0)", "#ff0000"] } },
            { "text": { "text": "Grey", "color": "#808080" } }
          ] } ] }
        """#

    @Test func inksAreWrittenAsGiven() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.inks.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try Self.decoded(folder.path("s.pdf"), in: folder)
        #expect(text.contains("0 0 0 1 k"), "100 % K black stays K only")
        #expect(text.contains("0.1 0.2 0.3 0.4 k"), "an ink colour as given")
        #expect(text.range(of: #"/C0 \[\s*0.5\s+0\s+0\s+0\s*\]"#, options: .regularExpression) != nil, "a gradient's ink stop as given")
        #expect(text.contains("0 0 0 0.498039 k"), "an RGB grey in black ink alone")
        #expect(!text.contains("/DeviceRGB"))
        // The same spec in RGB shows the inks' preview: 100 % K is black.
        let rgb = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.png"), "--set", "print.color=rgb", "--dpi", "40"])
        #expect(rgb.status == 0, "\(rgb.stderr)")
    }

    /// A title that names an RGB colour space is text: the check for RGB left reads objects, not bytes.
    @Test func aTitleNamingRGBIsText() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"{ "title": "Why /DeviceRGB", "author": "/DeviceRGB", "page": { "size": "A6" }, "pages": [ { "cells": [ { "text": "x" } ] } ] }"#
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf"), "--cmyk"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ToolProcess.run(tool: "pdfinfo", [folder.path("s.pdf")]).stdout.contains("Title:           Why /DeviceRGB"))
    }

    /// CMYK is a PDF's: a PNG or SVG of a CMYK spec is written in RGB and says so, at the option or at the
    /// spec's `print.color` (it was silent); a PDF names the profile chosen for its paper.
    @Test func cmykForAPNGOrSVGIsAWarning() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"{ "page": { "size": "A6" }, "pages": [ { "cells": [ { "text": "x" } ] } ] }"#
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let warning = #"warning: print.color: "cmyk" writes a PDF for a press: a PNG or SVG has no inks and is written in RGB"#
        for format in ["png", "svg"] {
            let run = try PosterProcess.run(["render", "s.json", "-o", "s.\(format)", "--cmyk", "--dpi", "30"], in: folder.url)
            #expect(run.status == 0 && run.stderr == "--cmyk: \(warning)\n", "\(run.stderr)")
        }
        try spec.replacingOccurrences(of: #""pages""#, with: #""print": { "color": "cmyk" }, "pages""#).write(
            toFile: folder.path("c.json"), atomically: true, encoding: .utf8)
        let png = try PosterProcess.run(["render", "c.json", "-o", "c.png", "--dpi", "30"], in: folder.url)
        #expect(png.status == 0 && png.stderr == "c.json:1:49: \(warning)\n", "\(png.stderr)")
        let pdf = try PosterProcess.run(["render", "c.json", "-o", "c.pdf"], in: folder.url)
        let note =
            #"c.json:1:49: note: print.color: CMYK through ISO Coated v2 300% (basICColor), FOGRA39 (chosen for A6 paper; "profile" names a press's own)"#
        #expect(pdf.status == 0 && pdf.stderr == note + "\n", "\(pdf.stderr)")
    }

    @Test func pdfX3RefusesTransparencyAndKeepsNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            #"{ "page": { "size": "A6" }, "print": { "color": "cmyk", "pdfx": "X-3" }, "pages": [ { "cells": [ { "figure": { "kind": "rect" }, "opacity": 0.5 } ] } ] }"#
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status != 0)
        #expect(run.stderr.contains("PDF/X-3 allows no transparency"), "\(run.stderr)")
        #expect(run.stderr.contains("\"pdfx\": \"X-4\""), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.pdf")), "nothing half-written")

        let opaque = spec.replacingOccurrences(of: #", "opacity": 0.5"#, with: "")
        try opaque.write(toFile: folder.path("o.json"), atomically: true, encoding: .utf8)
        let written = try PosterProcess.run(["render", folder.path("o.json"), "-o", folder.path("o.pdf")])
        #expect(written.status == 0, "\(written.stderr)")
        let info = try ToolProcess.run(tool: "pdfinfo", [folder.path("o.pdf")]).stdout
        #expect(info.contains("PDF subtype:    PDF/X-3:2002"), "\(info)")
        #expect(info.contains("PDF version:     1.3"), "PDF/X-3:2002 is PDF 1.3: \(info)")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("o.pdf")]).status == 0)
        #expect(!(try Self.decoded(folder.path("o.pdf"), in: folder)).contains("/Group"), "no page blending group under X-3")
    }

    @Test(arguments: [
        (#""print": { "pdfx": "X-3" }"#, #"print.pdfx: "pdfx" is a standard for CMYK PDFs: add "color": "cmyk" (or --cmyk), or leave it out"#),
        (#""print": { "color": "cmyk", "pdfx": "X-5" }"#, #"print.pdfx: unknown value "X-5": expected one of "X-3", "X-4""#),
        (#""theme": { "ink": "cmyk(0, 0, 0, 1.5)" }"#, #"theme.ink: expected a colour"#),
        (#""theme": { "ink": "cmyk(0, 0, 101%, 0)" }"#, #"theme.ink: expected a colour"#),
        (#""theme": { "ink": "cmyk(0, 0, 0)" }"#, #"theme.ink: expected a colour"#),
    ])
    func badPrintColour(fragment: String, message: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "page": { "size": "A6" }, \#(fragment), "pages": [ { "cells": [ { "text": "x" } ] } ] }"#.write(
            toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["check", folder.path("s.json")])
        #expect(run.status != 0)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    /// A press's own profile beside the spec: embedded and named in the output intent; one outside the
    /// folder, one of RGB data and a file that is no profile are refused, naming the key.
    @Test func aPressProfileBesideTheSpec() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("spec"), withIntermediateDirectories: true)
        let press = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/color/icc/ghostscript/default_cmyk.icc"))
        try press.write(to: URL(fileURLWithPath: folder.path("spec/press.icc")))
        try press.write(to: URL(fileURLWithPath: folder.path("outside.icc")))
        try Data(contentsOf: URL(fileURLWithPath: "/usr/share/color/icc/ghostscript/srgb.icc")).write(to: URL(fileURLWithPath: folder.path("spec/screen.icc")))
        try Data("not a profile at all, just words".utf8).write(to: URL(fileURLWithPath: folder.path("spec/words.icc")))
        func spec(_ profile: String) -> String {
            #"{ "page": { "size": "A6" }, "print": { "color": "cmyk", "profile": "\#(profile)" }, "pages": [ { "cells": [ { "text": "x" } ] } ] }"#
        }
        try spec("press.icc").write(toFile: folder.path("spec/s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("spec/s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try Self.decoded(folder.path("s.pdf"), in: folder)
        #expect(text.contains("/OutputCondition (press)"), "the intent names the press's profile")

        for (profile, message) in [
            ("../outside.icc", "outside"), ("screen.icc", #""screen.icc" is an ICC profile of RGB data, where a press's is of CMYK"#),
            ("words.icc", #""words.icc" is not an ICC profile"#), ("missing.icc", "missing.icc"),
        ] {
            try spec(profile).write(toFile: folder.path("spec/s.json"), atomically: true, encoding: .utf8)
            let refused = try PosterProcess.run(["check", folder.path("spec/s.json")])
            #expect(refused.status != 0, "\(profile)")
            #expect(refused.stderr.contains("print.profile: ") && refused.stderr.contains(message), "\(refused.stderr)")
        }
    }
}
