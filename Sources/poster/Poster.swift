import ArgumentParser
import Render

@main
struct Poster: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "poster",
        abstract: "Render posters of fractals, badges and charts from a JSON layout spec to PDF, PNG or SVG.",
        discussion: """
            Exit codes: 0 done; 1 the spec or its data is invalid (nothing written); \
            2 rendering or writing failed; 64 bad command line.
            """,
        version: "0.1.0",
        subcommands: [
            RenderCommand.self, Draw.self, Check.self, Schema.self, GalleryCommand.self, FiguresCommand.self, Templates.self, Frames.self,
        ]
    )

    /// Runs the command line, with interrupted outputs cleaned up on SIGINT and SIGTERM.
    static func main() {
        Interruption.removeTemporaryFilesOnSignals()
        main(nil)
    }
}
