import FileIO
import Geometry
import Glibc

/// `index.html`: a static page with a card per spec (failures first), written from the manifest alone (so a merged
/// gallery gets the same page as one run), with its style inline and nothing loaded from elsewhere,
/// so it works opened as a file. Times are in `<span class="timing">`, the only part that changes from
/// run to run.
enum IndexPage {
    static let fileName = "index.html"

    static func html(_ manifest: Manifest) -> String {
        let pages = manifest.specs.filter(\.isValid).reduce(0) { $0 + $1.pageSizes.count }
        let failed = manifest.specs.count { $0.status != .ok }
        // The counts lead to what they count: the cards, the contact sheet, the first failure.
        var facts = ["<a href=\"#specs\">\(count(manifest.specs.count, "spec"))</a>"]
        facts.append(manifest.contactSheet.map { "<a href=\"\(HTML.link($0.file.path))\">\(count(pages, "page"))</a>" } ?? count(pages, "page"))
        if failed > 0 { facts.append("<a class=\"bad\" href=\"#failed\"><strong>\(failed) failed</strong></a>") }
        if let sheet = manifest.contactSheet {
            facts.append("<a href=\"\(HTML.link(sheet.file.path))\">contact sheet</a> (PDF, \(size(sheet.file.bytes)))")
        }
        facts.append("<a href=\"\(HTML.link(Manifest.fileName))\">\(Manifest.fileName)</a>")
        facts.append(HTML.escape(manifest.tool))
        var out = HTML.head(title: "Gallery of \(manifest.source)", style: style + (manifest.comparison == nil ? "" : "\n" + ComparisonSection.style))
        out += """
            <header>
            <h1>Gallery of \(HTML.escape(manifest.source))</h1>
            <p>\(facts.joined(separator: " · "))</p>
            </header>

            """
        // What changed against the gallery --compare named comes first.
        out += manifest.comparison.map { ComparisonSection.html($0, specs: manifest.specs) } ?? ""
        out += "<main id=\"specs\">\n"
        // Failures first, where a reviewer looks; each group in the manifest's order.
        let failures = manifest.specs.filter { $0.status != .ok }
        for (index, spec) in (failures + manifest.specs.filter { $0.status == .ok }).enumerated() {
            out += card(spec, seconds: manifest.timing.specs[spec.path], id: index == 0 && !failures.isEmpty ? "failed" : nil, source: manifest.source)
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    private static func card(_ spec: SpecEntry, seconds: Double?, id: String?, source: String) -> String {
        let time = seconds.map { "<span class=\"timing\">\(String(cFormat: "%.2f s", $0))</span>" } ?? "<span class=\"timing\"></span>"
        var out = "<article\(id.map { " id=\"\($0)\"" } ?? "") class=\"card \(spec.status.rawValue)\" data-path=\"\(HTML.escape(spec.path))\">\n"
        if spec.status == .ok {
            let thumbnails = spec.outputs.filter { $0.role == .thumbnail }
            let largest = Dictionary(spec.outputs.filter { $0.role == .png }.map { ($0.page ?? 0, $0) }, uniquingKeysWith: { a, _ in a })
            out += "<div class=\"thumbs\">"
            for thumbnail in thumbnails {
                let page = thumbnail.page ?? 1
                let target = largest[page] ?? spec.outputs.first { $0.role == .pdf } ?? thumbnail
                // An animated spec's page shows its animated thumbnail, of the still's size.
                let shown = spec.outputs.first { $0.role == .animation && $0.page == page } ?? thumbnail
                var image = "<img src=\"\(HTML.link(shown.path))\" alt=\"page \(page)\(shown.role == .animation ? ", animated" : "")\""
                if let width = thumbnail.width, let height = thumbnail.height { image += " width=\"\(width)\" height=\"\(height)\"" }
                out += "<a href=\"\(HTML.link(target.path))\">\(image)></a>"
            }
            out += "</div>\n"
        }
        out += "<h2>\(HTML.escape(spec.title ?? spec.path))</h2>\n"
        out += "<p class=\"path\">\(HTML.escape(spec.path))</p>\n"
        switch spec.status {
        case .ok:
            out += "<dl>"
            out += "<dt>Pages</dt><dd>\(spec.pageSizes.count)</dd>"
            out += "<dt>Page size</dt><dd>\(HTML.escape(pageSizes(spec.pageSizes)))</dd>"
            out += "<dt>Files</dt><dd>\(HTML.escape(fileSizes(spec.outputs)))</dd>"
            out += "<dt>Render time</dt><dd>\(time)</dd>"
            out += "</dl>\n<p class=\"links\">"
            out += spec.outputs.filter { [.pdf, .png, .svg].contains($0.role) }.map { file in
                let name = file.page.map { "\(file.role.rawValue.uppercased()) \($0)" } ?? file.role.rawValue.uppercased()
                return "<a href=\"\(HTML.link(file.path))\">\(name)</a>"
            }.joined(separator: " ")
            out += "</p>\n"
            out += sourceLinks(spec, openedAt: FilePaths.join(source, spec.path))
            if !spec.warnings.isEmpty {
                out += "<details class=\"warnings\"><summary>\(count(spec.warnings.count, "warning"))</summary><ul>"
                out += spec.warnings.map { "<li>\(HTML.escape($0))</li>" }.joined()
                out += "</ul></details>\n"
            }
        case .invalid, .failed:
            out += "<p class=\"status\">\(spec.status == .invalid ? "The spec is invalid" : "Writing the outputs failed") · \(time)</p>\n"
            out += "<pre class=\"diagnostics\">\(HTML.escape(spec.diagnostics.joined(separator: "\n")))</pre>\n"
            out += sourceLinks(spec, openedAt: FilePaths.join(source, spec.path))
        }
        return out + "</article>\n"
    }

    /// The links to the spec's source page (at the line of its first problem, for a failure) and to the
    /// copies of its data files.
    private static func sourceLinks(_ spec: SpecEntry, openedAt: String) -> String {
        guard let source = spec.outputs.first(where: { $0.role == .source }) else { return "" }
        let line = spec.status == .ok ? nil : spec.diagnostics.lazy.compactMap { SourcePage.line(of: $0, in: openedAt) }.first
        var links = ["<a class=\"source\" href=\"\(HTML.link(source.path))\(line.map { "#L\($0)" } ?? "")\">Source</a>"]
        links += spec.outputs.filter { $0.role == .data }.map { file in
            "<a class=\"data\" href=\"\(HTML.link(file.path))\">\(HTML.escape(FilePaths.lastComponent(of: file.path)))</a>"
        }
        return "<p class=\"links\">\(links.joined(separator: " "))</p>\n"
    }

    /// "1 page", "3 pages".
    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// Each distinct size in millimetres, with how many pages have it when they differ.
    private static func pageSizes(_ sizes: [Size]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for size in sizes {
            let text = "\(millimetres(size.width)) × \(millimetres(size.height)) mm"
            if counts[text] == nil { order.append(text) }
            counts[text, default: 0] += 1
        }
        guard order.count > 1 else { return order.first ?? "" }
        return order.map { "\($0) (\(counts[$0]!))" }.joined(separator: ", ")
    }

    private static func millimetres(_ points: Double) -> String {
        let tenths = (points * 254 / 72).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }

    /// The total size of each kind of file, thumbnails left out.
    private static func fileSizes(_ outputs: [OutputFile]) -> String {
        let roles: [OutputFile.Role] = [.pdf, .png, .svg]
        return roles.compactMap { role in
            let files = outputs.filter { $0.role == role }
            guard !files.isEmpty else { return nil }
            let total = size(files.reduce(0) { $0 + $1.bytes })
            return files.count == 1 ? "\(role.rawValue.uppercased()) \(total)" : "\(role.rawValue.uppercased()) \(total) in \(files.count) files"
        }.joined(separator: " · ")
    }

    /// Bytes in B, KB or MB (of 1024).
    private static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return String(cFormat: "%.1f KB", Double(bytes) / 1024) }
        return String(cFormat: "%.1f MB", Double(bytes) / (1024 * 1024))
    }

    private static let style = """
        :root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --bad: #b42318; --warn: #8a5a00; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink); background: #f6f8fa; }
        header { padding: 20px 28px 4px; }
        h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
        header p { margin: 0; color: var(--muted); }
        a { color: #0969da; }
        .bad { color: var(--bad); }
        main { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; padding: 16px 28px 32px; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 14px; display: flex; flex-direction: column; gap: 8px; min-width: 0; }
        .card.invalid, .card.failed { border-color: var(--bad); }
        .thumbs { display: flex; gap: 8px; overflow-x: auto; align-items: flex-end; padding-bottom: 2px; }
        .thumbs img { display: block; max-height: 200px; width: auto; height: auto; border: 1px solid var(--line); background: #fff; }
        h2 { font-size: 16px; margin: 0; overflow-wrap: anywhere; }
        .path { margin: 0; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; color: var(--muted); overflow-wrap: anywhere; }
        dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; font-size: 13px; }
        dt { color: var(--muted); }
        dd { margin: 0; }
        .links { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 10px; font-size: 13px; }
        .warnings { color: var(--warn); font-size: 12px; }
        .warnings ul { margin: 4px 0 0; padding-left: 18px; }
        .status { margin: 0; color: var(--bad); font-weight: 600; }
        pre.diagnostics { margin: 0; padding: 8px; white-space: pre-wrap; overflow-wrap: anywhere; font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; color: var(--bad); background: #fff5f5; border-radius: 4px; }
        """
}
