import CPango

/// Font files that travel with a spec, set for its own texts (`FontSet`).
public enum FontFiles {
    /// The families the font file at `path` holds, or nil when it is not a font fontconfig can read
    /// (TrueType, OpenType, a collection, WOFF).
    public static func families(inFile path: String) -> [String]? {
        var count: Int32 = 0
        let file = path.utf8CString.map { FcChar8(bitPattern: $0) }
        guard let pattern = FcFreeTypeQuery(file, 0, nil, &count) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var families: [String] = []
        var family: UnsafeMutablePointer<FcChar8>?
        var k: Int32 = 0
        while FcPatternGetString(pattern, FC_FAMILY, k, &family) == FcResultMatch, let name = family {
            families.append(String(cString: name))
            k += 1
        }
        return families.isEmpty ? nil : families
    }

    /// The endings of the files a folder of fonts is read for.
    public static let endings = [".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2"]
}
