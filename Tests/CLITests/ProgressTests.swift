import Foundation
import TestSupport
import Testing

/// Long work tells how it goes on standard error: one line rewritten in place on a terminal (a
/// pseudo-terminal made by script(1)), a line at each tenth in a log file, nothing into a pipe or with
/// --quiet; standard output keeps only the files written.
@Suite struct ProgressTests {
    /// A badge sheet of 2,000 pages, in `folder`: well over the second after which progress shows in any build
    /// (500 pages took the release binary 2.5 s, then under a second once a PDF's QR codes became image masks,
    /// and the test saw no progress at all).
    static func badges(in folder: ScratchFolder) throws -> String {
        let made = try PosterProcess.run(["init", "b", "--template", "badges"], in: folder.url)
        #expect(made.status == 0, "\(made.stderr)")
        let rows = (0..<12_000).map { "\($0),Person \($0),\($0 % 5 == 0 ? "Speaker" : "Attendee"),Org \($0 % 37)" }
        try (["id,name,role,organisation"] + rows).joined(separator: "\n").write(toFile: folder.path("b/people.csv"), atomically: true, encoding: .utf8)
        return folder.path("b/badges.yaml")
    }

    /// `command` run by sh under script(1): its terminal's output, carriage returns and escapes kept.
    static func onTerminal(_ command: String) throws -> String {
        let run = try ToolProcess.run(tool: "script", ["-q", "-e", "-c", command, "/dev/null"])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    static var poster: String { PosterProcess.executable.path }

    @Test func renderShowsPagesOnATerminalOnly() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = try Self.badges(in: folder)
        let out = folder.path("b.pdf")
        let terminal = try Self.onTerminal("'\(Self.poster)' render '\(spec)' -o '\(out)'")
        #expect(terminal.contains("\r\u{1B}[2Kposter render: 2000 of 2000 pages"), "\(terminal.suffix(300))")
        #expect(terminal.contains(" s left"))
        #expect(terminal.hasSuffix("\u{1B}[2K\(out)\r\n"), "the line is cleared before the file is named: \(terminal.suffix(120).debugDescription)")

        let quiet = try Self.onTerminal("'\(Self.poster)' render '\(spec)' -o '\(out)' --quiet")
        #expect(!quiet.contains("poster render:"), "\(quiet)")

        let piped = try PosterProcess.run(["render", spec, "-o", out])
        #expect(piped.status == 0)
        #expect(piped.stdout == out + "\n")
        #expect(!piped.stderr.contains("poster render:"), "nothing into a pipe: \(piped.stderr)")

        let logged = try ToolProcess.run(tool: "sh", ["-c", "'\(Self.poster)' render '\(spec)' -o '\(out)' 2>'\(folder.path("log"))'"])
        #expect(logged.status == 0)
        let log = try String(contentsOfFile: folder.path("log"), encoding: .utf8)
        #expect(log.hasSuffix("poster render: 100% (2000 of 2000 pages)\n"), "\(log)")
        #expect(!log.contains("\r"))
    }

    @Test func framesShowFramesOnATerminal() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = CLITests.layouts.appendingPathComponent("tree-animation.json").path
        let out = folder.path("t.webp")
        // 180 frames at 144 dpi: 2.5 s and more in any build (the release binary made 120 in 1.7 s on 2 cores).
        let terminal = try Self.onTerminal("'\(Self.poster)' frames '\(spec)' --fps 30 --duration 6 --dpi 144 -o '\(out)'")
        #expect(terminal.contains("poster frames: 180 of 180 frames"), "\(terminal.suffix(300))")
        #expect(terminal.hasSuffix("\(out): 180 frames at 30 fps\r\n"), "\(terminal.suffix(120).debugDescription)")
        let piped = try PosterProcess.run(["frames", spec, "--fps", "30", "--duration", "4", "--dpi", "144", "-o", out])
        #expect(piped.status == 0)
        #expect(!piped.stderr.contains("poster frames:"), "\(piped.stderr)")
    }
}
