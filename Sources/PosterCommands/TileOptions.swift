import ArgumentParser
import Imposition
import SpecReader

/// `--tile PAPER` and its settings: each page printed on sheets of a smaller paper, an assembly map
/// first. They go over the spec's `print.tile`, setting by setting; `--no-tile` prints pages whole.
struct TileOptions: ParsableArguments {
    @Option(name: .customLong("tile"), help: "Print each page on sheets of this paper (A4, Letter, \"200mm x 280mm\"), with an assembly map first.")
    var paper: String?

    @Option(name: .customLong("tile-orientation"), help: "Which way sheets are turned: portrait, landscape, or auto (the way that needs fewer sheets).")
    var orientation: TileRequest.Orientation?

    // Taken whatever they start with, so that "-5mm" gets its own message rather than "missing value".
    @Option(parsing: .unconditional, help: "What neighbouring sheets both print where they join, with its unit (default 10mm).")
    var overlap: String?

    @Option(
        name: .customLong("tile-margin"), parsing: .unconditional,
        help: "The edge of the paper the printer cannot print, with its unit: nothing is printed there (default 5mm).")
    var margin: String?

    @Option(
        name: .customLong("tile-scale"), parsing: .unconditional,
        help: "The poster's size: a percentage of the page (50%), or a finished size (A1, \"600mm x 900mm\").")
    var scale: String?

    @Flag(
        name: .customLong("tile-marks"), inversion: .prefixedNo, help: "Cut and glue lines, registration marks and sheet names in the overlaps (default: on).")
    var marks: Bool?

    @Flag(name: .customLong("no-tile"), help: "Print the pages whole, even when the spec asks for tiling.")
    var off = false

    func validate() throws {
        _ = try override
    }

    /// What these options say of tiling.
    var override: TileOverride {
        get throws {
            var request = TileRequest(origin: .commandLine)
            if let paper {
                guard Self.hasUnits(paper), request.setPaper(paper) else {
                    throw ValidationError(
                        "--tile: expected a paper size (\(PaperSize.names.joined(separator: ", "))) or \"WIDTH x HEIGHT\" with units such as \"200mm x 280mm\", got \"\(paper)\""
                    )
                }
                request.sources[.paper] = .commandLine
            }
            if let orientation {
                request.orientation = orientation
                request.sources[.orientation] = .commandLine
            }
            if let overlap {
                request.overlap = try Self.length(overlap, .overlap)
                request.sources[.overlap] = .commandLine
            }
            if let margin {
                request.margin = try Self.length(margin, .margin)
                request.sources[.margin] = .commandLine
            }
            if let scale {
                guard Self.hasUnits(scale), let parsed = TileScale.parse(scale) else {
                    throw ValidationError(
                        "--tile-scale: \(TileScale.problem(scale) ?? "a finished size needs units on each side, such as \"600mm x 900mm\", got \"\(scale)\"")")
                }
                request.scale = parsed
                request.sources[.scale] = .commandLine
            }
            if let marks {
                request.marks = marks
                request.sources[.marks] = .commandLine
            }
            if off {
                guard request.sources.isEmpty else { throw ValidationError("--no-tile prints the pages whole: leave out the other tiling options") }
                return .off
            }
            return request.sources.isEmpty ? .asSpecSays : .request(request)
        }
    }

    /// A length with its unit (but 0): on the command line a bare number is more likely millimetres than points.
    private static func length(_ text: String, _ field: TileField) throws -> Double {
        guard let points = Length.points(text), points == 0 || Self.hasUnit(text) else {
            throw ValidationError("\(field.option): expected a length with its unit, such as \"10mm\", \"0.25in\" or \"12pt\", got \"\(text)\"")
        }
        return points
    }

    private static func hasUnit(_ text: String) -> Bool {
        Length.units.contains { text.trimmingSpaces.hasSuffix($0.0) }
    }

    /// Whether each side of a "WIDTH x HEIGHT" size has its unit (a name or a percentage has none to give).
    private static func hasUnits(_ text: String) -> Bool {
        let sides = text.split(separator: "x", omittingEmptySubsequences: false)
        return sides.count != 2 || sides.allSatisfy { hasUnit(String($0)) }
    }
}

extension TileRequest.Orientation: ExpressibleByArgument {}
