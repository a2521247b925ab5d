import Geometry
import Imposition
import Scene
import SpecReader

/// `print`: how the pages are printed beyond the paper they are laid out on.
package struct PrintSetup: Hashable, Sendable {
    /// Which edge a duplex printer turns the paper over: where a sheet's backs go.
    package enum Duplex: String, CaseIterable, Hashable, Sendable {
        /// Turned over its long edge (a portrait page's side): a back lies across the vertical axis.
        case longEdge
        /// Turned over its short edge (a portrait page's top): a back lies across the horizontal axis.
        case shortEdge
    }

    /// The colour model of a PDF: light for screens, or ink for a CMYK press.
    package enum ColorModel: String, CaseIterable, Hashable, Sendable {
        case rgb, cmyk
    }

    package var tile: TileRequest?
    package var duplex: Duplex = .longEdge
    /// Every page drawn mirrored left to right, for transfer paper that is ironed on face down.
    package var mirror = false
    /// Every label's outline drawn on label sheets, for a test print that shows how the printer feeds.
    package var outline = false
    /// Paper kept beyond the bleed for crop marks; nil: 6mm with crop marks, else none.
    package var slug: Double?
    package var color: ColorModel = .rgb
    /// The PDF/X standard a CMYK PDF declares.
    package var pdfx: CMYKOutput.Standard = .x4
    /// The press's CMYK profile; nil for the default.
    package var profile: CMYKOutput.Profile?
    /// The narrowest slug crop marks are drawn in.
    package static let leastSlugForMarks = 3 * 72 / 25.4

    package static var tile: Field<TileRequest?> {
        .optional(
            "tile", TileSpec.decoder,
            "`poster render` prints each page on sheets of a smaller paper, an assembly map first (galleries and previews show pages whole)")
    }
    package static var duplex: Field<Duplex> {
        .defaulted(
            "duplex", Decoders.choice(of: Duplex.self), .longEdge, shown: "\"longEdge\"",
            "how a sheet's backs are placed to land behind their fronts: the printer turns the paper over its long edge or its short edge")
    }
    package static var mirror: Field<Bool> { .defaulted("mirror", Decoders.bool, false, "every page mirrored left to right, for iron-on transfer paper") }
    package static var outline: Field<Bool> {
        .defaulted("outline", Decoders.bool, false, "every label's outline drawn on a label sheet, for a test print (also --outline)")
    }

    package static var slug: Field<Double?> {
        .optional(
            "slug", Length.decoder(0...72),
            "paper beyond the bleed, where crop marks go so that none touches the bleed: the page grows by twice this (default: 6mm with crop marks, else 0)")
    }

    package static var color: Field<ColorModel> {
        .defaulted(
            "color", Decoders.choice(of: ColorModel.self), .rgb, shown: "\"rgb\"",
            "\"cmyk\" writes a PDF for a press (also --cmyk): every colour in ink through the output profile, cmyk() colours as given, and a PDF/X output intent"
        )
    }
    package static var pdfx: Field<CMYKOutput.Standard?> {
        .optional(
            "pdfx", Decoders.choice(of: CMYKOutput.Standard.self),
            "the PDF/X standard a CMYK PDF declares: \"X-4\" (the default; transparency kept) or \"X-3\" (PDF 1.3, no transparency)")
    }

    package static var profile: Field<String?> {
        .optional(
            "profile", Decoders.string,
            "the press's CMYK ICC profile (a file beside the spec), embedded as the output intent and converted to (default, by the paper: FOGRA39's ISO Coated v2 for ISO and other sizes, SWOP for Letter, Legal and Tabloid)"
        )
    }

    /// The CMYK output the setup asks for on paper of `size`; nil for RGB. Without a profile of the
    /// spec's, the US sizes print in SWOP's condition and every other size in FOGRA39's.
    package func cmykOutput(paper size: Size) -> CMYKOutput? {
        guard color == .cmyk else { return nil }
        let name = PaperSize.name(of: size)
        let paper = name ?? "\(PaperSize.millimetres(size.width)) x \(PaperSize.millimetres(size.height)) mm"
        let condition: PressCondition = name.map(PaperSize.usNames.contains) == true ? .swop : .fogra39
        return CMYKOutput(standard: pdfx, profile: profile, condition: condition, paper: paper)
    }

    package static let object: ObjectDecoder<PrintSetup> = ObjectDecoder(
        "Print",
        "how the pages are printed: tiled onto a smaller paper, duplex, mirrored, label outlines, the slug, the colour model and the press's profile",
        tile, duplex, mirror, outline, slug, color, pdfx, profile
    ) { v, tile, duplex, mirror, outline, slug, color, pdfx, profilePath in
        if pdfx != nil, color != .cmyk {
            v.error("\"pdfx\" is a standard for CMYK PDFs: add \"color\": \"cmyk\" (or --cmyk), or leave it out", at: Self.pdfx)
        }
        var profile: CMYKOutput.Profile?
        if let profilePath {
            if color != .cmyk {
                v.error("\"profile\" is a press's CMYK profile: add \"color\": \"cmyk\" (or --cmyk), or leave it out", at: Self.profile)
            } else {
                switch PressProfile.load(profilePath, world: v.diagnostics.world) {
                case .success(let loaded): profile = loaded
                case .failure(let failure): v.error(failure.message, at: Self.profile)
                }
            }
        }
        return PrintSetup(tile: tile, duplex: duplex, mirror: mirror, outline: outline, slug: slug, color: color, pdfx: pdfx ?? .x4, profile: profile)
    }
}
