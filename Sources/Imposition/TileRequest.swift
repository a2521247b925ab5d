import Geometry
import SpecReader

/// What a tiling asks for, from the spec's `print.tile` or the command line: the paper each sheet is,
/// which way it is turned, the overlap, the printer's unprintable margin, the scale and whether
/// sheets carry marks. `sources` says where each setting given was written; the rest are defaults.
public struct TileRequest: Hashable, Sendable {
    /// Which way sheets are turned; `auto` takes the way that needs fewer sheets.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case auto, portrait, landscape
    }

    public static let defaultOverlap = 10 * 72 / 25.4
    public static let defaultMargin = 5 * 72 / 25.4

    /// The sheet's paper (nil: not given yet).
    public var paper: Size?
    public var orientation = Orientation.auto
    public var overlap = TileRequest.defaultOverlap
    public var margin = TileRequest.defaultMargin
    public var scale = TileScale.factor(1)
    public var marks = true
    public var sources: [TileField: TileSource] = [:]
    /// Where the request as a whole was written, for problems of settings left at their defaults.
    public var origin: TileSource

    public init(origin: TileSource) {
        self.origin = origin
    }

    /// Where `field` was set, or where the request was written when it was left at its default.
    public func source(of field: TileField) -> TileSource {
        sources[field] ?? origin
    }

    /// The paper's name when it is a named size, whichever way it was given ("A4", or "210mm x 297mm").
    public var paperName: String? { paper.flatMap(PaperSize.name(of:)) }

    /// Sets the paper to the one `text` names ("A4") or gives ("200mm x 280mm"); false when it is neither.
    public mutating func setPaper(_ text: String) -> Bool {
        guard let size = PaperSize.parse(text), size.width > 0, size.height > 0 else { return false }
        paper = size
        return true
    }

    /// This request with every setting `other` gives put in place of its own.
    public func overridden(by other: TileRequest) -> TileRequest {
        var merged = self
        for (field, source) in other.sources {
            merged.sources[field] = source
            switch field {
            case .paper: merged.paper = other.paper
            case .orientation: merged.orientation = other.orientation
            case .overlap: merged.overlap = other.overlap
            case .margin: merged.margin = other.margin
            case .scale: merged.scale = other.scale
            case .marks: merged.marks = other.marks
            }
        }
        return merged
    }
}
