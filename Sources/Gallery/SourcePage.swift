import FoundationEssentials

/// A spec's source page, `<stem>.source.html` beside its outputs: the spec's text as the gallery read it
/// (the bytes its digest was taken of), escaped and coloured (`SourceHighlighter`) with numbered lines,
/// each a link target (`#L12`); the lines its problems point at are marked with them; its data files
/// (copies beside the page) are linked. Self-contained like the index: nothing is loaded from elsewhere.
package struct SourcePage {
    /// The spec's path in the gallery (relative to the source folder) and where it was opened.
    let path: String
    let openedAt: String
    let bytes: [UInt8]
    /// The problems of the spec as recorded (`FILE:LINE:COL: SEVERITY: message`); those of its own lines are marked.
    let diagnostics: [String]
    let warnings: [String]
    /// The data files' names and the links to their copies (relative to the page), or nil where none was made.
    let data: [(name: String, link: String?)]
    /// The link from the page back to the gallery's index.
    let index: String

    package init(
        path: String, openedAt: String, bytes: [UInt8], diagnostics: [String], warnings: [String], data: [(name: String, link: String?)], index: String
    ) {
        self.path = path
        self.openedAt = openedAt
        self.bytes = bytes
        self.diagnostics = diagnostics
        self.warnings = warnings
        self.data = data
        self.index = index
    }

    static func fileName(stem: String) -> String { "\(stem).source.html" }

    /// The line a recorded problem points at in the file opened at `openedAt`, if it points at one.
    package static func line(of recorded: String, in openedAt: String) -> Int? {
        guard recorded.hasPrefix(openedAt + ":") else { return nil }
        let rest = recorded.dropFirst(openedAt.count + 1)
        guard let colon = rest.firstIndex(of: ":"), let line = Int(rest[..<colon]), line > 0 else { return nil }
        return line
    }

    package var html: String {
        let yaml = !path.lowercased().hasSuffix(".json")
        let text = String(decoding: bytes, as: UTF8.self)
        var marks: [Int: (severity: String, messages: [String])] = [:]
        for (severity, lines) in [("error", diagnostics), ("warning", warnings)] {
            for recorded in lines {
                guard let line = Self.line(of: recorded, in: openedAt) else { continue }
                let severity = marks[line]?.severity == "error" ? "error" : severity
                marks[line] = (severity, (marks[line]?.messages ?? []) + [recorded])
            }
        }
        var out = HTML.head(title: path, style: Self.style)
        out += """
            <header>
            <p><a href="\(HTML.link(index))">Gallery</a></p>
            <h1>\(HTML.escape(path))</h1>

            """
        if !data.isEmpty {
            out += "<p class=\"data\">Data: "
            out += data.map { file in
                file.link.map { "<a href=\"\(HTML.link($0))\">\(HTML.escape(file.name))</a>" } ?? HTML.escape(file.name)
            }.joined(separator: " · ")
            out += "</p>\n"
        }
        let problems = marks.keys.sorted().flatMap { line in marks[line]!.messages.map { (line, $0) } }
        if !problems.isEmpty {
            out += "<ul class=\"problems\">"
            out += problems.map { line, message in "<li><a href=\"#L\(line)\">\(HTML.escape(message))</a></li>" }.joined()
            out += "</ul>\n"
        }
        out += "</header>\n<pre><code>"
        for (index, line) in SourceHighlighter.lines(of: text, yaml: yaml).enumerated() {
            let number = index + 1
            let mark = marks[number]
            let classes = mark.map { "line \($0.severity)" } ?? "line"
            let title = mark.map { " title=\"\(HTML.escape($0.messages.joined(separator: "\n")))\"" } ?? ""
            out += "<span class=\"\(classes)\" id=\"L\(number)\"\(title)><a class=\"number\" href=\"#L\(number)\">\(number)</a>\(line)</span>"
        }
        // Each line is a block of its own: no line break between them, which would show as a blank line.
        out += "</code></pre>\n</body>\n</html>\n"
        return out
    }

    private static let style = """
        :root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --bad: #b42318; --warn: #8a5a00; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink); background: #f6f8fa; }
        header { padding: 16px 28px 8px; }
        header p { margin: 0 0 4px; }
        h1 { font: 600 18px ui-monospace, "DejaVu Sans Mono", monospace; margin: 0 0 6px; overflow-wrap: anywhere; }
        a { color: #0969da; }
        .problems { margin: 6px 0; padding-left: 18px; font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
        .problems a { color: var(--bad); }
        pre { margin: 0 28px 32px; padding: 10px 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow-x: auto; }
        code { font: 13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
        .line { display: block; padding-right: 12px; white-space: pre; }
        .line:target { background: #fff8c5; }
        .line.error { background: #ffebe9; }
        .line.warning { background: #fff8c5; }
        .number { display: inline-block; width: 5ch; margin-right: 12px; padding-right: 8px; text-align: right; color: var(--muted); text-decoration: none; border-right: 1px solid var(--line); user-select: none; }
        .k { color: #0550ae; }
        .s { color: #0a3069; }
        .n { color: #953800; }
        .b { color: #8250df; }
        .c { color: #6e7781; font-style: italic; }
        .p { color: var(--muted); }
        """
}
