import Foundation
import TestSupport
import Testing

/// The preview page in a real browser (headless Chromium driven by Selenium, Tests/Preview/browser.py):
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

    static func drive(_ spec: String, named name: String, mode: [String] = []) throws -> PosterProcess.Outcome {
        let (folder, preview) = try PreviewProcess.previewing(spec, named: name)
        defer {
            preview.stop()
            folder.remove()
        }
        let script = repositoryRoot.appendingPathComponent("Tests/Preview/browser.py").path
        return try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, preview.url, name] + mode, in: folder.url, timeout: 120)
    }

    @Test func editsSlidersSavesAndErrorsShowInTheBrowser() throws {
        let result = try Self.drive(Self.spec, named: "spec.json")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("zoom and scroll kept"))
        #expect(lines.contains { $0.hasPrefix("slider pages[0].cells[0].figure.angle shown: /page/1.svg?v=") })
        #expect(lines.contains(#"saved: { "figure": { "angle": 30, "kind": "carpet", "level": 3 } },"#))
        #expect(lines.contains(#"error shown: spec.json:4:61: error: pages[0].cells[0].figure.level: expected a whole number from 0 to 8, or "auto", found a number (30)"#))
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
