import CPango
import Scene

/// The font families fontconfig offers, as text set by `Typesetter` can ask for them.
public enum FontCatalog {
    /// A family and the scripts its fonts cover.
    public struct Family: Hashable, Sendable {
        public let name: String
        /// The scripts of `FontCatalog.scripts` its fonts have every sample letter of, in that order.
        public let scripts: [String]
    }

    /// Scripts by name, each with letters a font must have to set it.
    public static let scripts: [(name: String, sample: String)] = [
        ("Latin", "aZ"), ("Greek", "αΩ"), ("Cyrillic", "жЯ"), ("Arabic", "بم"), ("Hebrew", "אש"), ("Devanagari", "कन"), ("Bengali", "কন"),
        ("Tamil", "கந"), ("Thai", "กข"), ("Georgian", "აბ"), ("Armenian", "աբ"), ("Ethiopic", "ሀለ"), ("Hangul", "한글"), ("Han", "中国"),
        ("Kana", "かカ"), ("Emoji", "😀🌍"),
    ]

    /// Every family of the installed fonts and `files`, sorted by name, with the scripts it covers.
    public static func families(adding files: FontSet? = nil) -> [Family] {
        let configuration = files.flatMap { $0.configuration() }
        defer { configuration.map(FcConfigDestroy) }
        let pattern = FcPatternCreate()
        let objects = FcObjectSetCreate()
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        FcObjectSetAdd(objects, FC_FAMILY)
        FcObjectSetAdd(objects, FC_CHARSET)
        guard let list = FcFontList(configuration, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var covered: [String: Set<String>] = [:]
        for font in UnsafeBufferPointer(start: list.pointee.fonts, count: Int(list.pointee.nfont)) {
            guard let font else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
            let name = String(cString: family)
            var charset: OpaquePointer?
            var scripts = covered[name] ?? []
            if FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                for script in Self.scripts where script.sample.unicodeScalars.allSatisfy({ FcCharSetHasChar(charset, $0.value) != 0 }) {
                    scripts.insert(script.name)
                }
            }
            covered[name] = scripts
        }
        return covered.keys.sorted { $0.lowercased() < $1.lowercased() }.map { name in
            Family(name: name, scripts: Self.scripts.map(\.name).filter { covered[name]?.contains($0) == true })
        }
    }
}
