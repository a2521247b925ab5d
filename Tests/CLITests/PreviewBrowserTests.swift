import Foundation
import TestSupport
import Testing

/// The preview page in a real browser (headless Chromium driven by Selenium, Tests/Browser/preview.py):
/// a save shows the new picture with zoom and scroll kept, a slider re-renders without touching the
/// file and Save writes its value, an error appears over the last good picture and clears; an animated
/// spec plays and scrubs.
@Suite struct PreviewBrowserTests {
    static let spec = """
        { "page": { "size": "800pt x 800pt", "margin": 0 },
          "pages": [ { "grid": { "columns": 2 },
            "cells": [
              { "figure": { "kind": "carpet", "level": 2 } },
              { "figure": { "kind": "tree", "step": 4 } } ] } ] }
        """

    static func drive(_ spec: String, named name: String, files: [String: String] = [:], mode: [String] = []) throws -> PosterProcess.Outcome {
        let (folder, preview) = try PreviewProcess.previewing(spec, named: name, files: files)
        defer {
            preview.stop()
            folder.remove()
        }
        let script = repositoryRoot.appendingPathComponent("Tests/Browser/preview.py").path
        return try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, preview.url, name] + mode, in: folder.url, timeout: 120)
    }

    @Test func editsSlidersSavesAndErrorsShowInTheBrowser() throws {
        let result = try Self.drive(Self.spec, named: "spec.json")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("zoom and scroll kept"))
        #expect(lines.contains { $0.hasPrefix("slider pages[0].cells[0].figure.angle shown: /page/1.svg?v=") })
        #expect(lines.contains(#"saved: { "figure": { "angle": 30, "kind": "carpet", "level": 3 } },"#))
        #expect(
            lines.contains(
                #"error shown: spec.json:4:61: error: pages[0].cells[0].figure.level: expected a whole number from 0 to 8, or "auto", found a number (30)"#))
        #expect(lines.last == #"{"done": true}"#)
    }

    /// An A1 poster opens fitted to the 1200 x 900 window; its controls are named by caption, place and
    /// kind, and Save is in view at 1,200 and 1,400 px; reopened while the spec is invalid, the page shows
    /// the error over the last good picture.
    @Test func aLargePageFitsAndAReopenedPageShowsTheLastGoodPicture() throws {
        let spec = """
            { "page": { "size": "A1" },
              "pages": [ { "grid": { "columns": 2 },
                "cells": [
                  { "figure": { "kind": "carpet", "level": 2 }, "caption": "Sierpinski" },
                  { "figure": { "kind": "tree", "step": 4 } } ] } ] }
            """
        let result = try Self.drive(spec, named: "a1.json", mode: ["fit"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let zoom = try #require(lines.first { $0.hasPrefix("fits at ") }.flatMap { Int($0.dropFirst("fits at ".count).dropLast()) })
        #expect(zoom < 50, "an A1 page (2245 px high at 100 %) fits 900 px at well under half")
        #expect(lines.contains("legend: Sierpinski · cells[0] carpet"))
        #expect(lines.contains("control: cells[0] carpet: angle"))
        #expect(lines.contains("save in view, enabled: False"), "nothing to save yet: \(lines)")
        #expect(lines.contains { $0.hasPrefix("reopened while invalid, shown: /page/1.svg?v=1") })
        #expect(lines.last == #"{"done": true}"#)
    }

    /// An 844-page sheet: its first page shows at once, a few pages are asked for until the view scrolls,
    /// the last once it is scrolled to; the panel says there are no controls.
    @Test func aLongSheetLoadsPagesAsTheyScrollIntoView() throws {
        let spec = """
            { "page": { "size": "200pt x 120pt", "margin": 10 },
              "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{name}" } } } ] }
            """
        let rows = (1...844).map { "Row \($0)" }
        let result = try Self.drive(spec, named: "sheet.json", files: ["rows.csv": (["name"] + rows).joined(separator: "\n")], mode: ["sheet"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let counts = try #require(lines.first { $0.hasPrefix("pages: ") }).split(separator: " ").compactMap { Int($0) }
        #expect(counts.count == 2 && counts[0] == 844, "\(lines)")
        #expect(counts.count == 2 && counts[1] <= 12, "pages asked for before scrolling: \(lines)")
        let later = try #require(lines.first { $0.hasPrefix("loaded after scrolling to the end: ") }.flatMap { Int($0.split(separator: " ").last!) })
        #expect(later <= 30, "only the pages scrolled past or near are asked for: \(later)")
        #expect(lines.contains { $0.hasPrefix("controls: No controls") })
        #expect(lines.last == #"{"done": true}"#)
    }

    @Test func anAnimatedSpecPlaysAndScrubs() throws {
        let spec = try String(contentsOf: repositoryRoot.appendingPathComponent("layouts/tree-animation.json"), encoding: .utf8)
        let result = try Self.drive(spec, named: "tree.json", mode: ["animation"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("scrubbed to /frame.svg?t=0.5000"))
        #expect(result.stdout.hasSuffix("{\"done\": true}\n"))
    }
}
