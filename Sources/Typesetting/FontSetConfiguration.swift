import CPango
import Scene

extension FontSet {
    /// A fontconfig configuration of the installed fonts and these files, which the caller destroys: a
    /// configuration of its own, so that no other document sees the files. A file fontconfig cannot read
    /// is left out (each was checked to be a font when the spec was loaded); nil when fontconfig cannot
    /// make one (its own configuration files unreadable), and the texts are set in the installed fonts.
    func configuration() -> OpaquePointer? {
        guard let configuration = FcInitLoadConfigAndFonts() else { return nil }
        for file in files { FcConfigAppFontAddFile(configuration, file.path) }
        return configuration
    }
}
