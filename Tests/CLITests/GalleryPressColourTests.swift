import Foundation
import TestSupport
import Testing

/// A gallery writes a spec's PDF for the press its load finds, as `poster render` does: the spec's own
/// `print.color`, or `--cmyk` given to the gallery. The press is how a document is written, not part of
/// the document, so this is what would lose it.
@Suite struct GalleryPressColourTests {
    static let inks =
        #"{ "version": 1, "title": "Inks", "page": { "size": "A6" }, "print": { "color": "cmyk" }, "pages": [ { "cells": [ { "text": "Ink" } ] } ] }"#
    static let screen = #"{ "version": 1, "title": "Screen", "page": { "size": "A6" }, "pages": [ { "cells": [ { "text": "RGB" } ] } ] }"#

    static func subtype(_ pdf: String) throws -> String? {
        let info = try ToolProcess.run(tool: "pdfinfo", [pdf]).stdout
        return info.split(separator: "\n").first { $0.hasPrefix("PDF subtype:") }.map {
            String($0.dropFirst("PDF subtype:".count)).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test(arguments: [false, true])
    func theGalleryWritesThePDFRenderWrites(cmykFlag: Bool) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("specs"), withIntermediateDirectories: true)
        try Data(Self.inks.utf8).write(to: URL(fileURLWithPath: folder.path("specs/inks.json")))
        try Data(Self.screen.utf8).write(to: URL(fileURLWithPath: folder.path("specs/screen.json")))
        let flag = cmykFlag ? ["--cmyk"] : []
        let gallery = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf", "--thumb-size", "32"] + flag, in: folder.url)
        #expect(gallery.status == 0, "\(gallery.stderr)")
        for name in ["inks", "screen"] {
            let rendered = try PosterProcess.run(["render", "specs/\(name).json", "-o", "\(name).pdf"] + flag, in: folder.url)
            #expect(rendered.status == 0, "\(rendered.stderr)")
            let written = folder.path("out/specs/\(name)/\(name).pdf")
            let expected: String? = name == "inks" || cmykFlag ? "PDF/X-4" : nil
            #expect(try Self.subtype(written) == expected, "\(name)")
            #expect(try Self.subtype(folder.path("\(name).pdf")) == expected, "\(name)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: written)) == Data(contentsOf: URL(fileURLWithPath: folder.path("\(name).pdf"))), "\(name)")
        }
    }
}
