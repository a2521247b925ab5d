import CairoKit
import Scene

/// The font files a document's text is set in, found as the renderer finds them: for each font the
/// text asks for, the face fontconfig matches and the faces that stand in for characters it lacks.
enum FontInventory {
    private struct Request: Hashable {
        var family: String
        var weight: Font.Weight
        var slant: Font.Slant
    }

    /// The paths of the font files, sorted.
    static func files(for document: Document) throws -> [String] {
        var strings: [Request: Set<String>] = [:]
        func visit(_ items: [Item]) {
            for item in items {
                switch item {
                case .shape: break
                case .text(let text):
                    strings[Request(family: text.font.family, weight: text.font.weight, slant: text.font.slant), default: []].insert(text.string)
                case .group(let group): visit(group.items)
                case .instances(let set): visit(set.symbol.items)
                }
            }
        }
        for page in document.pages { visit(page.items) }
        var files: Set<String> = []
        for (request, texts) in strings {
            let chain = try FontSet(
                family: request.family, weight: request.weight == .bold ? .bold : .regular, slant: request.slant == .italic ? .italic : .upright)
            files.insert(chain.primary.file)
            for text in texts {
                for run in chain.runs(for: text) { files.insert(run.face.file) }
            }
        }
        return files.sorted()
    }
}
