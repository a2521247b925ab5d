import Foundation
import TestSupport
import Testing

/// What a gallery keeps, removes and copies is checked by its digest, read in pieces: a damaged output
/// is written again, a file changed since it was written is not removed, and `gallery merge` copies only the files a part really holds, never through a
/// symbolic link, never writing outside OUT.
@Suite struct GalleryIntegrityTests {
    static let small = GallerySafetyTests.small

    /// A folder with `src` holding `count` small specs.
    static func sources(_ count: Int) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path("src"), withIntermediateDirectories: true)
        for k in 1...count { try GallerySafetyTests.write(GallerySafetyTests.spec(caption: "spec \(k)"), to: folder.path("src/s\(k).json")) }
        return folder
    }

    static func sha256(_ path: String) throws -> String {
        String(try ToolProcess.run(tool: "sha256sum", [path]).stdout.prefix(64))
    }

    /// Every output the manifest in `out` records, as (path, sha256).
    static func recorded(_ out: String) throws -> [(path: String, sha256: String)] {
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/index.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let specs = try #require(manifest["specs"] as? [[String: Any]])
        return specs.flatMap { ($0["outputs"] as? [[String: Any]] ?? []).map { ($0["path"] as? String ?? "", $0["sha256"] as? String ?? "") } }
    }

    /// Two parts of a gallery of four specs, and the one of them that holds a `specs` folder.
    static func parts(_ folder: ScratchFolder) throws -> String {
        for k in 1...2 {
            let part = try PosterProcess.run(["gallery", "src", "-o", "part\(k)", "--shard", "\(k)/2"] + small, in: folder.url, timeout: 120)
            #expect(part.status == 0, "\(part.stderr)")
        }
        return try #require(["part1", "part2"].first { FileManager.default.fileExists(atPath: folder.path("\($0)/specs")) })
    }

    /// A merge written into one of its own parts, or into a folder holding one, would replace what it
    /// merges: refused, every part as it was.
    @Test func aMergeIntoItsOwnPartIsRefused() throws {
        let folder = try Self.sources(2)
        defer { folder.remove() }
        _ = try Self.parts(folder)
        let before = try ["part1", "part2"].flatMap { part in try Self.recorded(folder.path(part)).map { "\(part)/\($0.path) \($0.sha256)" } }
        for (output, relation) in [("part1", "is the part part1"), ("part2/inner", "is inside the part part2"), (".", "holds the part part1")] {
            let merged = try PosterProcess.run(["gallery", "merge", "part1", "part2", "-o", output], in: folder.url, timeout: 120)
            #expect(merged.status == 64, "\(output): \(merged.stderr)")
            #expect(merged.stderr.contains("-o \(output) \(relation): write the merged gallery to another folder"), "\(merged.stderr)")
        }
        let after = try ["part1", "part2"].flatMap { part in try Self.recorded(folder.path(part)).map { "\(part)/\($0.path) \($0.sha256)" } }
        #expect(after == before)
        for line in after {
            let parts = line.split(separator: " ")
            #expect(try Self.sha256(folder.path(String(parts[0]))) == String(parts[1]), "\(line)")
        }
    }

    /// A part's file changed in place (its size kept) fails the merge before anything is written.
    @Test func aMergeThatFailsWritesNothing() throws {
        let folder = try Self.sources(4)
        defer { folder.remove() }
        let part = try Self.parts(folder)
        let pdf = try #require(try Self.recorded(folder.path(part)).first { $0.path.hasSuffix(".pdf") }).path
        var bytes = try #require(fileBytes(folder.path("\(part)/\(pdf)")))
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: folder.path("\(part)/\(pdf)")))
        let merged = try PosterProcess.run(["gallery", "merge", "part1", "part2", "-o", "out"], in: folder.url, timeout: 120)
        #expect(merged.status == 2, "\(merged.stderr)")
        #expect(merged.stderr.contains("\(part)/\(pdf): not the file its manifest records"), "\(merged.stderr)")
        let written = FileManager.default.enumerator(atPath: folder.path("out"))?.allObjects.compactMap { $0 as? String } ?? []
        #expect(written.isEmpty, "\(written)")
    }

    /// An output zeroed in place keeps its size; a digest recorded wrong no longer matches its file.
    @Test func anOutputUnlikeItsRecordIsWrittenAgain() throws {
        let folder = try Self.sources(1)
        defer { folder.remove() }
        let first = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(first.status == 0, "\(first.stderr)")
        let pdf = folder.path("out/specs/s1/s1.pdf")
        let size = try #require(fileBytes(pdf)).count
        try Data(count: size).write(to: URL(fileURLWithPath: pdf))
        var text = try String(contentsOfFile: folder.path("out/index.json"), encoding: .utf8)
        let thumbnail = try #require(try Self.recorded(folder.path("out")).first { $0.path.hasSuffix(".thumb.png") })
        text = text.replacingOccurrences(of: thumbnail.sha256, with: String(repeating: "0", count: 64))
        try GallerySafetyTests.write(text, to: folder.path("out/index.json"))

        let second = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("1 rendered, 0 skipped"), "\(second.stderr)")
        #expect(try outputProblems(pdf) == [])
        for output in try Self.recorded(folder.path("out")) {
            #expect(try Self.sha256(folder.path("out/" + output.path)) == output.sha256, "\(output.path)")
        }
    }

    /// Only what the gallery wrote is removed when its spec goes: a recorded file that the user has
    /// written over since is theirs.
    @Test func aRecordedFileChangedSinceIsNotRemoved() throws {
        let folder = try Self.sources(2)
        defer { folder.remove() }
        let first = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(first.status == 0, "\(first.stderr)")
        try GallerySafetyTests.write("the user's notes", to: folder.path("out/specs/s2/s2.pdf"))
        try FileManager.default.removeItem(atPath: folder.path("src/s2.json"))
        let second = try PosterProcess.run(["gallery", "src", "-o", "out"] + Self.small, in: folder.url, timeout: 120)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("1 removed"), "\(second.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out/specs/s2")) == ["s2.pdf"])
        #expect(fileBytes(folder.path("out/specs/s2/s2.pdf")) == Data("the user's notes".utf8))
    }

    @Test func aPartWhoseFolderIsALinkIsRefused() throws {
        let folder = try Self.sources(4)
        defer { folder.remove() }
        let part = try Self.parts(folder)
        try FileManager.default.moveItem(atPath: folder.path("\(part)/specs"), toPath: folder.path("moved"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("\(part)/specs"), withDestinationPath: "../moved")
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path("moved")).sorted()
        let merged = try PosterProcess.run(["gallery", "merge", "part1", "part2", "-o", "out"], in: folder.url, timeout: 120)
        #expect(merged.status == 64)
        #expect(merged.stderr.contains("\(part): \(part)/specs is a symbolic link"), "\(merged.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path("moved")).sorted() == before)
    }

    @Test func aMergeNeverWritesThroughALinkInOUT() throws {
        let folder = try Self.sources(4)
        defer { folder.remove() }
        _ = try Self.parts(folder)
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("victim"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("out/specs"), withDestinationPath: "../victim")
        let merged = try PosterProcess.run(["gallery", "merge", "part1", "part2", "-o", "out"], in: folder.url, timeout: 120)
        #expect(merged.status == 2)
        #expect(merged.stderr.contains("out/specs: leads outside the gallery folder (a symbolic link)"), "\(merged.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("victim")) == [])
    }

    /// A part's PDF as large as 1.5 GB (sparse) is read in pieces: under a 1 GiB address space limit,
    /// reading it whole would fail. A sanitized run takes no limit (its shadow memory needs the address
    /// space) and checks the refusal only.
    @Test func aHugeFileInAPartIsReadInPieces() throws {
        let folder = try Self.sources(4)
        defer { folder.remove() }
        let part = try Self.parts(folder)
        let pdf = try #require(try Self.recorded(folder.path(part)).first { $0.path.hasSuffix(".pdf") }).path
        let huge = open(folder.path("\(part)/\(pdf)"), O_WRONLY | O_TRUNC)
        #expect(ftruncate(huge, 1_500_000_000) == 0)
        close(huge)
        let limit = Sanitizers.areActive ? "exec \"$0\" \"$@\"" : "ulimit -v \(Self.addressSpaceLimitKiB) && exec \"$0\" \"$@\""
        let merged = try ToolProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", limit, PosterProcess.executable.path, "gallery", "merge", "part1", "part2", "-o", "out"],
            in: folder.url, timeout: 120)
        #expect(merged.status == 2, "\(merged.stderr)")
        #expect(merged.stderr.contains("\(part)/\(pdf): not the file its manifest records"), "\(merged.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/\(pdf)")))
    }

    /// A part's file of another size than recorded is refused from its size, before any of it is read: a
    /// sparse terabyte where a small PDF was recorded (read whole first, it took hours).
    @Test(.timeLimit(.minutes(1))) func aPartsFileOfAnotherSizeIsRefusedUnread() throws {
        let folder = try Self.sources(4)
        defer { folder.remove() }
        let part = try Self.parts(folder)
        let pdf = try #require(try Self.recorded(folder.path(part)).first { $0.path.hasSuffix(".pdf") }).path
        let recorded = try #require(try FileManager.default.attributesOfItem(atPath: folder.path("\(part)/\(pdf)"))[.size] as? Int)
        let huge = open(folder.path("\(part)/\(pdf)"), O_WRONLY)
        #expect(ftruncate(huge, 1 << 40) == 0)
        close(huge)
        let merged = try PosterProcess.run(["gallery", "merge", "part1", "part2", "-o", "out"], in: folder.url, timeout: 30)
        #expect(merged.status == 2, "\(merged.stderr)")
        #expect(merged.stderr.contains("\(part)/\(pdf): not the file its manifest records (\(1 << 40) bytes, not \(recorded))"), "\(merged.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/\(pdf)")))
    }

    static let addressSpaceLimitKiB = 1 << 20
}
