import CCairo
import CRsvg
import Foundation
import Scene

/// The pictures of one page (a PDF's, or a page drawn on its own thread): PNG, JPEG and WebP as cairo
/// surfaces, SVG as librsvg handles, each decoded once however often the page places it, and let go with
/// the cache. Used by one thread at a time.
///
/// For vector output (PDF and SVG), a JPEG is not decoded at all: its surface carries the file as cairo's
/// JPEG mime data, which the PDF embeds as it is, and every surface carries the picture's digest as its
/// unique id, so a picture placed many times, on one page or on many, is stored once.
public final class ImageCache {
    /// Whether the output is vector (PDF, SVG): pictures are kept as they are and their viewers scale them.
    let vectorOutput: Bool
    /// For raster output, the page's SVG pictures in pixels, shared by the threads drawing its stripes.
    private let rasters: SVGRasters?
    private var surfaces: [String: OpaquePointer] = [:]
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]
    private var recordings: [String: OpaquePointer] = [:]

    public init(vectorOutput: Bool, rasters: SVGRasters? = nil) {
        self.vectorOutput = vectorOutput
        self.rasters = rasters
    }

    /// Whether cairo may list a resource more than once in a PDF page's resources (once a paint): a picture
    /// was painted more than once, or an SVG was recorded (which may paint its own pictures several times).
    public private(set) var mayListResourcesAgain = false

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
        for handle in handles.values { g_object_unref(UnsafeMutableRawPointer(handle)) }
        for recording in recordings.values { cairo_surface_destroy(recording) }
    }

    /// For vector output, an SVG picture recorded once at its own size and painted wherever it is placed:
    /// PDF and SVG then hold it once (a form XObject in PDF, matched across pages by its unique id). Nil for raster output, which draws it anew
    /// at every placement, sharp at its resolution.
    func recording(for source: ImageSource) throws(ImageError) -> OpaquePointer? {
        guard vectorOutput else { return nil }
        mayListResourcesAgain = true
        if let known = recordings[source.id] { return known }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: source.size.width, height: source.size.height)
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        do throws(ImageError) {
            try SVGFile.render(try handle(for: source), into: cr, size: source.size, name: source.name)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        attach(Array(source.id.utf8), as: CAIRO_MIME_TYPE_UNIQUE_ID, to: surface)
        recordings[source.id] = surface
        return surface
    }

    /// For raster output drawing a page, an SVG picture in the page's pixels where `cr`'s matrix places
    /// its own points, drawn once for every stripe (`SVGRasters`); nil where it is drawn anew.
    func raster(for source: ImageSource, under cr: OpaquePointer) throws(ImageError) -> (surface: OpaquePointer, x: Int, y: Int)? {
        guard let rasters else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return try rasters.raster(of: source, matrix: matrix) { (raster) throws(ImageError) in
            try SVGFile.render(try handle(for: source), into: raster, size: source.size, name: source.name)
        }
    }

    /// The librsvg handle of an SVG picture, read once however often it is placed.
    func handle(for source: ImageSource) throws(ImageError) -> UnsafeMutablePointer<RsvgHandle> {
        if let known = handles[source.id] { return known }
        let handle = try SVGFile.open(try bytes(of: source), name: source.name)
        rsvg_handle_set_dpi(handle, 96)
        handles[source.id] = handle
        return handle
    }

    /// The surface of a PNG, JPEG or WebP picture, its pixels as stored (before its orientation turns them).
    func surface(for source: ImageSource) throws(ImageError) -> OpaquePointer {
        if let known = surfaces[source.id] {
            mayListResourcesAgain = true
            return known
        }
        let surface: OpaquePointer
        switch source.format {
        case .png:
            surface = try PNGFile.decode(try bytes(of: source), name: source.name)
        case .webp:
            surface = try WebPFile.decode(try bytes(of: source), name: source.name)
        case .jpeg:
            let contents = try bytes(of: source)
            let width = Int(source.storedSize.width), height = Int(source.storedSize.height)
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                throw ImageError("cannot make room for \"\(source.name)\" (\(width) x \(height) pixels)")
            }
            if vectorOutput {
                attach(contents, as: CAIRO_MIME_TYPE_JPEG, to: surface)
            } else {
                cairo_surface_flush(surface)
                do {
                    try JPEGFile.decode(
                        contents, into: cairo_image_surface_get_data(surface), width: width, height: height,
                        stride: Int(cairo_image_surface_get_stride(surface)), name: source.name)
                } catch {
                    cairo_surface_destroy(surface)
                    throw error
                }
                cairo_surface_mark_dirty(surface)
            }
        case .svg:
            throw ImageError("\"\(source.name)\" is an SVG: it is drawn as vectors, not as pixels")
        }
        attach(Array(source.id.utf8), as: CAIRO_MIME_TYPE_UNIQUE_ID, to: surface)
        surfaces[source.id] = surface
        return surface
    }

    /// The bytes of `source`, had again from the document that read them.
    private func bytes(of source: ImageSource) throws(ImageError) -> [UInt8] {
        do {
            return try source.bytes()
        } catch {
            throw ImageError(error.message)
        }
    }

    /// Gives the surface a copy of `bytes` as mime data of `type`, freed with the surface.
    private func attach(_ bytes: [UInt8], as type: String, to surface: OpaquePointer) {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        bytes.withUnsafeBufferPointer { copy.initialize(from: $0.baseAddress!, count: bytes.count) }
        cairo_surface_set_mime_data(surface, type, copy, UInt(bytes.count), { $0?.assumingMemoryBound(to: UInt8.self).deallocate() }, copy)
    }
}
