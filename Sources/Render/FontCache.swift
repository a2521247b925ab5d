import CairoKit
import Scene

/// Font faces matched once per render and reused for every text item that asks for them.
final class FontCache {
    private struct Key: Hashable {
        let family: String
        let weight: Font.Weight
        let slant: Font.Slant
    }

    private var faces: [Key: FontFace] = [:]

    func face(for font: Font) throws -> FontFace {
        let key = Key(family: font.family, weight: font.weight, slant: font.slant)
        if let face = faces[key] { return face }
        let face = try FontFace.matching(
            family: font.family, weight: font.weight == .bold ? .bold : .regular,
            slant: font.slant == .italic ? .italic : .upright)
        faces[key] = face
        return face
    }
}
