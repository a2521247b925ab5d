import Compose
import Foundation
import Geometry
import Scene
import SpecModel
import SpecReader
import TestSupport
import Testing

@Suite struct StreamedDocumentTests {
    static let layouts = ["default.json", "fractals.json", "landmark-badges.json", "print.yaml", "tree-growth.json", "badges.json"]

    /// Laid out a page at a time, every shipped layout gives the pages and the diagnostics of the
    /// whole document laid out at once.
    @Test(arguments: layouts)
    func streamedPagesAreThePagesOfTheWholeDocument(_ name: String) throws {
        let path = repositoryRoot.appendingPathComponent("layouts/\(name)").path
        let whole = SpecLoader.load(path: path)
        let streamed = SpecLoader.load(path: path, streamed: true)
        let document = try #require(whole.document)
        let pages = try #require(streamed.streamed)
        #expect(streamed.document == nil)
        #expect(streamed.diagnostics == whole.diagnostics)
        #expect(pages.title == document.title && pages.pageCount == document.pages.count)
        for n in 1...pages.pageCount { #expect(pages.page(n) == document.pages[n - 1], "page \(n)") }
    }

    /// Label sheets (pages on a template's paper, backs mirrored) stream page for page as well.
    @Test func labelSheetsStreamAsTheyLayOut() throws {
        let rows = (1...30).map { #"{ "name": "Guest \#($0)", "n": \#($0 % 7 + 1) }"# }.joined(separator: ", ")
        let spec =
            #"{ "pages": [ { "sheet": { "data": [\#(rows)], "template": "L7163", "cell": { "figure": { "kind": "badge", "symbols": "{n}" }, "caption": "{name}" }, "back": { "text": "{name}" } } } ] }"#
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("labels.json")))
        let document = try #require(SpecLoader.load(path: folder.path("labels.json")).document)
        let pages = try #require(SpecLoader.load(path: folder.path("labels.json"), streamed: true).streamed)
        #expect(pages.pageCount == document.pages.count && pages.pageCount == 6)
        for n in 1...pages.pageCount { #expect(pages.page(n) == document.pages[n - 1], "page \(n)") }
    }

    /// The problems found while laying pages out (here a warning about detail too fine to show and an
    /// error about a grid whose gaps leave no room) are found before any page is asked for.
    @Test func problemsOfTheLayoutAreFoundBeforeAnyPage() throws {
        let spec = """
            { "page": { "size": "200pt x 200pt", "margin": 10 },
              "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 8 } } ] },
                         { "grid": { "columns": 2, "gap": 300 }, "cells": [ { "text": "a" }, { "text": "b" } ] } ] }
            """
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("s.json")))
        let whole = SpecLoader.load(path: folder.path("s.json"), options: LoadOptions(dpi: 72))
        let streamed = SpecLoader.load(path: folder.path("s.json"), options: LoadOptions(dpi: 72), streamed: true)
        #expect(streamed.streamed == nil && whole.document == nil)
        #expect(streamed.diagnostics == whole.diagnostics)
        #expect(streamed.diagnostics.map(\.severity) == [.warning, .error])
    }

    /// A figure repeated on consecutive pages is built once while streaming, as in the whole document.
    @Test func aFigureRepeatedOnTheNextPageIsNotBuiltAgain() throws {
        let page = #"{ "cells": [ { "figure": { "kind": "tree", "step": 5 } } ] }"#
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(#"{ "pages": [ \#(page), \#(page), \#(page) ] }"#.utf8).write(to: URL(fileURLWithPath: folder.path("s.json")))
        let pages = try #require(SpecLoader.load(path: folder.path("s.json"), streamed: true).streamed)
        let storage = { (page: Page) -> UnsafePointer<Geometry.Point>? in
            guard case .shape(let shape) = page.items.first(where: { if case .shape = $0 { true } else { false } }) else { return nil }
            return shape.path.points.withUnsafeBufferPointer { $0.baseAddress }
        }
        let first = pages.page(1), second = pages.page(2), third = pages.page(3)
        #expect(storage(first) != nil)
        #expect(storage(first) == storage(second) && storage(second) == storage(third))
    }
}
