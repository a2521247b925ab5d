import Foundation
import TestSupport
import Testing

@Suite struct FramesTests {
    /// A spec animating a polygon's turn from 0 to 90 degrees, linearly; the caption shows the angle.
    private func spec(in folder: ScratchFolder, curve: String = "linear") throws -> String {
        let json = """
            { "page": { "size": "100pt x 100pt", "margin": 0 },
              "animate": { "parameter": "turn", "from": 0, "to": 90, "curve": "\(curve)" },
              "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 4, "angle": "{turn}" }, "caption": "{turn:.1f}" } ] } ] }
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder.path("anim.json")))
        return folder.path("anim.json")
    }

    @Test func frameCountIsFPSTimesDurationWithAListForFFmpeg() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["frames", try spec(in: folder), "--fps", "5", "--duration", "2", "-o", folder.path("out"), "--pdf"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(files == (1...10).map { String(format: "frame-%04d.png", $0) } + ["frames.pdf", "frames.txt"])
        let list = try String(contentsOfFile: folder.path("out/frames.txt"), encoding: .utf8)
        #expect(list.hasPrefix("ffconcat version 1.0\nfile 'frame-0001.png'\nduration 0.2\n"))
        #expect(list.hasSuffix("file 'frame-0010.png'\nduration 0.2\nfile 'frame-0010.png'\n"))
        let info = try ToolProcess.run(tool: "pdfinfo", [folder.path("out/frames.pdf")])
        #expect(info.stdout.contains("Pages:           10"))

        // A shorter run into the same folder leaves only its own frames (other files stay).
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder.path("out/notes.txt")))
        let shorter = try PosterProcess.run(["frames", try spec(in: folder), "--fps", "3", "--duration", "1", "-o", folder.path("out")])
        #expect(shorter.status == 0, "\(shorter.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(left == (1...3).map { String(format: "frame-%04d.png", $0) } + ["frames.pdf", "frames.txt", "notes.txt"])
    }

    /// Frames past this run's are removed only where an earlier run listed them in frames.txt: files of
    /// the user's named like frames stay, with their bytes.
    @Test func onlyFramesAnEarlierRunListedAreRemoved() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        for name in ["frame-0009.png", "frame-1234.png"] { try Data("the user's".utf8).write(to: URL(fileURLWithPath: folder.path("out/\(name)"))) }
        let longer = try PosterProcess.run(["frames", try spec(in: folder), "--fps", "5", "--duration", "1", "-o", folder.path("out")])
        #expect(longer.status == 0, "\(longer.stderr)")
        let shorter = try PosterProcess.run(["frames", try spec(in: folder), "--fps", "2", "--duration", "1", "-o", folder.path("out")])
        #expect(shorter.status == 0, "\(shorter.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(left == ["frame-0001.png", "frame-0002.png", "frame-0009.png", "frame-1234.png", "frames.txt"])
        for name in ["frame-0009.png", "frame-1234.png"] { #expect(fileBytes(folder.path("out/\(name)")) == Data("the user's".utf8)) }
    }

    @Test func linearFrameKHasTheValueAPlusBMinusATimesKOverNMinusOne() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["frames", try spec(in: folder), "--fps", "4", "--duration", "1", "-o", folder.path("out"), "--pdf"])
        #expect(result.status == 0, "\(result.stderr)")
        // The captions carry the value: 0, 30, 60, 90 for k = 0...3 of n = 4.
        let text = try ToolProcess.run(tool: "pdftotext", ["-layout", folder.path("out/frames.pdf"), "-"])
        let captions = text.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(captions == ["0.0", "30.0", "60.0", "90.0"])
    }

    @Test func aSpecWithoutAnimationIsRefused() throws {
        let result = try PosterProcess.run(["frames", repositoryRoot.appendingPathComponent("layouts/default.json").path, "-o", "/tmp/never-frames"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("error: (root): the spec has no \"animate\" block to make frames of\n"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-frames"))
    }

    @Test func renderShowsTheFirstFrame() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["render", try spec(in: folder, curve: "easeIn"), "-o", folder.path("still.pdf")])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("still.pdf"), "-"])
        #expect(text.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.0")
    }
}
