import Foundation
import TestSupport
import Testing

@Suite struct ReliabilityTests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts")

    @Test func pngPagesTooLargeAreRefusedBeforeDrawing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["render", "fractals.json", "-o", folder.path("big.png"), "--dpi", "2400"], in: Self.layouts)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("fractals.json:1:1: error: page.size: at 2400 dpi a page is 39,686 x 56,126 px; a PNG page may be at most 32,767 px a side"))
        #expect(folder.files.isEmpty)
    }

    @Test func dataOutsideTheSpecsFolderNeedsPermission() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("spec"), withIntermediateDirectories: true)
        try Data("name\nOutside\n".utf8).write(to: URL(fileURLWithPath: folder.path("data.csv")))
        // A link inside the folder that points out of it is refused too.
        try FileManager.default.createSymbolicLink(atPath: folder.path("spec/link.csv"), withDestinationPath: folder.path("data.csv"))
        for data in ["../data.csv", "link.csv"] {
            let spec = #"{ "pages": [ { "sheet": { "data": "\#(data)", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{name}" } } } ] }"#
            try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec/s.json")))
            let refused = try PosterProcess.run(["check", "s.json"], in: folder.url.appendingPathComponent("spec"))
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("is outside the spec's folder; pass --allow-outside to read it"))
            let allowed = try PosterProcess.run(["check", "s.json", "--allow-outside"], in: folder.url.appendingPathComponent("spec"))
            #expect(allowed.status == 0, "\(allowed.stderr)")
        }
    }

    @Test func interruptedRenderLeavesTheEarlierOutputAndNoTemporaryFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data(#"{ "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 7 } } ] } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: folder.path("big.json")))
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: folder.path("out.png")))
        let process = Process()
        process.executableURL = PosterProcess.executable
        process.arguments = ["render", "big.json", "-o", "out.png", "--dpi", "600"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the temporary output exists, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while !folder.files.contains(where: { $0.hasPrefix(".out.png.") }), Date() < deadline, process.isRunning { usleep(20_000) }
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(folder.files == ["big.json", "out.png"])
        #expect(try String(contentsOfFile: folder.path("out.png"), encoding: .utf8) == "earlier")
    }
}
