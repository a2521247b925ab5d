import CCairo
import CFontconfig

/// A font and the fonts fontconfig falls back to for the characters it lacks, in order of preference.
///
/// Text is set in it run by run: each character in the first face that has a glyph for it, so that a
/// Hangul word in a Latin caption is drawn in a Korean font instead of as empty boxes.
public struct FontSet {
    /// A stretch of text set in one face.
    public struct Run {
        public let text: Substring
        public let face: FontFace
    }

    /// The font asked for, as `FontFace.matching` finds it. It also sets the characters no face covers.
    public let primary: FontFace
    /// Every face of the chain, best first: `primary`, then the fonts that add characters it lacks.
    public let faces: [FontFace]

    /// The fallback chain fontconfig sorts for `family`, `weight` and `slant`, keeping only the fonts
    /// that cover characters the better ones lack.
    public init(family: String, weight: FontFace.Weight = .regular, slant: FontFace.Slant = .upright) throws {
        let request = try FontFace.request(family: family, weight: weight, slant: slant)
        defer { FcPatternDestroy(request) }
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(nil, request, FcTrue, nil, &result), result == FcResultMatch else {
            throw CairoError(message: "fontconfig: no font matches family '\(family)'")
        }
        defer { FcFontSetDestroy(sorted) }
        var faces: [FontFace] = []
        for font in UnsafeBufferPointer(start: sorted.pointee.fonts, count: Int(sorted.pointee.nfont)) {
            guard let font, let prepared = FcFontRenderPrepare(nil, request, font) else { continue }
            defer { FcPatternDestroy(prepared) }
            faces.append(try FontFace(pattern: prepared))
        }
        guard let primary = faces.first else {
            throw CairoError(message: "fontconfig: no font matches family '\(family)'")
        }
        self.primary = primary
        self.faces = faces
    }

    /// `text` split into runs, each set in the first face that has glyphs for all of its characters.
    ///
    /// Spaces and combining marks stay in the run before them when its face has them; a character no
    /// face covers is set in `primary`.
    public func runs(for text: String) -> [Run] {
        var runs: [Run] = []
        var start = text.startIndex
        var current: FontFace?
        for index in text.indices {
            let character = text[index]
            if let current, Self.joinsPrecedingRun(character), covers(current, character) { continue }
            let face = face(for: character)
            if let current, face !== current {
                runs.append(Run(text: text[start..<index], face: current))
                start = index
            }
            current = face
        }
        if let current { runs.append(Run(text: text[start...], face: current)) }
        return runs
    }

    /// The first face covering all of `character`, else the first covering its base, else `primary`.
    private func face(for character: Character) -> FontFace {
        if let face = faces.first(where: { covers($0, character) }) { return face }
        guard let base = character.unicodeScalars.first else { return primary }
        return faces.first { $0.covers(base) } ?? primary
    }

    private func covers(_ face: FontFace, _ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(face.covers)
    }

    /// True for spaces and for a combining mark that begins a grapheme of its own.
    private static func joinsPrecedingRun(_ character: Character) -> Bool {
        if character.isWhitespace { return true }
        switch character.unicodeScalars.first?.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
