import CCairo
import CFontconfig

/// A font face loaded through cairo-ft, chosen by fontconfig or read from a file.
public final class FontFace {
    public enum Weight: Sendable { case regular, bold }
    public enum Slant: Sendable { case upright, italic }

    let pointer: OpaquePointer
    /// The characters the font has glyphs for, as fontconfig reports them (a reference we own).
    private let charset: OpaquePointer?
    /// The family fontconfig chose, which may differ from the one asked for.
    public let family: String
    /// The font file behind the face.
    public let file: String

    /// A face for the font that the fontconfig `pattern` names; the pattern stays the caller's.
    init(pattern: OpaquePointer) throws {
        let face = cairo_ft_font_face_create_for_pattern(pattern)!
        let status = cairo_font_face_status(face)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            throw CairoError(status: status)
        }
        pointer = face
        var charset: OpaquePointer?
        if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
            self.charset = FcCharSetCopy(charset)
        } else {
            self.charset = nil
        }
        family = Self.string(pattern, FC_FAMILY) ?? ""
        file = Self.string(pattern, FC_FILE) ?? ""
    }

    deinit {
        if let charset { FcCharSetDestroy(charset) }
        cairo_font_face_destroy(pointer)
    }

    /// The installed font fontconfig matches best to `family`, `weight` and `slant`.
    public static func matching(family: String, weight: Weight = .regular, slant: Slant = .upright) throws -> FontFace {
        let request = try request(family: family, weight: weight, slant: slant)
        defer { FcPatternDestroy(request) }
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, request, &result), result == FcResultMatch else {
            throw CairoError(message: "fontconfig: no font matches family '\(family)'")
        }
        defer { FcPatternDestroy(match) }
        return try FontFace(pattern: match)
    }

    /// The face at `index` in the font file at `path`, loaded without asking fontconfig to choose.
    public static func file(_ path: String, index: Int = 0) throws -> FontFace {
        guard let request = FcFreeTypeQuery(path, UInt32(index), nil, nil) else {
            throw CairoError(message: "fontconfig: cannot read a font from '\(path)'")
        }
        defer { FcPatternDestroy(request) }
        return try FontFace(pattern: request)
    }

    /// True when the font has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        guard let charset else { return false }
        return FcCharSetHasChar(charset, scalar.value) != 0
    }

    /// A fontconfig pattern asking for `family`, `weight` and `slant`, with the configuration's and the
    /// default substitutions applied, ready for matching. The caller destroys it.
    static func request(family: String, weight: Weight, slant: Slant) throws -> OpaquePointer {
        guard let request = FcPatternCreate() else { throw CairoError(message: "fontconfig: out of memory") }
        FcPatternAddString(request, FC_FAMILY, family)
        FcPatternAddInteger(request, FC_WEIGHT, weight == .bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcPatternAddInteger(request, FC_SLANT, slant == .italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, request, FcMatchPattern)
        FcDefaultSubstitute(request)
        return request
    }

    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
