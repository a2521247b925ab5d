/// The index page's account of a `--compare` run, above the cards: the counts, then a card per changed
/// spec (each changed page's diff picture with the share of its pixels that changed, each new page's
/// thumbnail, each removed page named), per new spec (its thumbnails) and per removed spec, in that order.
enum ComparisonSection {
    static func html(_ comparison: Comparison, specs: [SpecEntry]) -> String {
        let current = Dictionary(specs.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var out = "<section id=\"changes\">\n<h2>Changes against \(HTML.escape(comparison.base))</h2>\n"
        out += "<p class=\"counts\">\(HTML.escape(String(comparison.line.dropFirst("gallery: ".count))))</p>\n"
        out += "<div class=\"changes\">\n"
        for change in comparison.shown {
            let spec = current[change.path]
            out += "<article class=\"change \(change.status.rawValue)\" data-path=\"\(HTML.escape(change.path))\">\n"
            out += "<h3>\(HTML.escape(spec?.title ?? change.path))</h3>\n"
            out += "<p class=\"path\">\(HTML.escape(change.path)) · \(change.status.rawValue)</p>\n"
            let figures = pages(change, spec)
            if !figures.isEmpty { out += "<div class=\"thumbs\">\(figures.joined())</div>\n" }
            out += "</article>\n"
        }
        return out + "</div>\n</section>\n"
    }

    /// A figure per page that is not unchanged.
    private static func pages(_ change: SpecComparison, _ spec: SpecEntry?) -> [String] {
        let thumbnails = Dictionary((spec?.outputs ?? []).filter { $0.role == .thumbnail }.map { ($0.page ?? 1, $0) }, uniquingKeysWith: { a, _ in a })
        guard let pages = change.pages else {
            return change.status == .new ? thumbnails.keys.sorted().map { figure(page: $0, status: .new, picture: thumbnails[$0]) } : []
        }
        return pages.filter { $0.status != .unchanged }.map { page in
            switch page.status {
            case .changed:
                let share = page.share.map(Comparison.percentage) ?? "?"
                return figure(page: page.page, status: .changed, picture: page.diff, caption: "\(share) changed")
            default:
                return figure(page: page.page, status: page.status, picture: page.status == .new ? thumbnails[page.page] : nil)
            }
        }
    }

    private static func figure(page: Int, status: PageComparison.Status, picture: OutputFile?, caption: String? = nil) -> String {
        var out = "<figure class=\"page \(status.rawValue)\" data-page=\"\(page)\">"
        if let picture {
            var image = "<img src=\"\(HTML.link(picture.path))\" alt=\"page \(page)\(status == .changed ? ", changed pixels highlighted" : "")\""
            if let width = picture.width, let height = picture.height { image += " width=\"\(width)\" height=\"\(height)\"" }
            out += "<a href=\"\(HTML.link(picture.path))\">\(image)></a>"
        }
        return out + "<figcaption>page \(page) · \(caption ?? status.rawValue)</figcaption></figure>"
    }

    static let style = """
        #changes { padding: 4px 28px 0; }
        #changes h2 { font-size: 18px; margin: 0 0 2px; overflow-wrap: anywhere; }
        #changes .counts { margin: 0 0 8px; color: var(--muted); }
        .changes { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; }
        .change { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--warn); border-radius: 8px; padding: 14px; min-width: 0; }
        .change.new { border-left-color: #1a7f37; }
        .change.removed { border-left-color: var(--muted); }
        .change h3 { font-size: 15px; margin: 0; overflow-wrap: anywhere; }
        .change figure { margin: 0; }
        .change figcaption { font-size: 12px; color: var(--muted); }
        """
}
