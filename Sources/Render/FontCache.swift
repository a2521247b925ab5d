import CairoKit
import Scene

/// Font fallback chains matched once per render and reused for every text item that asks for them,
/// and the warnings raised while setting that text, page by page.
///
/// It travels with every page drawn in a render, so it is where `PageRenderer` leaves the warnings
/// that `DocumentWriter.render` hands to its caller.
final class FontCache {
    private struct Key: Hashable {
        let family: String
        let weight: Font.Weight
        let slant: Font.Slant
    }

    private var chains: [Key: FontSet] = [:]
    /// The warnings of each page drawn, in the order the pages were drawn.
    private(set) var pageWarnings: [[String]] = []

    /// The font asked for and the fonts that stand in for the characters it lacks.
    func fallbackChain(for font: Font) throws -> FontSet {
        let key = Key(family: font.family, weight: font.weight, slant: font.slant)
        if let chain = chains[key] { return chain }
        let chain = try FontSet(
            family: font.family, weight: font.weight == .bold ? .bold : .regular,
            slant: font.slant == .italic ? .italic : .upright)
        chains[key] = chain
        return chain
    }

    /// Records the warnings of the page just drawn (none is recorded too, to keep pages in step).
    func recordPage(warnings: [String]) {
        pageWarnings.append(warnings)
    }
}
