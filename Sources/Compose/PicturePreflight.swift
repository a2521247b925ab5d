import Geometry
import Scene
import SpecModel
import SpecReader

/// Print preflight of the pictures a cell draws, wherever they are (an image figure, a badge's photo,
/// a bouncing logo): a raster picture that will print below 150 pixels per inch at its placed size,
/// and a PNG enlarged more than twice in a raster output, are warnings at the cell, once per picture.
struct PicturePreflight {
    let options: LoadOptions
    let diagnostics: SpecContext

    func check(_ items: [Item], at location: SpecLocation) {
        var widest: [ImageSource: Size] = [:]
        collect(items, scale: 1) { source, size in
            if size.width > widest[source]?.width ?? 0 { widest[source] = size }
        }
        for (source, placed) in widest.sorted(by: { $0.key.name < $1.key.name }) { check(source, placed: placed, at: location) }
    }

    /// Calls `found` with every raster picture in `items` and its placed size in points, through groups'
    /// and instances' transforms.
    private func collect(_ items: [Item], scale: Double, _ found: (ImageSource, Size) -> Void) {
        for item in items {
            switch item {
            // A computed picture is computed at an image's own resolution: it is judged only in a vector output.
            case .image(let image) where image.source.format != .svg && !(options.raster && image.source.generator != nil):
                found(image.source, Size(image.frame.width * scale, image.frame.height * scale))
            case .group(let group):
                collect(group.items, scale: scale * Self.scale(of: group.transform), found)
            case .instances(let instances):
                // The symbol once, at its largest copy: a fractal's nested instances are not walked copy by copy.
                let largest = instances.transforms.map(Self.scale(of:)).max() ?? 1
                collect(instances.symbol.items, scale: scale * largest, found)
            case .image, .shape, .text:
                break
            }
        }
    }

    /// How much a transform enlarges lengths (its geometric mean scale).
    private static func scale(of t: Affine) -> Double {
        abs(t.a * t.d - t.b * t.c).squareRoot()
    }

    private func check(_ source: ImageSource, placed: Size, at location: SpecLocation) {
        let ppi = source.size.width / (placed.width / 72)
        if ppi < 150 {
            let inches = "\(Self.tenths(placed.width / 72)) x \(Self.tenths(placed.height / 72)) in"
            diagnostics.warning(
                "image \"\(source.name)\" prints at \(Int(ppi.rounded())) pixels per inch at its placed size (\(inches)): 150 or more is print quality",
                at: location)
        }
        let enlargement = placed.width * options.dpi / 72 / source.size.width
        if options.raster, source.format == .png, enlargement > 2 {
            diagnostics.warning(
                "image \"\(source.name)\" is enlarged \(Self.tenths(enlargement)) times at \(SpecNode.format(options.dpi)) dpi: it will look blurred",
                at: location)
        }
    }

    private static func tenths(_ value: Double) -> String {
        SpecNode.format((value * 10).rounded() / 10)
    }
}
