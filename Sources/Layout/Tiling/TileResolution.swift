import Foundation
import Geometry
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

    init(_ spec: Spec, options: LoadOptions, _ diagnostics: Diagnostics) {
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
            if options.drawsTiles, options.raster, let grid = grids.first, let problem = PixelLimit.problem(grid.sheet, dpi: options.dpi, heldWhole: options.imagesHeldWhole) {
                throw TileProblem(.paper, problem.replacingOccurrences(of: "a page is", with: "a sheet is"))
            }
        } catch {
            grids = []
            switch request.source(of: error.field) {
            case .commandLine:
                optionProblem = request.sources[error.field] == nil && error.field != .paper
                    ? "--tile: \(error.message)" : "\(error.field.option): \(error.message)"
            case .spec(let position, let path): diagnostics.error(error.message, at: position, path)
            }
        }
    }
}

extension Spec {
    /// The trimmed size of every page: the page setup's, or a label sheet's paper.
    var trimSizes: [Size] {
        pages.map { block in
            if let sheet = block.sheet, case .template(let template) = sheet.layout { return template.paper }
            return page.size
        }
    }
}
