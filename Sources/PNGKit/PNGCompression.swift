/// How hard the PNG encoder works: every choice decodes to the same pixels, only speed and size differ.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// zlib level 1 with the Up filter on every row: the quickest, for previews and CI galleries.
    case fast
    /// zlib level 6 (libpng's) with the Up filter on every row: on rendered pages about as small as
    /// libpng's per-row choice (within a few percent either way) for a fraction of its cost.
    case `default`
    /// zlib level 9 with each row's filter chosen by the smallest sum of absolute values (libpng's
    /// heuristic): the smallest files, for archives, several times slower.
    case best

    /// zlib's compression level.
    var level: Int32 {
        switch self {
        case .fast: 1
        case .default: 6
        case .best: 9
        }
    }

    /// Whether each row's filter is chosen from all five, rather than always Up.
    var choosesFilters: Bool { self == .best }

    /// The zlib header's two bytes: deflate with a 32 KiB window, and the level band (RFC 1950).
    var zlibHeader: [UInt8] {
        switch self {
        case .fast: [0x78, 0x01]
        case .default: [0x78, 0x9C]
        case .best: [0x78, 0xDA]
        }
    }
}
