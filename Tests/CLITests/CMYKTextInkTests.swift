import Foundation
import TestSupport
import Testing

/// Dark text in a CMYK PDF prints in black ink (solid for body text, a rich black for large type) while
/// a figure of the same colour keeps the profile's inks; the default profile is the paper's, named in
/// the output intent and in a note. The page's content stream is read back from qpdf's QDF form.
@Suite struct CMYKTextInkTests {
    /// The ocean theme's navy ink (#0b2545, L* 14.5) for body text and a headline, a rectangle filled in
    /// it, a dark grey-blue (#3b4252, L* 27.9) and a saturated indigo (#1a237e, chroma 60).
    static func spec(paper: String) -> String {
        #"""
        { "title": "Dark text", "page": { "size": "\#(paper)" }, "theme": { "base": "ocean" },
          "print": { "color": "cmyk" },
          "pages": [ { "cells": [
            { "text": { "text": "Body text", "size": 10 } },
            { "text": { "text": "Headline", "size": 40 } },
            { "figure": { "kind": "rect" }, "fill": "#0b2545" },
            { "text": { "text": "Grey blue", "size": 10, "color": "#3b4252" } },
            { "text": { "text": "Indigo", "size": 10, "color": "#1a237e" } }
          ] } ] }
        """#
    }

    /// The fill colours (`k`) in force at each text-showing operator and at each fill, in order.
    struct Paints {
        var text: [[Double]] = []
        var fills: [[Double]] = []
    }

    static func paints(ofFirstPageIn qdf: String) throws -> Paints {
        let marker = try #require(qdf.range(of: "%% Contents for page 1"))
        let start = try #require(qdf.range(of: "stream\n", range: marker.upperBound..<qdf.endIndex))
        let end = try #require(qdf.range(of: "endstream", range: start.upperBound..<qdf.endIndex))
        let content = String(qdf[start.upperBound..<end.lowerBound])
        let token = try NSRegularExpression(pattern: #"<[0-9a-fA-F]*>|\(([^()\\]|\\.)*\)|[\[\]]|/[^\s/\[\]()<>]+|[^\s/\[\]()<>]+"#)
        var paints = Paints()
        var numbers: [Double] = []
        var fill: [Double] = [0, 0, 0, 1]
        var saved: [[Double]] = []
        for match in token.matches(in: content, range: NSRange(content.startIndex..., in: content)) {
            let word = String(content[Range(match.range, in: content)!])
            if let number = Double(word) {
                numbers.append(number)
                continue
            }
            switch word {
            case "k": fill = Array(numbers.suffix(4))
            case "q": saved.append(fill)
            case "Q": fill = saved.popLast() ?? fill
            case "Tj", "TJ", "'", "\"": paints.text.append(fill)
            case "f", "f*", "B", "B*", "b", "b*": paints.fills.append(fill)
            default: break
            }
            if word.first?.isLetter == true || word == "'" || word == "\"" { numbers.removeAll() }
        }
        return paints
    }

    @Test func darkTextPrintsInBlackInkAndFiguresKeepTheirs() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.spec(paper: "A4").write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let paints = try Self.paints(ofFirstPageIn: CMYKOutputTests.decoded(folder.path("s.pdf"), in: folder))
        // Pango shows each text with one operator: body, headline, grey-blue, indigo, in cell order.
        try #require(paints.text.count == 4, "\(paints.text)")
        #expect(paints.text[0] == [0, 0, 0, 1], "10 pt navy body text in solid black ink alone")
        let rich = paints.text[1]
        #expect(rich[3] == 1 && rich[0] > 0.3 && rich[1] > 0.3 && rich[2] > 0.1, "a 40 pt navy headline in a rich black: \(rich)")
        #expect(rich[0] + rich[1] + rich[2] <= 1.6 + 1e-6, "its colour inks held to 160 %: \(rich)")
        #expect(rich[0] > rich[2], "the navy's rich black leans blue: \(rich)")
        #expect(paints.text[2][0...2] == [0, 0, 0] && abs(paints.text[2][3] - (1 - Double(0x44) / 255)) < 0.02, "a dark grey-blue as a black tint")
        #expect(paints.text[3][0] > 0.9 && paints.text[3][3] < 0.2, "a saturated indigo keeps its colour: \(paints.text[3])")
        // The rectangle of the same navy: the profile's four inks, not black alone.
        let navy = try #require(paints.fills.first { $0[0] > 0.5 }, "\(paints.fills)")
        #expect(navy != [0, 0, 0, 1] && navy[1] > 0.5 && navy[3] < 1, "\(navy)")
    }

    @Test(arguments: [
        ("A4", "FOGRA39", #"ISO Coated v2 300% \(basICColor\)"#, "ISO Coated v2 300% (basICColor), FOGRA39 (chosen for A4 paper"),
        ("B5", "FOGRA39", #"ISO Coated v2 300% \(basICColor\)"#, "ISO Coated v2 300% (basICColor), FOGRA39 (chosen for B5 paper"),
        ("500mm x 700mm", "FOGRA39", #"ISO Coated v2 300% \(basICColor\)"#, "ISO Coated v2 300% (basICColor), FOGRA39 (chosen for 500 x 700 mm paper"),
        ("Letter", "CGATS TR 001", "Artifex CMYK SWOP Profile", "Artifex CMYK SWOP Profile, CGATS TR 001 (chosen for Letter paper"),
        ("Tabloid", "CGATS TR 001", "Artifex CMYK SWOP Profile", "Artifex CMYK SWOP Profile, CGATS TR 001 (chosen for Tabloid paper"),
    ])
    func theDefaultProfileIsThePapers(paper: String, identifier: String, info: String, note: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.spec(paper: paper).write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("note: print.color: CMYK through \(note)"), "\(run.stderr)")
        let check = try PosterProcess.run(["check", folder.path("s.json")])
        #expect(check.status == 0 && check.stderr.contains("note: print.color: CMYK through \(note)"), "\(check.stderr)")
        let text = try CMYKOutputTests.decoded(folder.path("s.pdf"), in: folder)
        #expect(text.contains("/OutputConditionIdentifier (\(identifier))"), "the output intent names the condition")
        #expect(text.contains("/Info (\(info))"), "and the profile")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("s.pdf")]).status == 0)
    }

    /// A press's own profile wins over the paper's, with no note of a choice.
    @Test func aSpecsProfileWins() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(contentsOf: URL(fileURLWithPath: "/usr/share/color/icc/ghostscript/default_cmyk.icc")).write(
            to: URL(fileURLWithPath: folder.path("press.icc")))
        let spec = Self.spec(paper: "A4").replacingOccurrences(of: #""color": "cmyk""#, with: #""color": "cmyk", "profile": "press.icc""#)
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0 && !run.stderr.contains("CMYK through"), "\(run.stderr)")
        let text = try CMYKOutputTests.decoded(folder.path("s.pdf"), in: folder)
        #expect(text.contains("/OutputConditionIdentifier (Custom)") && text.contains("/Info (press)"), "the press's own profile")
    }
}
