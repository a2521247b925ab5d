import CairoKit
import Scene

/// Font fallback chains matched once per render and reused for every text item that asks for them.
final class FontCache {
    private struct Key: Hashable {
        let family: String
        let weight: Font.Weight
        let slant: Font.Slant
    }

    private var chains: [Key: FontSet] = [:]

    /// Loads the chains of `fonts` now, so that later lookups only read the cache.
    func preload(_ fonts: [Font]) throws {
        for font in fonts { _ = try fallbackChain(for: font) }
    }

    /// Every font the items ask for, symbols and groups included.
    static func fonts(in items: [Item]) -> [Font] {
        items.flatMap { item -> [Font] in
            switch item {
            case .text(let text): [text.font]
            case .group(let group): fonts(in: group.items)
            case .instances(let instances): fonts(in: instances.symbol.items)
            case .shape: []
            }
        }
    }

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

}
