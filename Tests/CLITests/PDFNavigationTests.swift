import Foundation
import TestSupport
import Testing

/// A PDF a reader navigates: the spec's author, subject, keywords and language in its Info dictionary and
/// catalog, an outline entry per page (nested where `outline` says), links as /Link annotations, and a
/// structure tree (`Tagged: yes`) whose headings, paragraphs and captions read in the spec's order, as
/// pdfinfo, qpdf's JSON and pdftotext read them back.
@Suite struct PDFNavigationTests {
    static let spec = #"""
        { "title": "Meta", "author": "Ada Lovelace", "subject": "Fractals", "keywords": ["carpet", "tree"], "lang": "en-GB",
          "page": { "size": "A5" },
          "pages": [
            { "title": "Carpets", "cells": [ { "figure": { "kind": "carpet", "level": 2 }, "caption": "A carpet", "link": "https://example.org/carpet?q='a'" } ] },
            { "title": "Trees", "outline": ["Growing", "Trees"], "cells": [ { "text": "Back to carpets", "link": { "page": 1 } } ] },
            { "outline": ["Growing", "More"], "cells": [ { "text": "Plain words", "link": { "page": 4 } } ] },
            { "cells": [ { "text": "Four" } ] }
          ] }
        """#

    static func render(_ spec: String, in folder: ScratchFolder, _ more: [String] = []) throws -> PosterProcess.Outcome {
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        return try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")] + more)
    }

    @Test func infoOutlineLinksAndTags() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try Self.render(Self.spec, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let info = try ToolProcess.run(tool: "pdfinfo", [folder.path("s.pdf")]).stdout
        for line in [
            "Tagged:          yes", "Author:          Ada Lovelace", "Subject:         Fractals", "Keywords:        carpet, tree", "Title:           Meta",
        ] {
            #expect(info.contains(line), "\(line) in \(info)")
        }
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("s.pdf")]).status == 0)

        let json = try ToolProcess.run(tool: "qpdf", ["--json", folder.path("s.pdf")]).stdout
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        func entries(_ list: [[String: Any]], _ depth: Int) -> [String] {
            list.flatMap { entry -> [String] in
                let line = String(repeating: "  ", count: depth) + "\(entry["title"] as? String ?? "?") \(entry["destpageposfrom1"] as? Int ?? 0)"
                return [line] + entries(entry["kids"] as? [[String: Any]] ?? [], depth + 1)
            }
        }
        let outline = entries(try #require(parsed["outlines"] as? [[String: Any]]), 0)
        #expect(outline == ["Carpets 1", "Growing 2", "  Trees 2", "  More 3", "Page 4 4"], "\(outline)")

        let objects = try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", folder.path("s.pdf"), folder.path("q.pdf")])
        #expect(objects.status == 0)
        let qdf = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path("q.pdf"))), as: UTF8.self)
        #expect(qdf.contains("/URI (https://example.org/carpet?q='a')"), "the link's address")
        #expect(qdf.contains("/Lang (en-GB)"))
        #expect(qdf.components(separatedBy: "/Subtype /Link").count - 1 == 3, "three links")
        // A link to a later page names its destination, which cairo writes once the page is: at the top of page 4.
        #expect(qdf.contains("/Dest (page-4)"))
        let destinations = try ToolProcess.run(tool: "pdfinfo", ["-dests", folder.path("s.pdf")]).stdout.split(separator: "\n").dropFirst()
        #expect(destinations.map { $0.split(separator: " ").first ?? "" } == ["4"] && destinations.first?.hasSuffix("\"page-4\"") == true, "\(destinations)")
        for role in ["/S /H1", "/S /P", "/S /Caption"] { #expect(qdf.contains(role), "\(role)") }
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("s.pdf"), "-"]).stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(text.filter { !$0.isEmpty } == ["Carpets", "A carpet", "Trees", "Back to carpets", "Plain words", "Four"], "\(text)")
    }

    /// The spec's author, subject, keywords and language are also XMP metadata, as pdfinfo -meta reads
    /// it (well-formed XML, escaped), with ids from the file's digest: the same spec, the same packet.
    @Test func metadataIsAlsoXMP() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = Self.spec.replacingOccurrences(of: #""title": "Meta""#, with: #""title": "Meta & <more>""#)
        let run = try Self.render(spec, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("s.pdf")]).status == 0)
        let xmp = try ToolProcess.run(tool: "pdfinfo", ["-meta", folder.path("s.pdf")]).stdout
        for line in [
            "<rdf:li xml:lang=\"x-default\">Meta &amp; &lt;more&gt;</rdf:li>", "<dc:creator><rdf:Seq><rdf:li>Ada Lovelace</rdf:li></rdf:Seq></dc:creator>",
            "<rdf:li xml:lang=\"x-default\">Fractals</rdf:li>", "<rdf:li>carpet</rdf:li><rdf:li>tree</rdf:li>", "<rdf:li>en-GB</rdf:li>",
        ] {
            #expect(xmp.contains(line), "\(line) in \(xmp)")
        }
        try xmp.write(toFile: folder.path("m.xml"), atomically: true, encoding: .utf8)
        #expect(try ToolProcess.run(tool: "xmllint", ["--noout", folder.path("m.xml")]).status == 0)
        let again = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("t.pdf")])
        #expect(again.status == 0)
        #expect(try ToolProcess.run(tool: "pdfinfo", ["-meta", folder.path("t.pdf")]).stdout == xmp)
    }

    /// A figure's `alt` is its Figure element's /Alt, as qpdf reads the structure tree; a figure without
    /// one is not a Figure element.
    @Test func figuresCarryTheirAlternativeText() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"""
            { "title": "Alt", "page": { "size": "A5" }, "pages": [ { "cells": [
              { "figure": { "kind": "carpet", "level": 2 }, "alt": "A Sierpinski carpet, two levels deep", "caption": "Carpet" },
              { "figure": { "kind": "tree", "step": 4 }, "alt": "Ein Baum — ünïcode (1)", "link": "https://example.org" },
              { "figure": { "kind": "triangle", "level": 2 } }
            ] } ] }
            """#
        let run = try Self.render(spec, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("s.pdf")]).status == 0)
        #expect(try ToolProcess.run(tool: "pdfinfo", [folder.path("s.pdf")]).stdout.contains("Tagged:          yes"))
        let figures = try Self.alternativeTexts(folder.path("s.pdf"))
        #expect(figures == ["u:A Sierpinski carpet, two levels deep", "u:Ein Baum — ünïcode (1)"], "\(figures)")
    }

    /// The /Alt of the Figure elements of the PDF at `path`, in object order.
    static func alternativeTexts(_ path: String) throws -> [String] {
        let json = try ToolProcess.run(tool: "qpdf", ["--json", "--json-key=qpdf", path]).stdout
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let objects = try #require((parsed["qpdf"] as? [Any])?.last as? [String: Any])
        return objects.compactMap { key, object -> (Int, String)? in
            guard let value = (object as? [String: Any])?["value"] as? [String: Any], value["/S"] as? String == "/Figure" else { return nil }
            // Keys read "obj:N G R".
            let number = Int(key.split(separator: " ")[0].dropFirst("obj:".count)) ?? 0
            return (number, value["/Alt"] as? String ?? "none")
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A sheet's texts are not tagged (thousands of labels are printed, not read), but an item's `alt`,
    /// which the spec asks for, is its Figure element's, row by row.
    @Test func aSheetsFiguresCarryTheirAlternativeText() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"""
            { "page": { "size": "A5" }, "pages": [ { "sheet": { "data": [ { "n": "Ada" }, { "n": "Ben" } ], "grid": { "columns": 2, "rows": 1 },
              "cell": { "items": [ { "text": "{n}" }, { "figure": { "kind": "code", "data": "{n}" }, "alt": "Check-in code of {n}" } ] } } } ] }
            """#
        let run = try Self.render(spec, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("s.pdf")]).status == 0)
        #expect(try Self.alternativeTexts(folder.path("s.pdf")) == ["u:Check-in code of Ada", "u:Check-in code of Ben"])
    }

    @Test(arguments: [
        (#""link": "javascript:alert(1)""#, #"pages[0].cells[0].link: expected an address starting with http:, https:, mailto:, tel:, ftp:"#),
        (#""link": "https://a b""#, "pages[0].cells[0].link: an address holds at most 2,048 characters and no spaces or control characters"),
        (#""link": "https://a\u0085b""#, "pages[0].cells[0].link: an address holds at most 2,048 characters and no spaces or control characters"),
        (
            #""link": "https://example.org/invoice\u202Efdp.exe""#,
            #"pages[0].cells[0].link: an address may not hold a bidirectional control character (\u{202E}): it shows the address otherwise than it leads"#
        ),
        (#""link": "https://example.org/\u2066a""#, #"an address may not hold a bidirectional control character (\u{2066})"#),
        (#""link": { "page": 3 }"#, #"pages[0].cells[0].link: "link" leads to page 3, and the document has 1"#),
        (#""link": 7"#, #"pages[0].cells[0].link: expected an address such as "https://example.org", or { "page": N }"#),
    ])
    func badLinksAreRefusedWhereTheyAreWritten(_ link: String, _ message: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try Self.render(#"{ "pages": [ { "cells": [ { "text": "x", \#(link) } ] } ] }"#, in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.pdf")))
    }

    /// A sheet's records are printed rather than read: its title is tagged, its cells' texts are not.
    @Test func aSheetsCellsAreNotTagged() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = #"""
            { "pages": [ { "title": "Names", "sheet": { "data": [ { "n": "Ada" }, { "n": "Grace" } ], "grid": { "columns": 2, "rows": 1 },
              "cell": { "figure": { "kind": "polygon" }, "caption": "{n}" } } } ] }
            """#
        #expect(try Self.render(spec, in: folder).status == 0)
        #expect(try ToolProcess.run(tool: "qpdf", ["--qdf", "--object-streams=disable", folder.path("s.pdf"), folder.path("q.pdf")]).status == 0)
        let qdf = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path("q.pdf"))), as: UTF8.self)
        #expect(qdf.components(separatedBy: "/S /H1").count == 2 && !qdf.contains("/S /Caption"))
        #expect(try ToolProcess.run(tool: "pdfinfo", [folder.path("s.pdf")]).stdout.contains("Tagged:          yes"))
    }

    /// PNG and SVG draw the same pixels with or without links and roles: they only mean something in a PDF.
    @Test func otherFormatsIgnoreThem() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let plain = Self.spec.replacingOccurrences(of: #", "link": "https://example.org/carpet?q='a'""#, with: "")
        try plain.write(toFile: folder.path("p.json"), atomically: true, encoding: .utf8)
        try Self.spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        #expect(try PosterProcess.run(["render", folder.path("p.json"), "--pages", "1", "-o", folder.path("p.png")]).status == 0)
        #expect(try PosterProcess.run(["render", folder.path("s.json"), "--pages", "1", "-o", folder.path("s.png")]).status == 0)
        // One page of four is named by its number.
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("p-1.png"))) == Data(contentsOf: URL(fileURLWithPath: folder.path("s-1.png"))))
    }
}
