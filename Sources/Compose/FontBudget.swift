import Scene
import SpecModel
import SpecReader

/// The fonts a document's texts are set in: each family, weight, style and span size (relative to its
/// text's) asked for counts once. Pango matches a font (a fontconfig sort, milliseconds) for each one,
/// so a document of 10,000 spans at their own sizes, or 10,000 texts each asking for another missing
/// family, would take minutes; past `limit` fonts a text is refused instead.
struct FontBudget {
    static let limit = 256

    /// A font as Pango matches it: text is shaped at one reference size, so a span's size counts as its
    /// share of its text's.
    private struct Key: Hashable {
        var family: String
        var weight: Font.Weight
        var slant: Font.Slant
        var scale: Double
    }

    private var keys: Set<Key> = []

    /// Counts the fonts of `text` not counted before (a text met again adds none); false when they take
    /// the document past the limit (they are not counted).
    mutating func admits(_ text: Text) -> Bool {
        let asked = Set(
            text.spans.map { span in
                Key(family: text.font.family, weight: span.weight ?? text.font.weight, slant: span.slant ?? text.font.slant, scale: span.scale)
            })
        let new = asked.subtracting(keys)
        guard keys.count + new.count <= Self.limit else { return false }
        keys.formUnion(new)
        return true
    }

    /// Why `text` was refused.
    func refusal(of text: Text) -> String {
        let own = Set(text.spans.map(\.scale)).count
        let sizes = own > 1 ? " (its spans come in \(SpecNode.grouped(own)) sizes)" : ""
        return
            "a document may set text in at most \(Self.limit) fonts (each family, weight, style and span size counts once): this text takes it past that\(sizes)"
    }
}
