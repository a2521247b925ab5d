import CRsvg
import CairoKit
import Geometry
import Glibc
import Scene
import SharedLibraries

/// The pictures of one page (a PDF's, or a page drawn on its own thread): PNG, JPEG and WebP as cairo
/// surfaces, SVG as librsvg handles, each decoded once however often the page places it, and let go with
/// the cache; the renderer places and paints them. Used by one thread at a time.
///
/// For vector output (PDF and SVG), a JPEG is not decoded at all: the document's `JPEGCarriers` hands a
/// surface with no pixels carrying the file as cairo's JPEG mime data, which the PDF embeds as it is, and
/// every surface carries the picture's digest as its unique id, so a picture placed many times, on one
/// page or on many, is stored once.
public final class ImageCache {
    /// Whether the output is vector (PDF, SVG): pictures are kept as they are and their viewers scale them.
    public let vectorOutput: Bool
    /// For raster output, the page's SVG pictures in pixels, shared by the threads drawing its stripes.
    private let rasters: SVGRasters?
    /// The page's PNG, JPEG and WebP pictures in pixels, shared with the other threads drawing it.
    private let pictures: PagePictures
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]
    private var recordings: [String: Surface] = [:]

    /// For vector output, the document's JPEG pictures, kept across its pages.
    private let jpegs: JPEGCarriers

    /// The pictures of a page drawn as pixels (with the page's SVG pictures in pixels, `rasters`, and its
    /// other pictures, `pictures`, both shared by the threads drawing its stripes) or, when `vectorOutput`,
    /// of a page of a vector document whose JPEG pictures `jpegs` keeps.
    public init(vectorOutput: Bool, rasters: SVGRasters? = nil, pictures: PagePictures = PagePictures(), jpegs: JPEGCarriers = JPEGCarriers()) {
        self.vectorOutput = vectorOutput
        self.rasters = rasters
        self.pictures = pictures
        self.jpegs = jpegs
    }

    /// Whether cairo may list a resource more than once in a PDF page's resources (once a paint): a picture
    /// was painted more than once, or an SVG was recorded (which may paint its own pictures several times).
    public private(set) var mayListResourcesAgain = false

    deinit {
        // A handle was made only once librsvg was opened; with none, it is not opened now.
        guard !handles.isEmpty, case .success(let svg) = SVGLibrary.shared else { return }
        for handle in handles.values { svg.objectUnref(UnsafeMutableRawPointer(handle)) }
    }

    /// For vector output, an SVG picture recorded once at its own size and painted wherever it is placed:
    /// PDF and SVG then hold it once (a form XObject in PDF, matched across pages by its unique id). Nil for raster output, which draws it anew
    /// at every placement, sharp at its resolution.
    public func recording(for source: ImageSource) throws(ImageError) -> Surface? {
        guard vectorOutput else { return nil }
        mayListResourcesAgain = true
        if let known = recordings[source.id] { return known }
        let surface: Surface, context: Context
        do {
            surface = try Surface.recording(extents: Rect(x: 0, y: 0, width: source.size.width, height: source.size.height))
            context = try Context(surface)
        } catch {
            throw ImageError("cannot record \"\(source.name)\": \(error)")
        }
        try drawSVG(source, on: context)
        surface.attach(Array(source.id.utf8), as: .uniqueID)
        recordings[source.id] = surface
        return surface
    }

    /// For raster output drawing a page, an SVG picture in the page's pixels where `context`'s matrix
    /// places its own points, drawn once for every stripe (`SVGRasters`); nil where it is drawn anew.
    public func raster(for source: ImageSource, under context: Context) throws(ImageError) -> (surface: Surface, x: Int, y: Int)? {
        guard let rasters else { return nil }
        return try rasters.raster(of: source, matrix: context.matrix) { (raster) throws(ImageError) in try drawSVG(source, on: raster) }
    }

    /// Draws an SVG picture at its own size with `context`'s current transform, through librsvg.
    public func drawSVG(_ source: ImageSource, on context: Context) throws(ImageError) {
        try SVGFile.render(try handle(for: source), into: context, size: source.size, name: source.name)
    }

    /// The librsvg handle of an SVG picture, read once however often it is placed.
    func handle(for source: ImageSource) throws(ImageError) -> UnsafeMutablePointer<RsvgHandle> {
        if let known = handles[source.id] { return known }
        let handle = try SVGFile.open(try bytes(of: source), name: source.name)
        handles[source.id] = handle
        return handle
    }

    /// The surface of a PNG, JPEG or WebP picture, its pixels as stored (before its orientation turns them),
    /// each side smaller by `reduction` (`PictureReduction`, for raster output; rounded up); or of a
    /// computed picture at its size.
    public func surface(for source: ImageSource, reduction: Int = 1) throws(ImageError) -> Surface {
        if vectorOutput, source.format == .jpeg {
            let carrier = try pictures.surface(id: source.id, reduction: 1) { () throws(ImageError) in
                try jpegs.carrier(for: source) { () throws(ImageError) in try bytes(of: source) }
            }
            mayListResourcesAgain = mayListResourcesAgain || carrier.known
            return carrier.surface
        }
        let decoded = try pictures.surface(id: source.id, reduction: reduction) { () throws(ImageError) in
            let surface = try decode(source, reduction: reduction)
            surface.attach(Array(source.id.utf8), as: .uniqueID)
            return surface
        }
        mayListResourcesAgain = mayListResourcesAgain || decoded.known
        return decoded.surface
    }

    /// The pixels of a PNG, JPEG or WebP picture, each side smaller by `reduction`.
    private func decode(_ source: ImageSource, reduction: Int) throws(ImageError) -> Surface {
        let width = Int(source.storedSize.width), height = Int(source.storedSize.height)
        switch source.format {
        case .png:
            if let generator = source.generator {
                return try ComputedPicture.surface(
                    of: generator, width: width, height: height, toUnit: .scale(1 / Double(width), 1 / Double(height)), name: source.name)
            }
            let whole = try PNGFile.decode(try bytes(of: source), name: source.name)
            guard reduction > 1 else { return whole }
            return try PictureReduction.reduce(whole, width: width, height: height, by: reduction, name: source.name)
        case .webp:
            return try WebPFile.decode(try bytes(of: source), name: source.name, reduction: reduction)
        case .jpeg:
            let contents = try bytes(of: source)
            let smallWidth = PictureReduction.reduced(width, by: reduction), smallHeight = PictureReduction.reduced(height, by: reduction)
            guard let surface = try? Surface.image(width: smallWidth, height: smallHeight, opaque: true) else {
                throw ImageError("cannot make room for \"\(source.name)\" (\(smallWidth) x \(smallHeight) pixels)")
            }
            try surface.withMutablePixels { (pixels, _, _, stride) throws(ImageError) in
                try JPEGFile.decode(
                    contents, into: pixels.assumingMemoryBound(to: UInt8.self), width: smallWidth, height: smallHeight, stride: stride, name: source.name)
            }
            return surface
        case .svg:
            throw ImageError("\"\(source.name)\" is an SVG: it is drawn as vectors, not as pixels")
        }
    }

    /// The bytes of `source`, had again from the document that read them.
    private func bytes(of source: ImageSource) throws(ImageError) -> [UInt8] {
        do {
            return try source.bytes()
        } catch {
            throw ImageError(error.message)
        }
    }
}
