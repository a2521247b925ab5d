/// Font files that travel with a spec: set like installed fonts for the rest of the process.
public enum FontFiles {
    /// Adds the font file at `path`; returns the families it holds, or nil when it is not a font
    /// fontconfig can read (TrueType, OpenType, a collection, WOFF).
    public static func add(_ path: String) -> [String]? {
        let session = PangoSession.shared
        return session.run { session.add(fontFile: path) }
    }

    /// The endings of the files a folder of fonts is read for.
    public static let endings = [".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2"]
}
