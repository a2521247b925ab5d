import CairoKit
import Foundation
import TestSupport
import Testing

/// The shipped layouts plus an invalid spec, copied into a scratch folder as `specs/`, and galleries of
/// them written there by the built binary (run from that folder, so manifests name `specs` alike).
struct LayoutGallery {
    let folder: ScratchFolder

    static let layouts = repositoryRoot.appendingPathComponent("layouts")
    static let invalidName = "broken.json"
    /// Invalid, with markup in what its diagnostic quotes: the index must show it as text.
    static let invalidSpec = #"{ "version": 1, "pages": [ { "cells": [ { "figure": { "kind": "<script>alert(1)</script>" } } ] } ] }"#
    /// Small pages and thumbnails, to keep the tests quick.
    static let small = ["--dpi", "30", "--thumb-size", "64"]

    init() throws {
        folder = try ScratchFolder()
        try FileManager.default.copyItem(at: Self.layouts, to: folder.url.appendingPathComponent("specs"))
        try Data(Self.invalidSpec.utf8).write(to: folder.url.appendingPathComponent("specs/\(Self.invalidName)"))
    }

    /// Runs `poster gallery specs -o OUTPUT` with small outputs and `arguments`.
    func build(_ output: String, _ arguments: [String] = []) throws -> PosterProcess.Outcome {
        try PosterProcess.run(["gallery", "specs", "-o", output] + Self.small + arguments, in: folder.url)
    }

    func url(_ path: String) -> URL { folder.url.appendingPathComponent(path) }

    /// Where two files differ: the first dozen lines that differ, for a text, else the first byte offset.
    static func firstDifference(_ a: Data, _ b: Data?) -> String {
        guard let b else { return "the second is missing" }
        guard let i = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else { return "one is longer" }
        guard let left = String(data: a, encoding: .utf8), let right = String(data: b, encoding: .utf8) else { return "at byte \(i)" }
        let lines = zip(left.split(separator: "\n"), right.split(separator: "\n")).enumerated().filter { $0.element.0 != $0.element.1 }
        guard !lines.isEmpty else { return "at byte \(i)" }
        return lines.prefix(12).map { "line \($0.offset + 1): \($0.element.0) | \($0.element.1)" }.joined(separator: "\n")
    }

    /// `index.json` of the gallery in `output`, decoded.
    func manifest(_ output: String) throws -> [String: Any] {
        let data = try Data(contentsOf: url(output).appendingPathComponent("index.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every file of the gallery in `output` by relative path, `index.json` and `index.html` without their times.
    func files(_ output: String) throws -> [String: Data] {
        let root = url(output)
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? FileManager.DirectoryEnumerator() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            var data = try Data(contentsOf: root.appendingPathComponent(path))
            if path == "index.json" {
                let text = String(decoding: data, as: UTF8.self)
                let timing = try #require(text.firstMatch(of: #/\n  "timing" : \{\n(    .*\n)*  \}/#), "index.json has no timing field")
                data = Data(text.replacingCharacters(in: timing.range, with: "").utf8)
            } else if path == "index.html" {
                data = Data(String(decoding: data, as: UTF8.self).replacing(#/<span class="timing">[^<]*</span>/#, with: "").utf8)
            }
            files[path] = data
        }
        return files
    }

    /// The relative paths of the specs: every JSON and YAML file but those a spec reads as data.
    func specPaths(data: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url("specs").path)
            .filter { ["json", "yaml", "yml"].contains(($0 as NSString).pathExtension) && !data.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The SHA-256 of each file, from `sha256sum`.
    static func sha256(_ paths: [String]) throws -> [String: String] {
        let result = try ToolProcess.run(tool: "sha256sum", paths)
        #expect(result.status == 0, "\(result.stderr)")
        var digests: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            digests[String(parts[1].drop { $0 == " " || $0 == "*" })] = String(parts[0])
        }
        return digests
    }
}

@Suite struct GalleryCLITests {
    @Test func rendersEveryLayoutAndReportsTheInvalidSpec() throws {
        let gallery = try LayoutGallery()
        defer { gallery.folder.remove() }
        let result = try gallery.build("out", ["--jobs", "2"])
        #expect(result.status == 1)
        #expect(result.stdout == "out/index.html\nout/index.json\nout/contact-sheet.pdf\n")
        #expect(
            result.stderr.contains(
                "failed: broken.json\n  specs/broken.json:1:63: error: pages[0].cells[0].figure.kind: unknown value \"<script>alert(1)</script>\""))

        let manifest = try gallery.manifest("out")
        let specs = try #require(manifest["specs"] as? [[String: Any]])
        let inputs = specs.flatMap { ($0["inputs"] as? [[String: Any]]) ?? [] }
        let data = Set(inputs.filter { $0["role"] as? String == "data" }.compactMap { $0["path"] as? String })
        let names = try gallery.specPaths(data: data)
        #expect(specs.map { $0["path"] as? String } == names)
        #expect(result.stderr.contains("poster gallery: \(names.count) specs: \(names.count - 1) rendered, 0 skipped (unchanged), 1 failed, 0 removed"))
        for spec in specs {
            let name = try #require(spec["path"] as? String)
            #expect(spec["status"] as? String == (name == LayoutGallery.invalidName ? "invalid" : "ok"), "\(name): \(spec["diagnostics"] ?? "")")
        }

        // Every output and every input is where the manifest says, with the size and digest it records.
        let outputs = specs.flatMap { ($0["outputs"] as? [[String: Any]]) ?? [] } + [try #require(manifest["contactSheet"] as? [String: Any])]
        let outputPaths = outputs.compactMap { $0["path"] as? String }.map { gallery.url("out/\($0)").path }
        let inputPaths = inputs.compactMap { input in
            (input["path"] as? String).map { $0.hasPrefix("/") ? $0 : gallery.url("specs/\($0)").path }
        }
        let digests = try LayoutGallery.sha256(outputPaths + inputPaths)
        for (record, path) in zip(outputs, outputPaths) {
            #expect(digests[path] == record["sha256"] as? String, "\(path)")
            #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == record["bytes"] as? Int, "\(path)")
        }
        for (record, path) in zip(inputs, inputPaths) { #expect(digests[path] == record["sha256"] as? String, "\(path)") }
        #expect(inputs.contains { ($0["path"] as? String)?.hasSuffix("/DejaVuSans.ttf") == true && $0["role"] as? String == "font" })

        // A thumbnail per page, its longer side 64 pixels; a PNG per page; every page on the contact sheet.
        var pages = 0
        for spec in specs where spec["status"] as? String == "ok" {
            let count = try #require(spec["pages"] as? Int)
            pages += count
            let files = try #require(spec["outputs"] as? [[String: Any]])
            #expect(files.count { $0["role"] as? String == "pdf" } == 1)
            #expect(files.count { $0["role"] as? String == "png" } == count)
            for thumbnail in files where thumbnail["role"] as? String == "thumbnail" {
                let image = try decodedPNG(at: gallery.url("out/\(try #require(thumbnail["path"] as? String))").path)
                #expect(max(image.width, image.height) == 64)
                #expect((image.width, image.height) == (thumbnail["width"] as? Int, thumbnail["height"] as? Int))
            }
            #expect(files.count { $0["role"] as? String == "thumbnail" } == count)
        }
        let info = try ToolProcess.run(tool: "pdfinfo", [gallery.url("out/contact-sheet.pdf").path])
        #expect(info.stdout.contains("Pages:           \((pages + 11) / 12)\n"))

        // The invalid spec's diagnostic is shown as text, never as markup.
        let html = try String(contentsOf: gallery.url("out/index.html"), encoding: .utf8)
        #expect(html.contains("unknown value &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;"))
        #expect(!html.contains("<script"))
        #expect(html.components(separatedBy: "<article ").count - 1 == names.count)
        // The failure comes first, and the summary's counts lead to the cards, the contact sheet and it.
        let firstCard = try #require(html.range(of: "<article ")).lowerBound
        #expect(html[firstCard...].hasPrefix("<article id=\"failed\" class=\"card invalid\""), "\(html[firstCard...].prefix(80))")
        #expect(html.components(separatedBy: "class=\"card invalid\"").count == 2)
        #expect(html.contains("<a href=\"#specs\">\(names.count) specs</a>"))
        #expect(html.contains("<a href=\"contact-sheet.pdf\">\(pages) pages</a>"))
        #expect(html.contains("<a class=\"bad\" href=\"#failed\"><strong>1 failed</strong></a>"))
        #expect(html.contains("<main id=\"specs\">"))
    }

    @Test func aSecondRunWritesNothingAndLaterRunsOnlyWhatChanged() throws {
        let gallery = try LayoutGallery()
        defer { gallery.folder.remove() }
        let first = try gallery.build("out")
        let specs = try #require(try gallery.manifest("out")["specs"] as? [[String: Any]]).count
        #expect(first.stderr.contains("\(specs - 1) rendered, 0 skipped (unchanged), 1 failed"), "\(first.stderr)")
        let before = try gallery.files("out")

        let second = try gallery.build("out")
        #expect(second.status == 1)
        #expect(second.stderr.contains("poster gallery: \(specs) specs: 0 rendered, \(specs - 1) skipped (unchanged), 1 failed, 0 removed"), "\(second.stderr)")
        #expect(second.stderr.contains("pies.json: skipped: unchanged"))
        #expect(try gallery.files("out") == before)

        let pies = gallery.url("specs/pies.json")
        let text = try String(contentsOf: pies, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Changed: ").utf8).write(to: pies)
        try FileManager.default.removeItem(at: gallery.url("specs/bounce.json"))
        let third = try gallery.build("out", ["--quiet"])
        #expect(
            third.stderr.contains("poster gallery: \(specs - 1) specs: 1 rendered, \(specs - 3) skipped (unchanged), 1 failed, 1 removed"), "\(third.stderr)")
        #expect(!third.stderr.contains("skipped: unchanged\n"))
        #expect(!FileManager.default.fileExists(atPath: gallery.url("out/specs/bounce").path))
        let after = try gallery.files("out")
        #expect(after["specs/pies/pies.pdf"] != before["specs/pies/pies.pdf"])
        #expect(after["specs/badges/badges.pdf"] == before["specs/badges/badges.pdf"])
        #expect(after.keys.filter { $0.hasPrefix("specs/bounce/") }.isEmpty)
    }

    @Test func twoJobsWriteTheSameFilesAsOne() throws {
        let gallery = try LayoutGallery()
        defer { gallery.folder.remove() }
        #expect(try gallery.build("one", ["--jobs", "1"]).status == 1)
        #expect(try gallery.build("two", ["--jobs", "2"]).status == 1)
        let one = try gallery.files("one"), two = try gallery.files("two")
        #expect(one.count > 30)
        #expect(Set(one.keys) == Set(two.keys))
        for (path, data) in one { #expect(two[path] == data, "\(path) differs: \(LayoutGallery.firstDifference(data, two[path]))") }
    }

    @Test func threeShardsMergedEqualOneRun() throws {
        let gallery = try LayoutGallery()
        defer { gallery.folder.remove() }
        #expect(try gallery.build("single", ["--jobs", "1"]).status == 1)
        var parts: [Set<String>] = []
        for k in 1...3 {
            let part = try gallery.build("part\(k)", ["--shard", "\(k)/3", "--jobs", "1", "--quiet"])
            #expect(part.stdout == "part\(k)/index.json\n", "\(part.stderr)")
            let manifest = try gallery.manifest("part\(k)")
            #expect((manifest["shard"] as? [String: Int]) == ["index": k, "count": 3])
            #expect(!FileManager.default.fileExists(atPath: gallery.url("part\(k)/index.html").path))
            parts.append(Set(try #require(manifest["specs"] as? [[String: Any]]).compactMap { $0["path"] as? String }))
        }
        let all = Set(try #require(try gallery.manifest("single")["specs"] as? [[String: Any]]).compactMap { $0["path"] as? String })
        #expect(parts.reduce(0) { $0 + $1.count } == all.count)
        #expect(parts.reduce(Set()) { $0.union($1) } == all)

        let merged = try PosterProcess.run(["gallery", "merge", "part1", "part2", "part3", "-o", "merged"], in: gallery.folder.url)
        #expect(merged.status == 1)
        #expect(merged.stdout == "merged/index.html\nmerged/index.json\nmerged/contact-sheet.pdf\n")
        #expect(merged.stderr.contains("merged 3 parts: \(all.count) specs, \(all.count - 1) rendered, 1 failed"), "\(merged.stderr)")
        let single = try gallery.files("single"), joined = try gallery.files("merged")
        #expect(Set(single.keys) == Set(joined.keys))
        for (path, data) in single { #expect(joined[path] == data, "\(path) differs: \(LayoutGallery.firstDifference(data, joined[path]))") }
    }

    /// The script added to a copy of the index: it records, once the page has loaded, whether every image
    /// decoded, where every link points, and how many scripts the page has.
    static let checkScript = """
        <script>
        addEventListener("load", () => {
          const result = {
            images: Array.from(document.images, image => ({ src: image.src, loaded: image.complete && image.naturalWidth > 0 })),
            links: Array.from(document.links, link => link.href),
            scripts: document.scripts.length,
            cards: Array.from(document.querySelectorAll("article.card"), card => ({ path: card.dataset.path, source: card.querySelector("a.source")?.href })),
          };
          const out = document.createElement("pre");
          out.id = "gallery-check";
          out.textContent = encodeURIComponent(JSON.stringify(result));
          document.body.append(out);
        });
        </script>
        """

    /// The script added to a copy of a source page: the text its lines show (line numbers left out), the
    /// lines marked as errors, and how many scripts the page has.
    static let sourceCheckScript = """
        <script>
        addEventListener("load", () => {
          const lines = Array.from(document.querySelectorAll("code .line"), line =>
            Array.from(line.childNodes).filter(node => !(node.classList && node.classList.contains("number"))).map(node => node.textContent).join(""));
          const result = { text: lines.join("\\n"), errors: Array.from(document.querySelectorAll(".line.error"), line => line.id), scripts: document.scripts.length };
          const out = document.createElement("pre");
          out.id = "gallery-check";
          out.textContent = encodeURIComponent(JSON.stringify(result));
          document.body.append(out);
        });
        </script>
        """

    static var chromium: URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("chromium") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    @Test func theIndexLoadsInABrowser() throws {
        let chromium = try #require(Self.chromium, "chromium is not installed (make setup installs it)")
        let gallery = try LayoutGallery()
        defer { gallery.folder.remove() }
        #expect(try gallery.build("out").status == 1)
        let index = gallery.url("out/index.html")
        let page = try String(contentsOf: index, encoding: .utf8)
        let check = gallery.url("out/check.html")
        try Data(page.replacingOccurrences(of: "</body>", with: Self.checkScript + "\n</body>").utf8).write(to: check)
        let browser = ["--headless", "--disable-gpu", "--no-sandbox", "--user-data-dir=\(gallery.url("profile").path)"]
        let dump = try ToolProcess.run(chromium, browser + ["--virtual-time-budget=10000", "--dump-dom", check.absoluteString])
        #expect(dump.status == 0, "\(dump.stderr)")
        let marker = #/<pre id="gallery-check">([^<]*)</pre>/#
        let encoded = try #require(dump.stdout.firstMatch(of: marker)?.1, "the check did not run: \(dump.stdout.prefix(2000))")
        let json = try #require(String(encoded).removingPercentEncoding)
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

        let specs = try #require(try gallery.manifest("out")["specs"] as? [[String: Any]])
        let thumbnails = specs.flatMap { ($0["outputs"] as? [[String: Any]]) ?? [] }.count { $0["role"] as? String == "thumbnail" }
        let images = try #require(result["images"] as? [[String: Any]])
        #expect(images.count == thumbnails)
        for image in images { #expect(image["loaded"] as? Bool == true, "\(image["src"] ?? "")") }
        let links = try #require(result["links"] as? [String])
        #expect(links.count > thumbnails)
        for link in links {
            let url = try #require(URL(string: link))
            #expect(url.isFileURL && FileManager.default.fileExists(atPath: url.path), "\(link)")
        }
        // Only the check's own script: the markup quoted in the invalid spec's diagnostic stayed text.
        #expect(result["scripts"] as? Int == 1)
        #expect(dump.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))

        // Every card opens its spec's source: the page shows the spec's text as it is, the failure's
        // at its problem's line, marked.
        let cards = try #require(result["cards"] as? [[String: Any]])
        #expect(cards.count == specs.count)
        for card in cards { #expect(card["source"] is String, "\(card["path"] ?? "") has no source link") }
        for name in [LayoutGallery.invalidName, "landmark-badges.json", "print.yaml"] {
            let link = try #require(cards.first { $0["path"] as? String == name }?["source"] as? String)
            let url = try #require(URL(string: link))
            #expect((url.fragment != nil) == (name == LayoutGallery.invalidName), "\(link)")
            let page = try String(contentsOf: url, encoding: .utf8)
            let copy = url.deletingLastPathComponent().appendingPathComponent("check-source.html")
            try Data(page.replacingOccurrences(of: "</body>", with: Self.sourceCheckScript + "\n</body>").utf8).write(to: copy)
            let shown = try ToolProcess.run(chromium, browser + ["--virtual-time-budget=10000", "--dump-dom", copy.absoluteString])
            let found = try #require(shown.stdout.firstMatch(of: marker)?.1, "the source check did not run: \(shown.stdout.prefix(2000))")
            let decoded = try #require(String(found).removingPercentEncoding)
            let source = try #require(try JSONSerialization.jsonObject(with: Data(decoded.utf8)) as? [String: Any])
            let text = try String(contentsOf: gallery.url("specs/\(name)"), encoding: .utf8)
            #expect(source["text"] as? String == text, "\(name)")
            #expect(source["scripts"] as? Int == 1)
            #expect(source["errors"] as? [String] == (name == LayoutGallery.invalidName ? ["L1"] : []))
        }

        let shots = repositoryRoot.appendingPathComponent(".build/gallery-tests")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let shot = shots.appendingPathComponent("index.png")
        let screenshot = try ToolProcess.run(
            chromium, browser + ["--hide-scrollbars", "--window-size=1280,1000", "--screenshot=\(shot.path)", index.absoluteString])
        #expect(screenshot.status == 0, "\(screenshot.stderr)")
        let image = try decodedPNG(at: shot.path)
        #expect((image.width, image.height) == (1280, 1000))

        // As a reviewer uses it (Selenium, Tests/Browser/gallery.py): failures first, the animated specs'
        // images moving, every card's source opening.
        let script = repositoryRoot.appendingPathComponent("Tests/Browser/gallery.py").path
        let reviewed = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, index.path], timeout: 180)
        #expect(reviewed.status == 0, "\(reviewed.stdout)\(reviewed.stderr)")
        let lines = reviewed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "failures first: 1 of \(specs.count)")
        let animated = try FileManager.default.contentsOfDirectory(atPath: gallery.url("specs").path).filter { $0.hasSuffix("-animation.json") }
        #expect(animated.count >= 3)
        for name in animated { #expect(lines.contains("animated: \(name.dropLast(5))-1.thumb.webp changes"), "\(reviewed.stdout)") }
        #expect(lines.contains("sources open: \(specs.count)"))
    }
}
