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
        options.templates = [elsewhere.url.path]
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
}
