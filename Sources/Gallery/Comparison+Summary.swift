import FileIO

/// A comparison told in words: a line for a CI log and Markdown for a job's summary page
/// (`$GITHUB_STEP_SUMMARY`), both a function of the comparison alone.
extension Comparison {
    /// `gallery: 2 changed, 1 new, 1 removed, 40 unchanged`.
    var line: String {
        "gallery: \(count(.changed)) changed, \(count(.new)) new, \(count(.removed)) removed, \(count(.unchanged)) unchanged"
    }

    /// A heading, the counts, and a row per changed, new and removed spec saying what happened to its pages.
    var markdown: String {
        var out = "### Gallery changes\n\n"
        out += "\(line.dropFirst("gallery: ".count)) against `\(Self.code(base))`.\n"
        let shown = self.shown
        guard !shown.isEmpty else { return out + "\nNo spec changed.\n" }
        out += "\n| Spec | Status | Pages |\n| --- | --- | --- |\n"
        for spec in shown {
            out += "| `\(Self.code(spec.path))` | \(spec.status.rawValue) | \(Self.cell(spec.pages ?? [])) |\n"
        }
        return out
    }

    /// The share of a changed page's pixels that changed, as a percentage to two places (`<0.01 %` for
    /// fewer that are not none).
    static func percentage(_ share: Double) -> String {
        share > 0 && share < 0.0001 ? "<0.01 %" : String(cFormat: "%.2f %%", share * 100)
    }

    /// What happened to each page that is not unchanged: `page 1: 3.12 % of pixels changed; page 2: new`.
    private static func cell(_ pages: [PageComparison]) -> String {
        let told = pages.filter { $0.status != .unchanged }
        guard !told.isEmpty else { return pages.isEmpty ? "" : "files differ, pages look the same" }
        return told.map { page in
            switch page.status {
            case .changed: "page \(page.page): \(page.share.map(percentage) ?? "?") of pixels changed"
            default: "page \(page.page): \(page.status.rawValue)"
            }
        }.joined(separator: "; ")
    }

    /// Text for inside a Markdown code span in a table: a backtick or a bar would end one, a line break the row.
    private static func code(_ text: String) -> String {
        String(text.map { $0 == "`" || $0 == "|" || $0.isNewline ? "?" : $0 })
    }
}
