import Compose
import Foundation
import Scene
import SpecReader
import TestSupport
import Testing
import Typesetting

/// The font files a spec names are set for its own texts only, in one process as in many: a document
/// loaded after it does not find the family, and a file changed since (a font edited while `watch`
/// runs) is read again rather than the first version kept.
@Suite struct DocumentFontTests {
    static func spec(family: String, fonts: Bool) -> String {
        #"{ \#(fonts ? #""fonts": ["PosterTest.ttf"], "# : "")"theme": { "font": "\#(family)" }, "pages": [ { "title": "Own font", "cells": [ { "text": "set in a file" } ] } ] }"#
    }

    /// The font files the document's texts are set in.
    static func files(_ result: SpecLoader.Result) throws -> Set<String> {
        let document = try #require(result.document)
        var files: Set<String> = []
        for page in document.pages {
            for case .text(let text) in page.items { files.formUnion(Typesetter.fontFiles(of: text)) }
        }
        return files
    }

    static func notInstalled(_ result: SpecLoader.Result) -> Bool {
        result.diagnostics.contains { $0.message.contains("is not installed") }
    }

    @Test func aSpecsFontFileIsNotSeenByTheDocumentsLoadedAfterIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let font = folder.path("PosterTest.ttf")
        try TestFont.write(font, family: "Poster Isolated Serif")
        try Self.spec(family: "Poster Isolated Serif", fonts: true).write(toFile: folder.path("own.json"), atomically: true, encoding: .utf8)
        try Self.spec(family: "Poster Isolated Serif", fonts: false).write(toFile: folder.path("other.json"), atomically: true, encoding: .utf8)

        let own = SpecLoader.load(path: folder.path("own.json"))
        #expect(!Self.notInstalled(own), "\(own.diagnostics)")
        #expect(try Self.files(own).contains(font))
        let other = SpecLoader.load(path: folder.path("other.json"))
        #expect(Self.notInstalled(other), "\(other.diagnostics)")
        #expect(try !Self.files(other).contains(font))
        // And the first again, after the other: still its own font.
        #expect(try Self.files(SpecLoader.load(path: folder.path("own.json"))).contains(font))
    }

    @Test func aFontFileChangedSinceItWasFirstReadIsReadAgain() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try TestFont.write(folder.path("PosterTest.ttf"), family: "Poster Edited Serif")
        try Self.spec(family: "Poster Edited Serif", fonts: true).write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let first = SpecLoader.load(path: folder.path("s.json"))
        #expect(!Self.notInstalled(first), "\(first.diagnostics)")

        try TestFont.write(folder.path("PosterTest.ttf"), family: "Poster Edited Serif Two")
        try Self.spec(family: "Poster Edited Serif Two", fonts: true).write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let edited = SpecLoader.load(path: folder.path("s.json"))
        #expect(!Self.notInstalled(edited), "\(edited.diagnostics)")
        #expect(try Self.files(edited).contains(folder.path("PosterTest.ttf")))
    }
}
