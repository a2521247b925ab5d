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
        #expect(
            result.stderr.hasPrefix(
                "fractals.json:6:13: error: page.size: at 2400 dpi a page is 39,686 x 56,126 px; a PNG page may be at most 32,767 px a side"))
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

    /// SIGINT or SIGTERM mid-write: the run ends with 128 + the signal, the earlier output stays and no
    /// temporary file is left, also where poster was started with both signals blocked.
    @Test(arguments: [(SIGINT, false), (SIGTERM, false), (SIGINT, true), (SIGTERM, true)])
    func interruptedRenderLeavesTheEarlierOutputAndNoTemporaryFile(signal: Int32, blocked: Bool) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: folder.path("out.png")))
        let process = try LongRender.start(in: folder, blockingSignals: blocked)
        #expect(folder.files.contains { $0.hasPrefix(".out.png.") }, "\(folder.files)")
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning, "the signal did not end the run")
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(folder.files == ["big.json", "out.png"])
        #expect(try String(contentsOfFile: folder.path("out.png"), encoding: .utf8) == "earlier")
    }

    /// A disk that fills up mid-write: the run fails with the system's reason, the earlier outputs
    /// stay as they were and no temporary file is left. Needs a small tmpfs, which only root may
    /// mount; write errors as such are also tested on /dev/full (SurfaceTests).
    @Test(.enabled(if: TinyDisk.canMount, "mounting a tmpfs needs root"))
    func fullDiskLeavesTheEarlierOutputsAndNoTemporaryFile() throws {
        let disk = try TinyDisk(kibibytes: 64)
        defer { disk.remove() }
        let spec = Self.layouts.appendingPathComponent("default.json").path
        for format in ["pdf", "png"] {
            try Data("earlier".utf8).write(to: URL(fileURLWithPath: disk.path("out.\(format)")))
        }
        for format in ["pdf", "png"] {
            let result = try PosterProcess.run(["render", spec, "-o", disk.path("out.\(format)")])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("poster: error: \(disk.path("out.\(format)")): "), "\(result.stderr)")
            #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.root).sorted() == ["out.pdf", "out.png"])
        for format in ["pdf", "png"] {
            #expect(try String(contentsOfFile: disk.path("out.\(format)"), encoding: .utf8) == "earlier")
        }
    }
}

/// A tmpfs of a few KiB mounted on a fresh folder, to fill up on purpose.
private struct TinyDisk {
    let root: String

    /// Whether this process may mount one (it runs as root and mount works here).
    static let canMount: Bool = {
        guard getuid() == 0, let disk = try? TinyDisk(kibibytes: 16) else { return false }
        disk.remove()
        return true
    }()

    init(kibibytes: Int) throws {
        let folder = try ScratchFolder()
        let mount = try ToolProcess.run(tool: "mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", folder.url.path])
        guard mount.status == 0 else {
            folder.remove()
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSLocalizedDescriptionKey: mount.stderr])
        }
        root = folder.url.path
    }

    func path(_ name: String) -> String { root + "/" + name }

    func remove() {
        _ = try? ToolProcess.run(tool: "umount", [root])
        try? FileManager.default.removeItem(atPath: root)
    }
}
