import Scene
import Typesetting

/// The font files a document's text is set in, as the typesetter sets it (fallback fonts for the
/// characters the font asked for lacks included): inputs of its outputs, hashed with them.
enum DocumentFonts {
    /// The paths of the font files, sorted.
    static func files(of document: Document) -> [String] {
        var files: Set<String> = []
        func visit(_ items: [Item]) {
            for item in items {
                switch item {
                case .shape, .image: break
                case .text(let text): files.formUnion(Typesetter.fontFiles(of: text))
                case .group(let group): visit(group.items)
                case .instances(let set): visit(set.symbol.items)
                }
            }
        }
        for page in document.pages { visit(page.items) }
        return files.sorted()
    }
}
