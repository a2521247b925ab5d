import Compose
import Foundation
import Geometry
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

/// A spec's own gLabels template files: named by its `templates` key (beside it) or `--templates`
/// (anywhere), read as inputs, their sheets named by `template` like the library's.
@Suite struct TemplateFilesTests {
    static let xml = """
        <?xml version="1.0"?>
        <Glabels-templates xmlns="http://glabels.org/xmlns/3.0/">
          <Template brand="Shop" part="SL-12" size="A4" _description="Shelf labels">
            <Label-rectangle id="0" width="90mm" height="40mm" round="3mm">
              <Markup-margin size="2mm"/>
              <Layout nx="2" ny="6" x0="12mm" y0="20mm" dx="96mm" dy="44mm"/>
            </Label-rectangle>
          </Template>
          <Template brand="Shop" part="SL-13" equiv="SL-12"/>
        </Glabels-templates>
        """

    private func write(_ spec: String, in folder: ScratchFolder) throws -> String {
        try Data(Self.xml.utf8).write(to: folder.url.appendingPathComponent("shop.xml"))
        let path = folder.path("s.json")
        try Data(spec.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSheetOfTheSpecsOwnFilesIsPlacedAsItsXMLSays() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = try write(
            #"{ "templates": ["shop.xml"], "pages": [ { "sheet": { "data": [ { "n": 1 }, { "n": 2 }, { "n": 3 } ], "template": "shop sl-13", "cell": { "text": "L{n}", "padding": 0 } } } ] }"#,
            in: folder)
        let result = SpecLoader.load(path: path)
        let page = try #require(result.document?.pages.first, "\(result.diagnostics)")
        #expect(result.inputs.contains { $0.hasSuffix("/shop.xml") }, "\(result.inputs)")
        let boxes = page.items.compactMap { if case .text(let text) = $0 { text.box } else { nil } }
        let mm = 72 / 25.4
        #expect(boxes.count == 3)
        #expect(approx(boxes[1], Rect(x: 108 * mm, y: 20 * mm, width: 90 * mm, height: 40 * mm), tolerance: 1e-6), "\(boxes)")
        #expect(approx(boxes[2], Rect(x: 12 * mm, y: 64 * mm, width: 90 * mm, height: 40 * mm), tolerance: 1e-6), "\(boxes)")
    }

    @Test func filesNamedOnTheCommandLineMayBeAnywhere() throws {
        let folder = try ScratchFolder(), elsewhere = try ScratchFolder()
        defer {
            folder.remove()
            elsewhere.remove()
        }
        let path = try write(#"{ "pages": [ { "sheet": { "data": [ { "n": 1 } ], "template": "SL-12", "cell": { "text": "L{n}" } } } ] }"#, in: folder)
        try FileManager.default.moveItem(atPath: folder.path("shop.xml"), toPath: elsewhere.path("shop.xml"))
        #expect(SpecLoader.load(path: path).document == nil)
        var options = LoadOptions()
        options.policy.templates = [elsewhere.url.path]
        let result = SpecLoader.load(path: path, options: options)
        #expect(result.document != nil, "\(result.diagnostics)")
    }

    @Test func aFileThatCannotServeIsALocatedError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("name\n".utf8).write(to: folder.url.appendingPathComponent("list.csv"))
        for (templates, message) in [
            (#"["missing.xml"]"#, #"s.json:1:17: error: templates[0]: cannot read templates "missing.xml": no such file or folder"#),
            (
                #"["list.csv"]"#,
                #"s.json:1:17: error: templates[0]: "list.csv" holds no gLabels template (<Template brand part size> with a label and a layout)"#
            ),
            (#"["../outside.xml"]"#, #"s.json:1:17: error: templates[0]: "../outside.xml" is outside the spec's folder; pass --allow-outside to read it"#),
        ] {
            let path = try write(#"{ "templates": \#(templates), "pages": [ { "cells": [ { "text": "x" } ] } ] }"#, in: folder)
            let result = SpecLoader.load(path: path, displayName: "s.json")
            #expect(result.diagnostics.map(\.description) == [message])
        }
    }

    /// A folder's file that is a symbolic link is confined as a file named directly is: one that leads
    /// out of the spec's folder (or out of the folder the command line names) is a located error,
    /// one that stays inside is read, and `--allow-outside` reads it wherever it leads.
    @Test func aLinkInAFolderOfTemplatesIsConfinedAsAFileNamedDirectlyIs() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for name in ["spec/sheets", "spec/kept", "named"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        try Data(Self.xml.utf8).write(to: folder.url.appendingPathComponent("outside.xml"))
        try Data(Self.xml.utf8).write(to: folder.url.appendingPathComponent("spec/kept/shop.xml"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("spec/sheets/shop.xml"), withDestinationPath: "../../outside.xml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("named/shop.xml"), withDestinationPath: folder.path("outside.xml"))
        let spec = #"{ "templates": ["sheets"], "pages": [ { "sheet": { "data": [ { "n": 1 } ], "template": "SL-12", "cell": { "text": "L{n}" } } } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec/s.json")))
        let refused = SpecLoader.load(path: folder.path("spec/s.json"), displayName: "s.json")
        #expect(refused.document == nil)
        #expect(
            refused.diagnostics.map(\.description) == [
                #"s.json:1:17: error: templates[0]: "sheets/shop.xml" is a symbolic link that leads outside the spec's folder; pass --allow-outside to read it"#
            ])
        #expect(!refused.inputs.contains { $0.hasSuffix("outside.xml") }, "\(refused.inputs)")

        var options = LoadOptions()
        options.policy.allowOutside = true
        let allowed = SpecLoader.load(path: folder.path("spec/s.json"), options: options)
        #expect(allowed.document != nil, "\(allowed.diagnostics)")

        try FileManager.default.removeItem(atPath: folder.path("spec/sheets/shop.xml"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("spec/sheets/shop.xml"), withDestinationPath: "../kept/shop.xml")
        let inside = SpecLoader.load(path: folder.path("spec/s.json"))
        #expect(inside.document != nil, "\(inside.diagnostics)")

        let bare = #"{ "pages": [ { "sheet": { "data": [ { "n": 1 } ], "template": "SL-12", "cell": { "text": "L{n}" } } } ] }"#
        try Data(bare.utf8).write(to: URL(fileURLWithPath: folder.path("spec/bare.json")))
        var named = LoadOptions()
        named.policy.templates = [folder.path("named")]
        let fromNamed = SpecLoader.load(path: folder.path("spec/bare.json"), displayName: "bare.json", options: named)
        #expect(fromNamed.document == nil)
        #expect(
            fromNamed.diagnostics.map(\.description) == [
                "--templates \(folder.path("named")): error: \"\(folder.path("named"))/shop.xml\" is a symbolic link that leads outside \"\(folder.path("named"))\" and the spec's folder; pass --allow-outside to read it"
            ])
    }

    /// A template of the user's own that poster cannot place as written: a negative origin, a hole as
    /// wide as its disc, a markup margin that leaves no room, labels overlapping (within a layout and
    /// across two), an unknown paper; each an error at the line and column of the XML that says it.
    @Test func aTemplateThatCannotBePlacedAsWrittenIsAnErrorWhereItsFileSaysIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let xml = """
            <?xml version="1.0"?>
            <Glabels-templates xmlns="http://glabels.org/xmlns/3.0/">
              <!-- <Template brand="Shop" part="OLD" size="A4"/> -->
              <Template brand="Shop" part="NEG" size="A4" _description="Shelf labels">
                <Label-rectangle id="0" width="90mm" height="40mm">
                  <Layout nx="2" ny="6" x0="-2mm" y0="20mm" dx="96mm" dy="44mm"/>
                </Label-rectangle>
              </Template>
              <Template brand="Shop" part="CD" size="A4" _description="CD labels">
                <Label-cd id="0" radius="58mm" hole="60mm">
                  <Layout nx="1" ny="2" x0="47mm" y0="20mm" dx="0" dy="130mm"/>
                </Label-cd>
              </Template>
              <Template brand="Shop" part="TIGHT" size="A4" _description="Overlapping labels">
                <Label-rectangle id="0" width="70mm" height="30mm">
                  <Markup-margin size="20mm"/>
                  <Layout nx="3" ny="8" x0="0" y0="10mm" dx="60mm" dy="30mm"/>
                </Label-rectangle>
              </Template>
              <Template brand="Shop" part="TWO" size="A4" _description="Two grids">
                <Label-rectangle id="0" width="50mm" height="30mm">
                  <Layout nx="2" ny="2" x0="10mm" y0="10mm" dx="60mm" dy="40mm"/>
                  <Layout nx="1" ny="1" x0="40mm" y0="30mm" dx="0" dy="0"/>
                </Label-rectangle>
              </Template>
              <Template brand="Shop" part="GOOD" size="A4" _description="Fine">
                <Label-rectangle id="0" width="50mm" height="30mm">
                  <Layout nx="2" ny="2" x0="10mm" y0="10mm" dx="60mm" dy="40mm"/>
                </Label-rectangle>
              </Template>
              <Template brand="Shop" part="LETTERISH" size="Leter"><Label-rectangle width="1in" height="1in"><Layout nx="1" ny="1" x0="0" y0="0" dx="0" dy="0"/></Label-rectangle></Template>
            </Glabels-templates>
            """
        try Data(xml.utf8).write(to: folder.url.appendingPathComponent("own.xml"))
        let path = folder.path("s.json")
        let spec = #"{ "templates": ["own.xml"], "pages": [ { "sheet": { "data": [ { "n": 1 } ], "template": "Shop GOOD", "cell": { "text": "{n}" } } } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: path))
        let result = SpecLoader.load(path: path, displayName: "s.json")
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                #"own.xml:6:29: error: Shop NEG: x0="-2mm" is negative: the first label would start off the paper"#,
                "own.xml:10:36: error: Shop CD: the hole (120 mm across) is as wide as the disc (116 mm across)",
                "own.xml:16:22: error: Shop TIGHT: the markup margin (20 mm) leaves no room inside a 70 x 30 mm label",
                "own.xml:17:46: error: Shop TIGHT: labels overlap: dx (60 mm) is less than a label's width (70 mm)",
                "own.xml:23:7: error: Shop TWO: labels overlap: label 1 of this layout lies on label 1 of layout 1",
                #"own.xml:31:43: error: Shop LETTERISH: unknown paper "Leter" (did you mean "Letter"?): name one of gLabels' papers (A4, US-Letter, ...), or give size="Other" with its width and height"#,
            ])
    }

    /// A sheet's labels are counted from its layouts before any is placed, and at most 5,000 are: a 1 KB
    /// file of 16 layouts of 1000 x 1000 labels of 0.1 pt took 30 s and 1.6 GB to check (335 s to
    /// render); a sheet of exactly 5,000 is placed.
    @Test(.timeLimit(.minutes(1))) func aSheetOfTooManyLabelsIsRefusedAtTheLayoutThatPassesTheCap() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let layouts = (0..<16).map { #"<Layout nx="1000" ny="1000" x0="\#($0 * 101)pt" y0="0" dx="0.1pt" dy="0.1pt"/>"# }.joined()
        let many = #"<Template brand="B" part="P" size="Other" width="2000pt" height="200pt"><Label-rectangle id="0" width="0.1pt" height="0.1pt">"#
        let most = #"<Template brand="B" part="P" size="Other" width="100pt" height="50pt"><Label-rectangle id="0" width="1pt" height="1pt">"#
        for (template, message) in [
            (many + layouts, "1000000 labels on one sheet with this layout, over the 5000 a sheet may hold"),
            (most + #"<Layout nx="100" ny="49" x0="0" y0="0" dx="1pt" dy="1pt"/><Layout nx="100" ny="1" x0="0" y0="49pt" dx="1pt" dy="0"/>"#, nil),
        ] {
            let xml =
                #"<?xml version="1.0"?><Glabels-templates xmlns="http://glabels.org/xmlns/3.0/">"#
                + template + "</Label-rectangle></Template></Glabels-templates>"
            try Data(xml.utf8).write(to: folder.url.appendingPathComponent("t.xml"))
            let spec = #"{ "templates": ["t.xml"], "pages": [ { "sheet": { "data": [ { "n": 1 } ], "template": "B P", "cell": { "text": "{n}" } } } ] }"#
            try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("s.json")))
            let result = SpecLoader.load(path: folder.path("s.json"), displayName: "s.json")
            if let message {
                #expect(result.document == nil)
                #expect(result.diagnostics.map(\.description) == ["t.xml:1:204: error: B P: \(message)"])
            } else {
                #expect(result.document != nil, "\(result.diagnostics)")
            }
        }
    }

    /// The errors of a template file of one sheet of 100 x 10 pt labels on 600 x 400 pt paper, placed by `layouts`.
    private func errors(_ layouts: String) -> [String] {
        let xml =
            #"<?xml version="1.0"?><Glabels-templates><Template brand="B" part="P" size="Other" width="600pt" height="400pt"><Label-rectangle width="100pt" height="10pt">"#
            + layouts + "</Label-rectangle></Template></Glabels-templates>"
        return GLabelsTemplates.templates(of: Array(xml.utf8), file: "t.xml").errors.map(\.description)
    }

    /// Two layouts' labels are told apart from their pitch: labels that only touch lie on nothing, and the
    /// first label of the other layout that one lies on is named (its rows and columns that overlap are
    /// found, not searched: labels wider than their pitch made a 228 KB file take 45 s). A layout a
    /// quintillion pitches from the other is only off the paper: the count of pitches crashed poster.
    @Test func layoutsAreCheckedAgainstEachOtherFromTheirPitch() throws {
        let grid = #"<Layout nx="3" ny="2" x0="0" y0="0" dx="100pt" dy="20pt"/>"#
        #expect(errors(grid + #"<Layout nx="3" ny="1" x0="0" y0="10pt" dx="100pt" dy="0"/>"#) == [])
        #expect(
            errors(grid + #"<Layout nx="1" ny="1" x0="150pt" y0="11pt" dx="0" dy="0"/>"#) == [
                "t.xml:1:215: error: B P: labels overlap: label 1 of this layout lies on label 5 of layout 1"
            ])
        #expect(
            errors(#"<Layout nx="2" ny="1" x0="0" y0="0" dx="0.00001pt" dy="0"/><Layout nx="1" ny="1" x0="1e15pt" y0="0" dx="0" dy="0"/>"#) == [
                "t.xml:1:193: error: B P: labels overlap: dx (0 mm) is less than a label's width (35.3 mm)",
                "t.xml:1:216: error: B P: label 1 of this layout (at 352777777777777.8, 0 mm) reaches past the edge of the Other paper (211.7 x 141.1 mm)",
            ])
    }

    /// A sheet has at most 16 layouts, as one written in a spec has: each is checked against each earlier
    /// one, and 5,000 layouts of one label took 1.3 s a template.
    @Test func aSheetOfMoreThanSixteenLayoutsIsRefusedAtTheSeventeenth() throws {
        let layouts = (0..<17).map { "\n" + #"<Layout nx="1" ny="1" x0="0" y0="\#($0 * 10)pt" dx="0" dy="0"/>"# }
        #expect(errors(layouts.prefix(16).joined()) == [])
        #expect(errors(layouts.joined()) == ["t.xml:18:1: error: B P: more than 16 layouts on one sheet, the most a sheet may have"])
    }
}
