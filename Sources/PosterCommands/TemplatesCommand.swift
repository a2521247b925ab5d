import ArgumentParser
import SpecModel
import SpecReader

struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates", abstract: "List the built-in label and badge sheet templates.")

    func run() {
        let header = ["name", "paper", "grid", "label (mm)", "label (in)", "per sheet", "shape", "sheet"]
        let rows = SheetTemplates.all.map { t in
            [
                t.name, t.paperName, "\(t.columns) x \(t.rows)",
                "\(Self.millimetres(t.labelSize.width)) x \(Self.millimetres(t.labelSize.height))",
                "\(Self.inches(t.labelSize.width)) x \(Self.inches(t.labelSize.height))",
                String(t.count), Self.describe(t.shape), t.summary,
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            let padded = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            print(padded.joined(separator: "  "))
        }
    }

    /// Points as millimetres, to a hundredth.
    static func millimetres(_ points: Double) -> String {
        SpecNode.format((points * 25.4 / 72 * 100).rounded() / 100)
    }

    /// Points as inches, to a thousandth.
    static func inches(_ points: Double) -> String {
        SpecNode.format((points / 72 * 1000).rounded() / 1000)
    }

    static func describe(_ shape: SheetTemplate.Shape) -> String {
        switch shape {
        case .circle: "circle"
        case .rectangle(let radius) where radius > 0: "rectangle, \(millimetres(radius)) mm corners"
        case .rectangle: "rectangle"
        }
    }
}
