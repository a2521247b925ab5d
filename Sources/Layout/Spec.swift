/// A whole layout spec (version 1), decoded and checked.
struct Spec: Hashable, Sendable {
    static let version = 1

    var title: String
    var page: PageSetup
    var theme: Theme
    var pages: [GridPage]

    static func decode(_ node: SpecNode, _ d: Diagnostics) -> Spec? {
        let path = SpecPath.root
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        reader.allow(contentsOf: ["$schema"])
        if let versionNode = reader["version"], versionNode.value != .number(Double(version)) {
            d.error("expected \(version), the only spec version, found \(versionNode.kindDescription)", at: versionNode, path.appending("version"))
        }
        let title = reader.read("title", default: "Untitled poster", Decode.string)
        let page = reader.read("page", default: PageSetup(), PageSetup.decode)
        let theme = reader.read("theme", default: Theme(), Theme.decode)
        guard let pages = reader.required("pages", expected: "an array of pages", Decode.array(GridPage.decode)) else { return nil }
        if pages.isEmpty, let pagesNode = reader["pages"], case .array(let items) = pagesNode.value, items.isEmpty {
            d.error("expected at least one page", at: pagesNode, path.appending("pages"))
        }
        return Spec(title: title, page: page, theme: theme, pages: pages)
    }
}
