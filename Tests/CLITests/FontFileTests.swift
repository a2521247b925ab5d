import Foundation
import TestSupport
import Testing

/// Fonts that travel with a spec: a font file beside it (`fonts`, or `--font-path`) sets its texts in a
/// family no one installed (pdffonts finds it embedded), is confined to the spec's folder as data and
/// pictures are, must be a font, and is a gallery input (a changed font renders the spec again). The
/// font is DejaVu Serif renamed "Poster Test Serif" by fontTools, so it cannot be installed already.
@Suite struct FontFileTests {
    static let spec =
        #"{ "fonts": ["fonts/PosterTest.ttf"], "theme": { "font": "Poster Test Serif" }, "pages": [ { "title": "Own font", "cells": [ { "text": "set in a file beside the spec" } ] } ] }"#

    /// Writes the test font as `fonts/PosterTest.ttf` in `folder`'s subfolder `base` (its top when empty),
    /// and `spec`, which names it, as `name` beside that folder.
    static func writeSpecAndFont(in folder: ScratchFolder, base: String = "", name: String = "s.json") throws {
        let base = base.isEmpty ? "" : base + "/"
        try FileManager.default.createDirectory(atPath: folder.path(base + "fonts"), withIntermediateDirectories: true)
        try TestFont.write(folder.path(base + "fonts/PosterTest.ttf"))
        try spec.write(toFile: folder.path(base + name), atomically: true, encoding: .utf8)
    }

    @Test func aFontBesideTheSpecIsEmbedded() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.writeSpecAndFont(in: folder)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0 && !run.stderr.contains("not installed"), "\(run.stderr)")
        #expect(try ToolProcess.run(tool: "pdffonts", [folder.path("s.pdf")]).stdout.contains("+PosterTestSerif"))

        // Without the key the family is not there; --font-path with the folder brings it back.
        let bare = Self.spec.replacingOccurrences(of: #""fonts": ["fonts/PosterTest.ttf"], "#, with: "")
        try bare.write(toFile: folder.path("bare.json"), atomically: true, encoding: .utf8)
        let missing = try PosterProcess.run(["check", folder.path("bare.json")])
        #expect(missing.stderr.contains(#"font "Poster Test Serif" is not installed"#), "\(missing.stderr)")
        let named = try PosterProcess.run(["render", "bare.json", "--font-path", "fonts", "-o", "b.pdf"], in: folder.url)
        #expect(named.status == 0 && !named.stderr.contains("not installed"), "\(named.stderr)")
        #expect(try ToolProcess.run(tool: "pdffonts", [folder.path("b.pdf")]).stdout.contains("+PosterTestSerif"))
    }

    @Test(arguments: [
        (#""fonts": ["../outside.ttf"]"#, #"error: fonts[0]: "../outside.ttf" is outside the spec's folder; pass --allow-outside to read it"#),
        (#""fonts": ["s.json"]"#, #"is not a font file (TrueType, OpenType or WOFF) that fontconfig can read"#),
        (#""fonts": ["nowhere.ttf"]"#, #"error: fonts[0]: cannot read fonts "nowhere.ttf": no such file or folder"#),
        (#""fonts": [3]"#, #"error: fonts[0]: expected a string"#),
    ])
    func badFontFilesAreRefusedWhereTheyAreWritten(_ key: String, _ message: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("in"), withIntermediateDirectories: true)
        try TestFont.write(folder.path("outside.ttf"))
        try #"{ \#(key), "pages": [ { "cells": [ { "text": "x" } ] } ] }"#.write(toFile: folder.path("in/s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("in/s.json"), "-o", folder.path("in/s.pdf")])
        #expect(run.status == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("in/s.pdf")))
    }

    /// A font in a folder of fonts that is a symbolic link out of the spec's folder is refused where the
    /// folder is named, as the same link named directly is: nothing is rendered, and a gallery records
    /// neither the file's path nor its digest.
    @Test func aLinkInAFolderOfFontsMayNotLeadOutOfTheSpecsFolder() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for name in ["specs/fonts", "named"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        try TestFont.write(folder.path("outside.ttf"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("specs/fonts/PosterTest.ttf"), withDestinationPath: "../../outside.ttf")
        try FileManager.default.createSymbolicLink(atPath: folder.path("named/PosterTest.ttf"), withDestinationPath: folder.path("outside.ttf"))
        let spec = Self.spec.replacingOccurrences(of: "fonts/PosterTest.ttf", with: "fonts")
        try spec.write(toFile: folder.path("specs/s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", "specs/s.json", "-o", "s.pdf"], in: folder.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                #"specs/s.json:1:13: error: fonts[0]: "fonts/PosterTest.ttf" is a symbolic link that leads outside the spec's folder; pass --allow-outside to read it"#
            ), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.pdf")))
        let allowed = try PosterProcess.run(["render", "specs/s.json", "-o", "s.pdf", "--allow-outside"], in: folder.url)
        #expect(allowed.status == 0, "\(allowed.stderr)")

        let bare = Self.spec.replacingOccurrences(of: #""fonts": ["fonts/PosterTest.ttf"], "#, with: "")
        try bare.write(toFile: folder.path("specs/bare.json"), atomically: true, encoding: .utf8)
        let named = try PosterProcess.run(["render", "specs/bare.json", "--font-path", "named", "-o", "b.pdf"], in: folder.url)
        #expect(named.status == 1)
        #expect(named.stderr.contains(#"/named/PosterTest.ttf" is a symbolic link that leads outside ""#), "\(named.stderr)")
        #expect(named.stderr.contains(#"/named" and the spec's folder; pass --allow-outside to read it"#), "\(named.stderr)")

        let gallery = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf"], in: folder.url)
        #expect(gallery.status == 1, "\(gallery.stderr)")
        let index = try String(contentsOfFile: folder.path("out/index.json"), encoding: .utf8)
        let digest = try ToolProcess.run(tool: "sha256sum", [folder.path("outside.ttf")]).stdout.prefix(64)
        #expect(!index.contains("outside.ttf") && !index.contains(String(digest)), "\(index)")
    }

    /// `poster fonts --spec` lists what the spec adds first, marked, then what is installed.
    @Test func fontsListsASpecsOwnFamiliesFirst() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.writeSpecAndFont(in: folder)
        let listed = try PosterProcess.run(["fonts", "--spec", folder.path("s.json")])
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n")
        #expect(lines.first == "Poster Test Serif (spec)", "\(lines.prefix(3))")
        #expect(lines.contains("DejaVu Sans"))
        let bad = try PosterProcess.run(["fonts", "--font-path", folder.path("s.json")])
        #expect(bad.status == 1 && bad.stderr.contains("is not a font file"), "\(bad.stderr)")
    }

    @Test func aGalleryRendersAgainWhenItsFontChanges() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.writeSpecAndFont(in: folder, base: "specs")
        let gallery = { try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf"], in: folder.url) }
        let first = try gallery()
        #expect(first.status == 0, "\(first.stderr)")
        let unchanged = try gallery()
        #expect(unchanged.stderr.contains("1 spec: 0 rendered, 1 skipped (unchanged)"), "\(unchanged.stderr)")
        try TestFont.write(folder.path("specs/fonts/PosterTest.ttf"), version: "2.0")
        let changed = try gallery()
        #expect(changed.stderr.contains("1 spec: 1 rendered, 0 skipped (unchanged)"), "\(changed.stderr)")
    }

    /// A spec's font file is recorded where it is in the gallery's folder, so a later run (another spec
    /// added, which draws the contact sheet again), a run from inside the folder and a merge of shards find
    /// it: it was recorded from the folder the first run ran in, and found under the gallery's folder
    /// twice ("specs/specs/fonts/...").
    @Test func aGalleryFindsItsSpecsFontFromAnyFolderAndInAMerge() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.writeSpecAndFont(in: folder, base: "specs")
        let first = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out/index.json"))) as? [String: Any])
        let inputs = try #require((manifest["specs"] as? [[String: Any]])?.first?["inputs"] as? [[String: Any]])
        #expect(inputs.contains { $0["role"] as? String == "font" && $0["path"] as? String == "fonts/PosterTest.ttf" }, "\(inputs)")
        try Self.spec.write(toFile: folder.path("specs/t.json"), atomically: true, encoding: .utf8)
        let added = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf"], in: folder.url)
        #expect(added.status == 0 && added.stderr.contains("2 specs: 1 rendered, 1 skipped (unchanged)"), "\(added.stderr)")
        let inside = try PosterProcess.run(["gallery", ".", "-o", "../out", "--format", "pdf"], in: folder.url.appendingPathComponent("specs"))
        #expect(inside.status == 0 && inside.stderr.contains("2 specs: 0 rendered, 2 skipped (unchanged)"), "\(inside.stderr)")
        for shard in ["1/2", "2/2"] {
            let part = try PosterProcess.run(["gallery", "specs", "-o", "part-\(shard.prefix(1))", "--format", "pdf", "--shard", shard], in: folder.url)
            #expect(part.status == 0, "\(part.stderr)")
        }
        let merge = try PosterProcess.run(["gallery", "merge", "part-1", "part-2", "-o", "merged"], in: folder.url)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("merged/contact-sheet.pdf")))
    }

    /// A font file is set for the spec that names it only: in one gallery process, a spec rendered after
    /// it that asks for the same family without the file is told the family is not installed, and its
    /// PDF does not embed the font.
    @Test func aSpecsFontIsNotLentToTheSpecsAfterIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.writeSpecAndFont(in: folder, base: "specs", name: "a-own.json")
        let borrowing = Self.spec.replacingOccurrences(of: #""fonts": ["fonts/PosterTest.ttf"], "#, with: "")
        try borrowing.write(toFile: folder.path("specs/b-borrowing.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["gallery", "specs", "-o", "out", "--format", "pdf", "--jobs", "1"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out/index.json"))) as? [String: Any])
        let specs = try #require(manifest["specs"] as? [[String: Any]])
        func warnings(_ name: String) -> [String] { specs.first { $0["path"] as? String == name }?["warnings"] as? [String] ?? ["no record of \(name)"] }
        #expect(warnings("a-own.json").isEmpty, "\(warnings("a-own.json"))")
        #expect(warnings("b-borrowing.json").contains { $0.contains(#"font "Poster Test Serif" is not installed"#) }, "\(warnings("b-borrowing.json"))")
        let pdfs = try FileManager.default.subpathsOfDirectory(atPath: folder.path("out")).filter { $0.hasSuffix(".pdf") }
        let own = try #require(pdfs.first { $0.contains("a-own") }), borrowed = try #require(pdfs.first { $0.contains("b-borrowing") })
        #expect(try ToolProcess.run(tool: "pdffonts", [folder.path("out/" + own)]).stdout.contains("+PosterTestSerif"))
        #expect(try !ToolProcess.run(tool: "pdffonts", [folder.path("out/" + borrowed)]).stdout.contains("PosterTestSerif"))
    }
}
