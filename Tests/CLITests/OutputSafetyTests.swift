import CXattr
import Foundation
import TestSupport
import Testing

/// What `-o` may name and how each kind of destination is written: regular files are replaced whole,
/// streams (FIFOs, character devices, standard output) are written to, anything else is refused.
@Suite struct OutputSafetyTests {
    static let defaultSpec = repositoryRoot.appendingPathComponent("layouts/default.json").path
    static var isRoot: Bool { getuid() == 0 }

    /// glibc's device number for a small major and minor (what its `makedev` macro makes).
    static func device(major: UInt64, minor: UInt64) -> dev_t {
        dev_t(major << 8 | minor)
    }

    /// The type of the file at `path`, without following a final link, as coreutils' stat(1) names it
    /// ("fifo", "character special file", "symbolic link", "regular file").
    static func type(_ path: String) throws -> String {
        try ToolProcess.run(tool: "stat", ["--format", "%F", path]).stdout.trimmingCharacters(in: .newlines)
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func aCharacterDeviceIsWrittenToNotReplaced() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mknod(folder.path("null"), S_IFCHR | 0o666, Self.device(major: 1, minor: 3)) == 0)
        let result = try PosterProcess.run(["render", Self.defaultSpec, "-o", folder.path("null"), "--format", "pdf"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.type(folder.path("null")) == "character special file")
        #expect(result.stdout.isEmpty, "a stream is not a file written: \(result.stdout)")
        #expect(folder.files == ["null"])
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func aFullDeviceFailsWithTheSystemsReasonAndStaysADevice() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mknod(folder.path("full"), S_IFCHR | 0o666, Self.device(major: 1, minor: 7)) == 0)
        let result = try PosterProcess.run(["render", Self.defaultSpec, "-o", folder.path("full"), "--format", "pdf"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        #expect(try Self.type(folder.path("full")) == "character special file")
    }

    /// A write that fails part way (a full disk; here the file-size limit, with SIGXFSZ ignored, so that a
    /// write past 40 or 100 KB fails with EFBIG) is exit 2 naming the failure, the earlier file kept and
    /// nothing else left: cairo crashed (SIGSEGV) finishing a PDF surface that had failed to write.
    @Test(arguments: ["pdf", "png", "svg"])
    func aWriteFailingPartWayIsAnErrorAndKeepsTheEarlierFile(_ format: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try "earlier".write(toFile: folder.path("out.\(format)"), atomically: true, encoding: .utf8)
        for kilobytes in [40, 100] {
            let spec = repositoryRoot.appendingPathComponent("layouts/fractals.json").path
            let run = try ToolProcess.run(
                tool: "sh",
                [
                    "-c", "trap '' XFSZ; ulimit -f \(kilobytes); exec \"$0\" render \"$1\" -o \"$2\" --dpi 100", PosterProcess.executable.path, spec,
                    folder.path("out.\(format)"),
                ])
            #expect(run.status == 2, "\(kilobytes) KB: \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(": File too large"), "\(run.stderr)")
            #expect(try String(contentsOfFile: folder.path("out.\(format)"), encoding: .utf8) == "earlier")
            #expect(folder.files == ["out.\(format)"])
        }
    }

    @Test func aFIFOReceivesTheWholeDocument() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let fifo = folder.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat pipe > got.pdf"]
        reader.currentDirectoryURL = folder.url
        try reader.run()
        let result = try PosterProcess.run(["render", Self.defaultSpec, "-o", fifo, "--format", "pdf"], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        reader.waitUntilExit()
        #expect(try outputProblems(folder.path("got.pdf")) == [])
        #expect(try Self.type(fifo) == "fifo")
    }

    @Test func aFIFONobodyReadsIsAnErrorNotAHang() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path("pipe"), 0o600) == 0)
        let result = try PosterProcess.run(["render", Self.defaultSpec, "-o", folder.path("pipe"), "--format", "pdf"], timeout: 60)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no process opened the FIFO for reading"), "\(result.stderr)")
        #expect(try Self.type(folder.path("pipe")) == "fifo")
    }

    @Test func standardOutputTakesAPDFOrOnePage() throws {
        let pdf = try PosterProcess.run(["render", Self.defaultSpec, "-o", "-", "--format", "pdf"])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(pdf.stdout.hasPrefix("%PDF-"))
        #expect(pdf.stdout.contains("%%EOF"))

        let noFormat = try PosterProcess.run(["render", Self.defaultSpec, "-o", "-"])
        #expect(noFormat.status == 64)
        #expect(noFormat.stderr.contains("--format"))

        let layouts = repositoryRoot.appendingPathComponent("layouts")
        let pages = try PosterProcess.run(["render", "landmark-badges.json", "-o", "-", "--format", "png", "--dpi", "10"], in: layouts)
        #expect(pages.status == 2)
        #expect(pages.stderr.contains("is a stream, which takes one PNG page"), "\(pages.stderr)")
        #expect(pages.stdout.isEmpty)
        let one = try PosterProcess.run(["render", "landmark-badges.json", "-o", "-", "--format", "png", "--dpi", "10", "--pages", "2"], in: layouts)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.hasPrefix("\u{FFFD}PNG\r\n"), "a PNG signature (its first byte is not UTF-8)")
    }

    @Test func anythingElseIsRefusedAndLeftAsItWas() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("taken"), withIntermediateDirectories: true)
        let result = try PosterProcess.run(["render", Self.defaultSpec, "-o", folder.path("taken"), "--format", "pdf"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("taken: is a folder: -o takes a regular file, a FIFO, a character device or -"), "\(result.stderr)")
        #expect(folder.files == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("taken")).isEmpty)
    }

    @Test func aLinkToARegularFileIsFollowedAndKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: folder.path("real.pdf")))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.pdf"), withDestinationPath: "real.pdf")
        let result = try PosterProcess.run(["render", Self.defaultSpec, "-o", folder.path("link.pdf")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.type(folder.path("link.pdf")) == "symbolic link")
        #expect(try outputProblems(folder.path("real.pdf")) == [])
        #expect(folder.files == ["link.pdf", "real.pdf"])
    }

    @Test func pageNumbersInTheFolderMakeAFolderPerPage() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let layouts = repositoryRoot.appendingPathComponent("layouts")
        let result = try PosterProcess.run(
            ["render", "landmark-badges.json", "-o", folder.path("p{page}/x.png"), "--dpi", "10", "--pages", "1-2"], in: layouts)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files == ["p1", "p2"])
        #expect(try outputProblems(folder.path("p2/x.png")) == [])
    }

    /// A run killed outright leaves its temporary file, marked as poster's; the next run writing the same
    /// output removes it, but never one that a live run holds, nor one newer than itself, nor any file
    /// without the mark, whatever its name.
    @Test func temporaryFilesOfKilledRunsAreSweptWhenTheSameOutputIsWritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let killed = try Self.killedRunsTemporary(in: folder)
        #expect(Self.isMarked(folder.path(killed)))

        let users = [".out.png.backup", ".out.png.ZZZZZZ", ".out.png.Ab3dEf.poster-tmp", ".other.png.Ab3dEf.poster-tmp"]
        for name in users + [".out.png.held01.poster-tmp"] {
            try Data("the user's \(name)".utf8).write(to: URL(fileURLWithPath: folder.path(name)))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: folder.path(name))
        }
        let held = open(folder.path(".out.png.held01.poster-tmp"), O_RDONLY)
        defer { close(held) }
        #expect(Self.mark(held))
        #expect(flock(held, LOCK_EX) == 0)
        let result = try PosterProcess.run(["render", Self.defaultSpec, "-o", folder.path("out.png"), "--pages", "1", "--dpi", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files == (users + [".out.png.held01.poster-tmp", "big.json", "out.png"]).sorted())
        for name in users { #expect(fileBytes(folder.path(name)) == Data("the user's \(name)".utf8), "\(name)") }
        #expect(!Self.isMarked(folder.path("out.png")), "the finished output carries no mark")
    }

    /// The temporary file that a render killed outright (SIGKILL) left in `folder`.
    static func killedRunsTemporary(in folder: ScratchFolder) throws -> String {
        let process = try LongRender.start(in: folder)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = folder.files.filter { $0.hasPrefix(".out.png.") }
        #expect(left.count == 1 && left[0].hasSuffix(".poster-tmp"), "\(left)")
        return left.first ?? ""
    }

    static func mark(_ fd: Int32) -> Bool {
        fsetxattr(fd, "user.poster.temporary", "1", 1, 0) == 0
    }

    static func isMarked(_ path: String) -> Bool {
        var value: UInt8 = 0
        return getxattr(path, "user.poster.temporary", &value, 1) == 1 && value == UInt8(ascii: "1")
    }

    @Test func aSpecIsReadFromStandardInputWithDataFromTheCurrentFolder() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("name\nAlpha\nBeta\n".utf8).write(to: URL(fileURLWithPath: folder.path("rows.csv")))
        let spec = #"{ "title": "piped", "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 2, "rows": 1 }, "cell": { "text": "{name}" } } } ] }"#
        let result = try PosterProcess.run(["render", "-", "-o", "out.pdf"], in: folder.url, input: Data(spec.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("out.pdf"), "-"])
        #expect(text.stdout.contains("Alpha") && text.stdout.contains("Beta"))

        let outside = spec.replacingOccurrences(of: "rows.csv", with: "../rows.csv")
        let refused = try PosterProcess.run(["check", "-"], in: folder.url, input: Data(outside.utf8))
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("<stdin>:1:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("is outside the spec's folder"))

        let unnamed = try PosterProcess.run(["render", "-"], in: folder.url, input: Data(spec.utf8))
        #expect(unnamed.status == 64)
        #expect(unnamed.stderr.contains("missing -o OUT"), "\(unnamed.stderr)")

        let yaml = try PosterProcess.run(["check", "-"], in: folder.url, input: Data("title: piped\npages:\n  - cells:\n      - text: hello\n".utf8))
        #expect(yaml.status == 0, "\(yaml.stderr)")
    }

    @Test func aFIFOAsSpecOrDataIsRefusedAtOnce() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path("spec.json"), 0o600) == 0)
        #expect(mkfifo(folder.path("rows.csv"), 0o600) == 0)
        let spec = try PosterProcess.run(["check", "spec.json"], in: folder.url, timeout: 30)
        #expect(spec.status == 1)
        #expect(spec.stderr == "spec.json: error: is a FIFO, not a regular file\n")
        let sheet = #"{ "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 }, "cell": { "text": "{name}" } } } ] }"#
        try Data(sheet.utf8).write(to: URL(fileURLWithPath: folder.path("sheet.json")))
        let data = try PosterProcess.run(["render", "sheet.json", "-o", "out.pdf"], in: folder.url, timeout: 30)
        #expect(data.status == 1)
        #expect(
            data.stderr.contains("sheet.json:1:35: error: pages[0].sheet.data: cannot read data file \"rows.csv\": is a FIFO, not a regular file"),
            "\(data.stderr)")
        #expect(!folder.files.contains("out.pdf"))
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = Data([0xEF, 0xBB, 0xBF]) + Data(#"{ "pages": [ { "cells": [ { "text": "hello" } ] } ] }"#.utf8)
        try spec.write(to: URL(fileURLWithPath: folder.path("notepad.json")))
        let result = try PosterProcess.run(["check", "notepad.json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
    }
}

/// An output is never the spec itself or a file it reads.
@Suite struct InputOverwriteTests {
    @Test(arguments: [
        ["render", "spec.json", "-o", "spec.json", "--format", "pdf"], ["render", "spec.json", "-o", "rows.csv", "--format", "png"],
        ["watch", "spec.json", "-o", "spec.json", "--format", "svg"], ["render", "spec.json", "-o", "./sub/../rows.csv", "--format", "pdf"],
    ])
    func anOutputThatIsAnInputIsRefused(_ arguments: [String]) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec =
            #"{ "pages": [ { "sheet": { "data": "rows.csv", "grid": { "columns": 1, "rows": 1 }, "cell": { "figure": { "kind": "polygon", "sides": "{sides}" } } } } ] }"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec.json")))
        try Data("sides\n5\n".utf8).write(to: URL(fileURLWithPath: folder.path("rows.csv")))
        try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: true)
        let result = try PosterProcess.run(arguments, in: folder.url)
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                arguments[3].hasSuffix("spec.json") ? "is the spec itself: choose another output" : "is a file the spec reads: choose another output"),
            "\(result.stderr)")
        #expect(try String(contentsOfFile: folder.path("spec.json"), encoding: .utf8) == spec)
        #expect(try String(contentsOfFile: folder.path("rows.csv"), encoding: .utf8) == "sides\n5\n")
    }

    @Test func framesAreNotWrittenToAStreamNamedDash() throws {
        let result = try PosterProcess.run(["frames", "tree-animation.json", "-o", "-"], in: repositoryRoot.appendingPathComponent("layouts"))
        #expect(result.status == 64)
        #expect(result.stderr.contains("-o - is not a place for frames"))
    }
}
