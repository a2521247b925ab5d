import Foundation
import TestSupport
import Testing

/// `poster preview` hands its command line over to `poster-preview`, the executable beside `poster` that
/// links the preview server: in the same process, found through symbolic links, and with a clear error
/// where it is missing.
@Suite struct PreviewHandOverTests {
    static let spec = #"{ "version": 1, "page": { "size": "200pt x 200pt" }, "pages": [{ "cells": [{ "figure": { "kind": "carpet", "level": 2 } }] }] }"#

    /// Started through a symbolic link to `poster` in another folder, the preview is served by
    /// `poster-preview` beside the real executable, in the process `poster` started as, and Ctrl-C
    /// stops it as before.
    @Test func theServerBesidePosterServesInTheSameProcess() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(Self.spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec.json")))
        let link = folder.path("poster-link")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: PosterProcess.executable.path)
        let preview = try PreviewProcess(spec: "spec.json", in: folder, executable: URL(fileURLWithPath: link))
        defer { preview.stop() }
        #expect(try PreviewProcess.eventually { try preview.version() >= 1 })
        #expect(try preview.request("page/1.svg").status == 200)
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(preview.process.processIdentifier)/exe")
        let server = PosterProcess.executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("poster-preview")
        #expect(running == server.path)
        preview.stop()
        #expect(preview.process.terminationStatus == 0)
        #expect(preview.errors.contains("poster preview: stopped"))
    }

    /// A `poster` copied without `poster-preview` still parses, checks and explains `preview`, and
    /// refuses to serve with exit code 2, naming the file it looked for.
    @Test func withoutTheServerBesideItPreviewFailsSayingWhatIsMissing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(Self.spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec.json")))
        let alone = folder.path("poster")
        try FileManager.default.copyItem(atPath: PosterProcess.executable.path, toPath: alone)
        let run = { (arguments: [String]) in try ToolProcess.run(URL(fileURLWithPath: alone), arguments, in: folder.url, timeout: 60) }

        let served = try run(["preview", "spec.json", "--port", "0"])
        #expect(served.status == 2)
        #expect(
            served.stderr
                == "poster preview: error: the preview server \(folder.url.resolvingSymlinksInPath().path)/poster-preview is missing or not executable"
                + " (No such file or directory); it is built beside poster by `make poster` and installed with it\n")
        #expect(served.stdout.isEmpty)

        let help = try run(["preview", "--help"])
        #expect(help.status == 0 && help.stdout.contains("OVERVIEW: Serve a live preview page of a spec"))
        let refused = try run(["preview", "spec.json", "--quiet", "11"])
        #expect(refused.status == 64 && refused.stderr.contains("--quiet must be from 0 to 10 seconds, got 11"))
        let rendered = try run(["render", "spec.json", "-o", "spec.pdf"])
        #expect(rendered.status == 0 && FileManager.default.fileExists(atPath: folder.path("spec.pdf")))
    }
}
