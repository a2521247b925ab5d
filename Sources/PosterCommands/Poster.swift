import ArgumentParser
import Export
import Glibc

/// The `poster` command line: its subcommands, options and checks. The executable only calls `main()`.
public struct Poster: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "poster",
        abstract: "Render posters of fractals, badges and charts from a JSON layout spec to PDF, PNG or SVG.",
        discussion: """
            Exit codes: 0 done; 1 the spec or its data is invalid (nothing written); \
            2 rendering or writing failed; 64 bad command line.
            """,
        version: "0.1.0",
        subcommands: [
            InitCommand.self, RenderCommand.self, Draw.self, Check.self, Schema.self, GalleryCommand.self, FiguresCommand.self, FontsCommand.self,
            Templates.self, Frames.self, Watch.self, PreviewCommand.self,
        ]
    )

    /// Runs the command line (interrupted outputs are cleaned up on SIGINT and SIGTERM: `Interruption`).
    /// A reader that closes a pipe poster writes to makes the write fail (reported, exit 2) rather than kill it.
    public static func main() {
        signal(SIGPIPE, SIG_IGN)
        main(nil)
    }

    public init() {}

    /// Parses and validates `arguments` as the command line would be, without running the command; a
    /// refused line is answered (its message and exit code made) as `main` would answer it.
    public static func parseAndCheck(_ arguments: [String]) {
        do {
            _ = try parseAsRoot(arguments)
        } catch {
            _ = fullMessage(for: error)
            _ = exitCode(for: error)
        }
    }
}
