import Geometry
import Glibc
import Imposition
import SpecModel
import SpecReader

/// The tiling a spec is rendered with: its `print.tile` under what the command line says, checked
/// against the size of every page. A problem with a setting the spec wrote is one of its diagnostics;
/// one with a setting from the command line is returned, for the command to refuse the option.
struct TileResolution {
    var request: TileRequest?
    /// The grids of the pages' distinct trimmed sizes.
    var grids: [TileGrid] = []
    /// A problem with a command-line setting: "--overlap: ...".
    var optionProblem: String?

    init(_ spec: Spec, options: LoadOptions, _ diagnostics: SpecContext) {
        switch options.tiling {
        case .off: request = nil
        case .asSpecSays: request = spec.print?.tile
        case .request(let given):
            request = (spec.print?.tile ?? TileRequest(origin: .commandLine)).overridden(by: given)
        }
        guard let request else { return }
        guard request.paper != nil else {
            let given = TileField.allCases.first { request.sources[$0] != nil } ?? .paper
            optionProblem = "\(given.option) needs --tile PAPER, or a \"print\": { \"tile\": ... } in the spec"
            return
        }
        var sizes: [Size] = []
        for size in spec.trimSizes where !sizes.contains(size) { sizes.append(size) }
        do throws(TileProblem) {
            for size in sizes { grids.append(try TileGrid(trim: size, request: request)) }
            if options.drawsTiles, options.raster, let grid = grids.first,
                let problem = PixelLimit.problem(grid.sheet, dpi: options.dpi, heldWhole: options.imagesHeldWhole)
            {
                throw TileProblem(.paper, problem.replacing("a page is", with: "a sheet is"))
            }
        } catch {
            grids = []
            let blamed = Self.blamed(error, in: request)
            switch request.source(of: blamed) {
            case .commandLine: optionProblem = "\(request.sources[blamed] == nil ? "--tile" : blamed.option): \(error.message)"
            case .spec(let position, let path): diagnostics.error(error.message, at: position, path)
            }
        }
    }
}

extension TileResolution {
    /// The setting to name for `problem`: one of those taking part that the command line set (so that an
    /// option that breaks the spec's tiling is refused as an option), else one the spec wrote, else the
    /// setting the message is about (left at its default: the request as a whole is named).
    static func blamed(_ problem: TileProblem, in request: TileRequest) -> TileField {
        problem.fields.first { request.sources[$0] == .commandLine }
            ?? problem.fields.first { request.sources[$0] != nil }
            ?? problem.field
    }
}

extension Spec {
    /// The trimmed size of every page: the page setup's, or a label sheet's paper.
    var trimSizes: [Size] {
        blocks.flatMap { block in
            guard let sheet = block.sheet else { return [page.size] }
            guard case .template(let template) = sheet.layout else { return Array(repeating: page.size, count: sheet.pageCount) }
            return Array(repeating: template.paper, count: sheet.pageCount)
        }
    }
}
