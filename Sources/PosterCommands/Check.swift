import ArgumentParser
import Compose
import SpecModel
import SpecReader

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a spec without rendering; print every problem and a summary.",
        discussion: "Exits 0 when the spec is valid (warnings allowed), 1 when it has errors."
    )

    @Argument(help: "The layout spec (JSON or YAML).") var spec: String
    @OptionGroup var resolution: ResolutionOption
    @OptionGroup var specOptions: SpecOptions
    @OptionGroup(title: "Values") var values: SpecValues

    func run() throws {
        // Streamed: the layout is checked whole, but no figure is built.
        let result = SpecLoader.load(path: spec, options: values.applied(to: specOptions.loadOptions(dpi: resolution.value(default: 300))), streamed: true)
        Output.printDiagnostics(result.diagnostics)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        guard result.streamed != nil, let summary = result.summary else {
            let errors = max(1, result.diagnostics.filter { $0.severity == .error }.count)
            print("\(spec): failed: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            throw ExitCode(1)
        }
        print(
            "\(spec): ok: \(summary.pages) page\(summary.pages == 1 ? "" : "s"), \(summary.figures) figure\(summary.figures == 1 ? "" : "s"), about \(SpecNode.grouped(summary.estimatedElements)) elements, \(warnings) warning\(warnings == 1 ? "" : "s")"
        )
    }
}
