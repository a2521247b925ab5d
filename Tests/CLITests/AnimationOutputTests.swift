import Foundation
import TestSupport
import Testing

/// What `poster frames -o FILE` does whatever the format: the format by extension, refusals, and
/// output that is reproducible and written whole or not at all.
@Suite struct AnimationOutputTests {
    @Test func theSameSpecGivesByteIdenticalAPNGGIFAndWebP() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "60pt x 30pt")
        for format in ["apng", "gif", "webp"] {
            for name in ["a", "b"] {
                #expect(try PosterProcess.run(["frames", spec, "--fps", "6", "--duration", "0.5", "-o", folder.path("\(name).\(format)")]).status == 0)
            }
            let a = FileManager.default.contents(atPath: folder.path("a.\(format)"))
            #expect(a != nil && a == FileManager.default.contents(atPath: folder.path("b.\(format)")), "\(format)")
        }
    }

    @Test func anUnknownExtensionIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "20pt x 10pt")
        let result = try PosterProcess.run(["frames", spec, "-o", folder.path("t.mov")])
        #expect(result.status == 64)
        #expect(result.stderr.contains(".mov is not an animation poster writes: name an .apng, .gif, .webp, .mp4 or .webm file"))
        #expect(folder.files == ["turning.json"])
    }

    @Test func aSpecWithoutAnimationWritesNoFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try PosterProcess.run(["frames", repositoryRoot.appendingPathComponent("layouts/default.json").path, "-o", folder.path("t.gif")])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("error: (root): the spec has no \"animate\" block to make frames of\n"))
        #expect(folder.files.isEmpty)
    }

    @Test func optionsForAnotherFormatAreRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try AnimationSpecs.turning(in: folder, size: "20pt x 10pt")
        for (arguments, message) in [
            (["--loop", "2", "-o", folder.path("t.mp4")], "--loop applies to an .apng, .gif or .webp file given with -o"),
            (["--quality", "50", "-o", folder.path("t.gif")], "--quality applies to a .webp file given with -o"),
            (["--pdf", "-o", folder.path("t.apng")], "--pdf writes frames.pdf into a folder of frames: give -o a folder"),
            (["--loop", "70000", "-o", folder.path("t.gif")], "--loop must be from 0 (for ever) to 65535, got 70000"),
        ] {
            let result = try PosterProcess.run(["frames", spec] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        #expect(folder.files == ["turning.json"])
    }

    @Test func aFailedRunKeepsTheEarlierFileAndLeavesNoTemporary() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // The tree's steps go past the figure's limit halfway through: frame 1 draws, a later one fails.
        let spec = folder.path("bad.json")
        try Data(
            """
            { "page": { "size": "20pt x 20pt", "margin": 0 },
              "animate": { "parameter": "s", "from": 1, "to": 99, "curve": "linear" },
              "pages": [ { "cells": [ { "figure": { "kind": "tree", "step": "{s}" } } ] } ] }
            """.utf8
        ).write(to: URL(fileURLWithPath: spec))
        try Data("earlier".utf8).write(to: folder.url.appendingPathComponent("t.gif"))
        let result = try PosterProcess.run(["frames", spec, "--fps", "4", "--duration", "1", "-o", folder.path("t.gif")])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: folder.path("t.gif")) == Data("earlier".utf8))
        #expect(folder.files == ["bad.json", "t.gif"])
    }
}
