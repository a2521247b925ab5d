import ArgumentParser
import Pipeline

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layout spec to PDF (all pages in one file), PNG or SVG (one file per page).",
        discussion: """
            Several pages of PNG or SVG are written as NAME-1.png, NAME-2.png, ... unless OUT holds {page}. \
            Problems in the spec are printed as FILE:LINE:COL: error: PATH: message, all of them, and nothing is written.
            """
    )

    @Argument(help: "The layout spec (JSON or YAML).")
    var spec: String

    @OptionGroup var output: OutputOptions

    @Option(
        help: "Pages to write, such as 1,3-5 (default: all). A sheet's codes and pictures are checked only on these pages: `poster check` checks every row.",
        transform: PageSelection.parse)
    var pages: [Int]?

    @OptionGroup var specOptions: SpecOptions
    @OptionGroup(title: "Values") var values: SpecValues

    @OptionGroup(title: "Tiling") var tileOptions: TileOptions

    @Flag(help: "Show no progress (a run of over a second shows the pages written on standard error).")
    var quiet = false

    func validate() throws {
        try values.validate(specs: [spec])
    }

    func run() throws {
        var job = try Pipeline.Job(spec: spec, output: output, pages: pages, specOptions: specOptions, values: values, tiling: tileOptions.override)
        let progress = WorkProgress(command: "poster render", unit: "pages", quiet: quiet)
        job.pageDone = { total in progress.step(of: total) }
        let failure = Console.render(job, format: specOptions.diagnostics.chosen, progress: progress).failure
        if let failure { throw Console.fail(failure) }
    }
}
