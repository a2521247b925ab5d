/// The gallery options that change what is written, as the manifest records them and input hashes
/// cover them.
struct OptionsRecord: Hashable, Sendable, Codable {
    var formats: [String]
    var dpi: Double
    var pngCompression: String
    var thumbnailSize: Int
    var maximumElements: Int
    var allowOutside: Bool
    var maximumImagePixels: Int
    var maximumTotalImagePixels: Int
    var pdfDate: String
    /// `--set` values as written, nil when none (a manifest written before there were any reads the same).
    var settings: [String]?
    /// `--data`'s file, as an absolute path.
    var data: String?
    /// `--templates`' files and folders, as absolute paths; nil when none.
    var templates: [String]?
    /// `--font-path`'s files and folders, as absolute paths; nil when none.
    var fonts: [String]? = nil
}
