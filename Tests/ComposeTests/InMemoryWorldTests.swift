import CairoKit
import Compose
import FileIO
import Foundation
import Inputs
import Scene
import SpecModel
import SpecReader
import Testing

/// A spec loaded in a world of files held in memory: pictures named by a data row are inputs like the
/// rest, with their digests, and every policy option reaches them as it reaches a picture named directly.
@Suite struct InMemoryWorldTests {
    /// An SVG picture `side` pixels square.
    private static func svg(_ side: Int, _ colour: String) -> [UInt8] {
        Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(side)" height="\#(side)"><rect width="\#(side)" height="\#(side)" fill="\#(colour)"/></svg>"#
                .utf8)
    }

    /// A PNG picture `side` pixels square.
    private static func png(_ side: Int) throws -> [UInt8] {
        let stream = ByteStream()
        try Surface.image(width: side, height: side).writePNG(to: stream)
        return stream.bytes
    }

    private static let sheet = #"""
        { "page": { "size": "A6" }, "pages": [ { "sheet": { "data": "names.csv", "grid": { "columns": 2, "rows": 1 },
          "cell": { "figure": { "kind": "image", "src": "{picture}" } } } } ] }
        """#

    private func world(pictures: [String: [UInt8]], rows: [String]) -> World {
        var files = pictures.reduce(into: [String: [UInt8]]()) { $0["/memory/spec/\($1.key)"] = $1.value }
        files["/memory/spec/names.csv"] = Array((["picture"] + rows).joined(separator: "\n").utf8)
        return World(folder: "/memory/spec", snapshot: InputSnapshot(files: files))
    }

    @Test func picturesNamedByRowsAreInputsWithTheirDigests() throws {
        let pictures = ["a.svg": Self.svg(10, "red"), "b.svg": Self.svg(10, "blue")]
        let result = SpecLoader.load(text: Self.sheet, file: "/memory/spec/spec.json", world: world(pictures: pictures, rows: ["a.svg", "b.svg"]))
        #expect(result.document != nil, "\(result.diagnostics)")
        #expect(result.inputs == ["/memory/spec/names.csv", "/memory/spec/a.svg", "/memory/spec/b.svg"])
        #expect(result.inputDigests["/memory/spec/b.svg"] == SHA256Hex.of(Self.svg(10, "blue")))
    }

    @Test func aRowsPictureOutsideTheFolderIsRefusedUnlessAllowed() throws {
        let files = ["/memory/spec/names.csv": Array("picture\n../x.svg\n".utf8), "/memory/x.svg": Self.svg(10, "red")]
        let refused = SpecLoader.load(
            text: Self.sheet, file: "/memory/spec/spec.json", world: World(folder: "/memory/spec", snapshot: InputSnapshot(files: files)))
        #expect(refused.document == nil)
        #expect(
            refused.diagnostics.contains { $0.message.contains("\"../x.svg\" is outside the spec's folder; pass --allow-outside to read it") },
            "\(refused.diagnostics)")
        var options = LoadOptions()
        options.policy.allowOutside = true
        let allowed = SpecLoader.load(
            text: Self.sheet, file: "/memory/spec/spec.json", world: World(folder: "/memory/spec", snapshot: InputSnapshot(files: files)), options: options)
        #expect(allowed.document != nil, "\(allowed.diagnostics)")
    }

    @Test func aRowsPictureOverThePixelLimitIsRefusedAsADirectOneIs() throws {
        var options = LoadOptions()
        options.policy.maximumImagePixels = 50 * 50
        let fromRow = SpecLoader.load(
            text: Self.sheet, file: "/memory/spec/spec.json", world: world(pictures: ["big.png": try Self.png(100)], rows: ["big.png"]), options: options)
        let direct = SpecLoader.load(
            text:
                #"{ "page": { "size": "A6" }, "pages": [ { "grid": { "columns": 1, "rows": 1 }, "cells": [ { "figure": { "kind": "image", "src": "big.png" } } ] } ] }"#,
            file: "/memory/spec/spec.json", world: world(pictures: ["big.png": try Self.png(100)], rows: []), options: options)
        #expect(fromRow.document == nil && direct.document == nil)
        let rowMessage = try #require(fromRow.diagnostics.first?.message)
        let directMessage = try #require(direct.diagnostics.first?.message)
        #expect(rowMessage.hasSuffix(directMessage), "\(rowMessage) / \(directMessage)")
        #expect(directMessage.contains("--max-image-pixels"), "\(directMessage)")
    }

    @Test func aMissingPictureIsReportedWithoutTouchingTheDisk() throws {
        let result = SpecLoader.load(text: Self.sheet, file: "/memory/spec/spec.json", world: world(pictures: [:], rows: ["gone.svg"]))
        #expect(result.document == nil)
        #expect(result.diagnostics.contains { $0.message.contains("cannot read image \"gone.svg\"") }, "\(result.diagnostics)")
    }
}
