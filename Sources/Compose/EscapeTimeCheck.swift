import Figures
import FileIO
import Geometry
import Imaging
import SpecModel
import SpecReader

/// Refuses an escape-time picture that cannot be computed where it is laid out: one over the pixels a
/// picture may have (`--max-image-pixels`), or one whose pixels lie closer together than double precision
/// resolves (poster computes no deep zooms).
enum EscapeTimeCheck {
    /// Whether `escape` can be computed in `frame` for output judged by `options`; else records why, at the
    /// key to change (its data row `row`, for a sheet's cell).
    static func passes(_ escape: EscapeTimeSpec, in frame: Rect, options: LoadOptions, row: DataRow?, _ d: SpecContext) -> Bool {
        let figure = escape.figure
        let dpi = options.raster ? options.dpi : figure.dpi
        let (width, height) = EscapeTime.pixels(of: frame, dpi: dpi)
        func at(_ location: SpecLocation) -> SpecLocation { SpecLocation(path: location.path, position: location.position, row: row) }
        if let problem = ImageLimits.problem(width: width, height: height, maximumPixels: options.policy.maximumImagePixels) {
            let lower = options.raster ? "lower --dpi" : "lower \"dpi\""
            d.error(
                "at \(SpecNode.format(dpi)) dpi the \(figure.set.rawValue) set's picture \(problem), or \(lower)",
                at: at(options.raster ? escape.source : escape.resolution))
            return false
        }
        let step = figure.span / Double(width)
        let largest = figure.largestCoordinate(aspect: frame.height / frame.width)
        let finest = EscapeTime.finestRelativeStep * largest
        guard step < finest else { return true }
        d.error(
            "the view is \(Self.format(figure.span)) wide over \(width) px, \(Self.format(step)) a pixel: finer than double precision resolves at"
                + " coordinates up to \(Self.format(largest)), whose neighbouring pixels must be at least \(Self.format(finest)) apart (1e-15 of it);"
                + " make the view at least \(Self.format(finest * Double(width))) wide, or the picture fewer pixels across"
                + " (a deeper zoom needs arbitrary precision, which poster does not compute)",
            at: at(escape.view))
        return false
    }

    /// A number to three significant digits.
    private static func format(_ value: Double) -> String {
        String(cFormat: "%.3g", value)
    }
}
