import ArgumentParser
import FileIO
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
    /// A line that does not parse is answered with `refusal(for:arguments:)`.
    public static func main() {
        signal(SIGPIPE, SIG_IGN)
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(nil)
        } catch {
            let (message, code) = refusal(for: error, arguments: Array(CommandLine.arguments.dropFirst()))
            guard code != .success else { exit(withError: error) }
            StandardError.write(message + "\n")
            Glibc.exit(code.rawValue)
        }
        do {
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    public init() {}

    /// What `main` prints for the command line `arguments` that `error` refused, and its exit code. The
    /// parser's messages quote a bad option or value as it was typed: when an argument holds a character
    /// `VisibleText` escapes, the message is escaped whole as poster's own are, so a newline in an
    /// argument cannot start a line a CI runner takes as a command (`::error::`); the usage and help
    /// around it keep their lines. Help and the version (exit 0) are printed as they are.
    public static func refusal(for error: any Error, arguments: [String]) -> (message: String, code: ExitCode) {
        let full = fullMessage(for: error)
        let code = exitCode(for: error)
        let quoted = message(for: error)
        guard code != .success, !quoted.isEmpty, arguments.contains(where: { $0.unicodeScalars.contains(where: VisibleText.isHidden) }) else {
            return (full, code)
        }
        return (full.replacing(quoted, with: VisibleText.escaped(quoted), maxReplacements: 1), code)
    }

    /// Parses and validates `arguments` as the command line would be, without running the command; a
    /// refused line is answered as `main` answers it: its message and exit code.
    public static func parseAndCheck(_ arguments: [String]) -> (message: String, code: ExitCode)? {
        do {
            _ = try parseAsRoot(arguments)
            return nil
        } catch {
            return refusal(for: error, arguments: arguments)
        }
    }
}
