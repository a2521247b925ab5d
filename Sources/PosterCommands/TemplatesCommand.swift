import ArgumentParser
import FoundationEssentials
import Geometry
import Inputs
import Pipeline
import SpecReader

struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates", abstract: "List and search the label and badge sheets a spec may name.",
        discussion: """
            The built-in sheets, then gLabels' library of some 1,700 products when the glabels-data package \
            is installed, each with its paper, grid, label size, the first label's distance from the paper's \
            top and left edges, and the pitch from one label to the next, across and down. Give words to keep the sheets whose name, maker, paper, shape or description holds \
            all of them: `poster templates avery 5160`, `poster templates round a4`. A label size finds the \
            labels of that size, either way round, within half a millimetre: `poster templates 63.5x38.1`, \
            `poster templates 50mm round`, `poster templates '2.625" x 1"'` (a size without a unit may be \
            millimetres or inches).
            """)

    @Argument(help: "Words every sheet listed must hold (any case), or label sizes it must have.") var terms: [String] = []

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp("A gLabels template file, or a folder of them, whose sheets are listed first (repeatable).", valueName: "path"))
    var files: [String] = []

    func run() throws {
        let header = ["name", "paper", "grid", "label (mm)", "label (in)", "per sheet", "top, left (mm)", "pitch (mm)", "shape", "markup (mm)", "sheet"]
        let found: [SheetTemplate]
        switch Pipeline.sheetTemplates(matching: terms, readingFirst: files, from: FileManager.default.currentDirectoryPath) {
        case .success(let sheets): found = sheets
        case .failure(let failure) where !failure.located.isEmpty:
            for error in failure.located { Console.printError(error.description) }
            throw ExitCode(1)
        case .failure(let failure):
            Console.printError("poster templates: error: \(failure.message)")
            throw ExitCode(1)
        }
        guard !found.isEmpty else {
            Console.printError("poster templates: no sheet holds \(terms.map { "\"\($0)\"" }.joined(separator: " and "))")
            throw ExitCode(1)
        }
        let rows = found.map { t in
            [
                t.fullName, t.paperName, t.layouts.map { "\($0.columns) x \($0.rows)" }.joined(separator: " + "),
                "\(Self.millimetres(t.labelSize.width)) x \(Self.millimetres(t.labelSize.height))",
                "\(Self.inches(t.labelSize.width)) x \(Self.inches(t.labelSize.height))",
                String(t.count), t.layouts.map { "\(Self.millimetres($0.origin.y)), \(Self.millimetres($0.origin.x))" }.joined(separator: " + "),
                t.layouts.map(Self.pitch).joined(separator: " + "), Self.describe(t),
                Self.millimetres(t.markup), t.summary,
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            let padded = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            Console.printLine(padded.joined(separator: "  "))
        }
    }

    /// Points as millimetres, to a hundredth.
    static func millimetres(_ points: Double) -> String {
        SpecNode.format((points * 25.4 / 72 * 100).rounded() / 100)
    }

    /// A layout's pitch across and down in millimetres; "-" where it has a single column or row.
    static func pitch(_ layout: SheetTemplate.Layout) -> String {
        "\(layout.columns > 1 ? millimetres(layout.pitch.width) : "-") x \(layout.rows > 1 ? millimetres(layout.pitch.height) : "-")"
    }

    /// Points as inches, to a thousandth.
    static func inches(_ points: Double) -> String {
        SpecNode.format((points / 72 * 1000).rounded() / 1000)
    }

    static func describe(_ template: SheetTemplate) -> String {
        switch template.shape {
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .disc(let radius, let hole) where template.labelSize.width < 2 * radius || template.labelSize.height < 2 * radius:
            "disc \(millimetres(2 * radius)) mm cut to the label, \(millimetres(2 * hole)) mm hole"
        case .disc(_, let hole): "disc, \(millimetres(2 * hole)) mm hole"
        case .rectangle(let radius) where radius > 0: "rectangle, \(millimetres(radius)) mm corners"
        case .rectangle: "rectangle"
        }
    }
}
