import ArgumentParser
import FileIO
import Foundation
import Layout
import Render
import Scene
import SpecReader

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layout spec to PDF (all pages in one file), PNG or SVG (one file per page).",
        discussion: """
            Several pages of PNG or SVG are written as NAME-1.png, NAME-2.png, ... unless OUT holds {page}. \
            Problems in the spec are printed as FILE:LINE:COL: error: PATH: message, all of them, and nothing is written.
            """
    )

    @Argument(help: "The layout spec (JSON or YAML).")
    var spec: String

    @OptionGroup var output: OutputOptions

    @Option(help: "Pages to write, such as 1,3-5 (default: all).", transform: PageSelection.parse)
    var pages: [Int]?

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup(title: "Tiling") var tileOptions: TileOptions

    func run() throws {
        do {
            guard try Self.render(spec, output: output, pages: pages, specOptions: specOptions, tiling: tileOptions.override).valid else { throw ExitCode(1) }
        } catch let refused as TileOptionRefused {
            throw refused.validationError
        }
    }

    /// Renders `spec` as `poster render` does, printing its diagnostics and the files written: whether the
    /// spec was valid (nothing is written when it is not) and the files it read besides itself. A failed
    /// write throws (exit code 2); a tiling option the spec's pages cannot take throws `TileOptionRefused`.
    static func render(_ spec: String, output: OutputOptions, pages: [Int]?, specOptions: SpecOptions, tiling: TileOverride) throws -> (valid: Bool, inputs: [String]) {
        // A spec read from standard input has no name to give its output.
        let name = spec == SourceFile.standardInput ? nil : ((spec as NSString).lastPathComponent as NSString).deletingPathExtension
        let (path, format) = try output.resolve(defaultName: name)
        // A PDF is written a page at a time, each laid out as it is written; PNG and SVG pages render at once.
        var options = specOptions.loadOptions(dpi: format == .png ? output.dpi : 300, raster: format == .png)
        options.tiling = tiling
        options.drawsTiles = true
        let result = SpecLoader.load(path: spec, options: options, streamed: format == .pdf)
        Output.printDiagnostics(result.diagnostics)
        if let problem = result.tileOptionProblem { throw TileOptionRefused(message: problem) }
        guard var document: any PageSource = result.streamed ?? result.document else { return (false, result.inputs) }
        if let pages, let missing = pages.first(where: { $0 > document.pageCount }) {
            throw ValidationError("--pages: page \(missing) does not exist; the document has \(document.pageCount)")
        }
        var pages = pages
        if let tile = result.tile {
            if !format.isMultiPage, OutputNaming.isStream(path) {
                throw ValidationError("-o \(path) is a stream, which takes one \(format.rawValue.uppercased()) file: tiled sheets are a file each; give -o a file name, or write a PDF")
            }
            // Every page was checked against the tiling as it loaded.
            document = try TiledDocument(document, trims: result.trimSizes, pages: pages, request: tile, sharesPage: format == .pdf, dpi: format == .png ? output.dpi : nil)
            pages = nil
        }
        let files = (pages ?? Array(1...max(1, document.pageCount))).map { OutputNaming.path(path, page: $0, of: document, format: format) }
        try Self.refuseOverwriting([spec] + result.inputs, with: format.isMultiPage ? [path] : files)
        var renderOptions = RenderOptions(dpi: output.dpi, pages: pages, pngCompression: output.pngCompression)
        renderOptions.printsAtActualSize = result.tile != nil
        try Output.write(document, format: format, to: path, options: renderOptions, source: spec)
        return (true, result.inputs)
    }

    /// Refuses outputs that would replace the spec or a file it reads (a data file, a picture).
    static func refuseOverwriting(_ inputs: [String], with outputs: [String]) throws {
        let read = Set(inputs.compactMap { RealPath.of($0) })
        // "-" is standard output, which holds no file.
        for output in outputs where output != "-" {
            let slash = output.lastIndex(of: "/")
            let folder = slash.map { String(output[..<$0]) } ?? "."
            let name = slash.map { String(output[output.index(after: $0)...]) } ?? output
            let located = RealPath.of(output) ?? RealPath.of(folder.isEmpty ? "/" : folder).map { $0 + "/" + name }
            if let located, read.contains(located) {
                throw ValidationError("-o \(output) is \(located == RealPath.of(inputs[0]) ? "the spec itself" : "a file the spec reads"): choose another output")
            }
        }
    }
}
