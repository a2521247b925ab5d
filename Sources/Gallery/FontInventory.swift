import CairoKit
import Foundation
import Scene

/// The font files documents' text is set in, found as the renderer finds them: for each font the text
/// asks for, the face fontconfig matches and the faces that stand in for characters it lacks.
///
/// It also keeps every font it looks up open for the life of the process, which is what lets documents
/// be drawn on several threads at once. Cairo 1.16 keeps a list of the faces made from each font file
/// and changes it, without a lock, when a face is made or loses its last reference; two threads doing
/// that at once corrupt it (an assertion in `cairo_font_face_destroy`). Faces are made here one at a
/// time, and kept: a renderer that asks for them again only finds them, and what it releases is never
/// the last reference. So every document is looked up here before the drawing on several threads starts.
final class FontInventory: @unchecked Sendable {
    /// The one inventory, shared by every gallery the process makes.
    static let shared = FontInventory()

    private struct Request: Hashable {
        var family: String
        var weight: Font.Weight
        var slant: Font.Slant
    }

    private init() {}

    private let lock = NSLock()
    /// Every fallback chain looked up, kept open; read and changed only while holding `lock`.
    private var chains: [Request: FontSet] = [:]

    /// The paths of the font files `document`'s text is set in, sorted.
    func files(for document: Document) throws -> [String] {
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
        lock.lock()
        defer { lock.unlock() }
        var files: Set<String> = []
        for (request, texts) in strings {
            let chain = try chain(for: request)
            files.insert(chain.primary.file)
            for text in texts {
                for run in chain.runs(for: text) { files.insert(run.face.file) }
            }
        }
        return files.sorted()
    }

    /// The chain for `request`, looked up once; the caller holds `lock`.
    private func chain(for request: Request) throws -> FontSet {
        if let known = chains[request] { return known }
        let chain = try FontSet(
            family: request.family, weight: request.weight == .bold ? .bold : .regular, slant: request.slant == .italic ? .italic : .upright)
        chains[request] = chain
        return chain
    }
}
