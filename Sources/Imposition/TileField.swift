import SpecReader

/// A setting of a tiling: what a value or a problem belongs to.
public enum TileField: String, Hashable, Sendable, CaseIterable {
    case paper, orientation, overlap, margin, scale, marks

    /// The command-line option that sets it.
    public var option: String {
        switch self {
        case .paper: "--tile"
        case .orientation: "--tile-orientation"
        case .overlap: "--overlap"
        case .margin: "--tile-margin"
        case .scale: "--tile-scale"
        case .marks: "--[no-]tile-marks"
        }
    }
}

/// Where a tiling setting was given: on the command line, or at a key of the spec.
public enum TileSource: Hashable, Sendable {
    case commandLine
    case spec(SourcePosition?, SpecPath)
}
