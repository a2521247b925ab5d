import CCairo
import Geometry
import Glibc
import Workers

/// A cairo surface: an image in memory, a PDF or SVG document written to a stream, or a recording.
public final class Surface {
    package let pointer: OpaquePointer
    /// The stream a PDF or SVG surface writes to, kept alive as long as the surface.
    private let stream: ByteStream?

    /// Takes a +1 reference; throws cairo's error (and releases the pointer) when the surface is in error.
    public convenience init(owning pointer: OpaquePointer) throws {
        try self.init(owning: pointer, stream: nil)
    }

    /// Takes a new reference to a surface owned elsewhere.
    public init(borrowing pointer: OpaquePointer) {
        self.pointer = cairo_surface_reference(pointer)
        self.stream = nil
    }

    private init(owning pointer: OpaquePointer, stream: ByteStream?) throws {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw CairoError(status: status)
        }
        self.pointer = pointer
        self.stream = stream
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// An image of `width` x `height` pixels: ARGB32, transparent, or, when `opaque`, RGB24 (black).
    public static func image(width: Int, height: Int, opaque: Bool = false) throws -> Surface {
        guard let width32 = Int32(exactly: width), let height32 = Int32(exactly: height) else {
            throw CairoError(status: CAIRO_STATUS_INVALID_SIZE)
        }
        return try Surface(owning: cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, width32, height32))
    }

    /// A 1-bit (A1) image of `grid`, a pixel a square, set where its squares are dark: a mask a PDF
    /// writes as an image mask (`/ImageMask true`).
    public static func mask(_ grid: ModuleGrid) throws -> Surface {
        guard let width = Int32(exactly: grid.width), let height = Int32(exactly: grid.height), width > 0, height > 0 else {
            throw CairoError(status: CAIRO_STATUS_INVALID_SIZE)
        }
        let surface = try Surface(owning: cairo_image_surface_create(CAIRO_FORMAT_A1, width, height))
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { throw CairoError(status: CAIRO_STATUS_NO_MEMORY) }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        // cairo's A1 pixels fill 32-bit words in the machine's order: on a little-endian machine, as the
        // grid's bytes, the first pixel in the lowest bit.
        grid.bits.withUnsafeBufferPointer { bits in
            for row in 0..<grid.height {
                (data + row * stride).update(from: bits.baseAddress! + row * grid.rowBytes, count: grid.rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    /// An opaque (RGB24) image of `width` x `height` pixels that is never drawn on: the carrier of a
    /// picture a vector document embeds as its file (`attach(_:as: .jpeg)`). Its pixels are black and
    /// mapped only where read, so it costs no memory and no time to clear, however large the picture;
    /// they are unmapped when cairo lets the surface go.
    public static func carrier(width: Int, height: Int) throws -> Surface {
        guard let width32 = Int32(exactly: width), let height32 = Int32(exactly: height), width > 0, height > 0 else {
            throw CairoError(status: CAIRO_STATUS_INVALID_SIZE)
        }
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, width32)
        let (length, overflow) = Int(stride).multipliedReportingOverflow(by: height)
        guard stride > 0, !overflow else { throw CairoError(status: CAIRO_STATUS_INVALID_SIZE) }
        let pixels = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let pixels, pixels != MAP_FAILED else { throw CairoError(status: CAIRO_STATUS_NO_MEMORY) }
        guard let raw = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, width32, height32, stride)
        else {
            munmap(pixels, length)
            throw CairoError(status: CAIRO_STATUS_NO_MEMORY)
        }
        let mapping = UnsafeMutablePointer<MappedPixels>.allocate(capacity: 1)
        mapping.initialize(to: MappedPixels(address: pixels, length: length))
        let status = cairo_surface_set_user_data(raw, &MappedPixels.key, mapping) { pointer in
            guard let mapping = pointer?.assumingMemoryBound(to: MappedPixels.self) else { return }
            munmap(mapping.pointee.address, mapping.pointee.length)
            mapping.deallocate()
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            // cairo kept nothing (a surface in error, or no memory for the entry): nothing else will unmap.
            cairo_surface_destroy(raw)
            munmap(pixels, length)
            mapping.deallocate()
            throw CairoError(status: status)
        }
        return try Surface(owning: raw)
    }

    /// An ARGB32 image holding a copy of `data`'s pixels.
    public static func image(_ data: ImageData) throws -> Surface {
        let surface = try image(width: data.width, height: data.height)
        let pointer = surface.pointer
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        if let base = cairo_image_surface_get_data(pointer) {
            for y in 0..<data.height {
                let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<data.width { row[x] = data.pixels[y * data.width + x] }
            }
        }
        cairo_surface_mark_dirty(pointer)
        return surface
    }

    /// Shifts everything drawn on the surface by (`x`, `y`) pixels: an image surface holding rows
    /// `y0...` of a larger picture takes an offset of (0, -y0), and every point lands where it would on
    /// the whole picture, less y0 rows (cairo applies the offset after the user-space transform, so
    /// whole-pixel offsets move geometry exactly).
    public func setDeviceOffset(x: Double, y: Double) {
        cairo_surface_set_device_offset(pointer, x, y)
    }

    /// A PDF document of pages `size` points large, written to `stream` as it is drawn.
    public static func pdf(size: Size, writingTo stream: ByteStream) throws -> Surface {
        let raw = cairo_pdf_surface_create_for_stream(ByteStream.writeFunction, stream.closure, size.width, size.height)
        return try Surface(owning: raw!, stream: stream)
    }

    /// An SVG document `size` points large, written to `stream`.
    public static func svg(size: Size, writingTo stream: ByteStream) throws -> Surface {
        let raw = cairo_svg_surface_create_for_stream(ByteStream.writeFunction, stream.closure, size.width, size.height)
        let surface = try Surface(owning: raw!, stream: stream)
        cairo_svg_surface_set_document_unit(raw, CAIRO_SVG_UNIT_PT)
        return surface
    }

    /// A surface that records drawing for replay; unbounded when `extents` is nil.
    public static func recording(extents: Rect? = nil) throws -> Surface {
        let raw: OpaquePointer?
        if let extents {
            var r = cairo_rectangle_t(x: extents.minX, y: extents.minY, width: extents.width, height: extents.height)
            raw = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &r)
        } else {
            raw = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        }
        return try Surface(owning: raw!)
    }

    /// Decodes a PNG held in memory into an image surface; a file that ends before its image does is a
    /// read error.
    public static func readPNG(_ bytes: [UInt8]) throws -> Surface {
        let reader = PNGReader(bytes)
        let raw = cairo_image_surface_create_from_png_stream(PNGReader.readFunction, Unmanaged.passUnretained(reader).toOpaque())
        let surface = try withExtendedLifetime(reader) { try Surface(owning: raw!) }
        guard !reader.exhaustedEarly else { throw CairoError(status: CAIRO_STATUS_READ_ERROR) }
        return surface
    }

    /// The surface's sticky status: success, or the first error that happened on it.
    public var status: CairoError? {
        let status = cairo_surface_status(pointer)
        return status == CAIRO_STATUS_SUCCESS ? nil : CairoError(status: status)
    }

    public func checkStatus() throws {
        try CairoError.check(cairo_surface_status(pointer))
    }

    /// Ends the current page of a PDF surface and starts the next.
    public func showPage() {
        FontWork.lock.withLock { _ in cairo_surface_show_page(pointer) }
    }

    /// Sets the size of the next pages of a PDF surface.
    public func setPDFPageSize(_ size: Size) {
        cairo_pdf_surface_set_size(pointer, size.width, size.height)
    }

    /// Writes a PDF document's metadata; `date` in ISO 8601 (`YYYY-MM-DDThh:mm:ss`) for creation and
    /// modification; keywords joined with commas.
    public func setPDFMetadata(title: String, creator: String, date: String, author: String? = nil, subject: String? = nil, keywords: [String] = []) {
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, creator)
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, date)
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_MOD_DATE, date)
        if let author { cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_AUTHOR, author) }
        if let subject { cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_SUBJECT, subject) }
        if !keywords.isEmpty { cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_KEYWORDS, keywords.joined(separator: ", ")) }
    }

    /// The outline's root, the parent of its top entries.
    public static let outlineRoot = Int32(CAIRO_PDF_OUTLINE_ROOT)

    /// Adds an entry titled `title` under `parent` leading to page `page` (from 1) of a PDF surface; returns its id.
    public func addPDFOutline(parent: Int32, title: String, page: Int) -> Int32 {
        cairo_pdf_surface_add_outline(pointer, parent, title, "page=\(page)", cairo_pdf_outline_flags_t(rawValue: 0))
    }

    /// Completes all output (for a stream surface, writes the rest of the document) and throws any
    /// error of the surface or of its stream. Drawing on a finished surface is an error.
    public func finish() throws {
        FontWork.lock.withLock { _ in cairo_surface_finish(pointer) }
        stream?.flush()
        try stream?.checkWrites()
        try checkStatus()
    }

    /// Encodes an image surface as PNG into `stream`.
    public func writePNG(to stream: ByteStream) throws {
        let status = cairo_surface_write_to_png_stream(pointer, ByteStream.writeFunction, stream.closure)
        try stream.checkWrites()
        try CairoError.check(status)
    }

    /// Calls `body` with an image surface's pixels in place (premultiplied 0xAARRGGBB words, rows
    /// `stride` bytes apart), after cairo's drawing is flushed to them; nil for other surfaces.
    public func withPixels<T>(_ body: (_ base: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws -> T) rethrows -> T? {
        guard cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return nil }
        return try body(
            UnsafeRawPointer(data), Int(cairo_image_surface_get_width(pointer)), Int(cairo_image_surface_get_height(pointer)),
            Int(cairo_image_surface_get_stride(pointer)))
    }

    /// Writes out what cairo still holds of its drawing, so the surface's contents are complete.
    public func flush() { cairo_surface_flush(pointer) }

    /// Lets `body` write an image surface's pixels in place (as `withPixels` reads them), then tells cairo
    /// they changed; nil for other surfaces.
    public func withMutablePixels<T, E>(
        _ body: (_ base: UnsafeMutableRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws(E) -> T
    ) throws(E) -> T? {
        guard cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return nil }
        let result = try body(
            UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_width(pointer)), Int(cairo_image_surface_get_height(pointer)),
            Int(cairo_image_surface_get_stride(pointer)))
        cairo_surface_mark_dirty(pointer)
        return result
    }

    /// What a surface's attached data says of it.
    public enum MimeType: Sendable {
        /// The JPEG file the pixels came from: a PDF embeds it as it is, undecoded.
        case jpeg
        /// An id that makes a PDF or SVG store the surface once, however often and on however many pages
        /// it is painted.
        case uniqueID

        var name: String {
            switch self {
            case .jpeg: CAIRO_MIME_TYPE_JPEG
            case .uniqueID: CAIRO_MIME_TYPE_UNIQUE_ID
            }
        }
    }

    /// Attaches a copy of `bytes` to the surface as `type`, freed with it.
    public func attach(_ bytes: [UInt8], as type: MimeType) {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        bytes.withUnsafeBufferPointer { copy.initialize(from: $0.baseAddress!, count: bytes.count) }
        cairo_surface_set_mime_data(pointer, type.name, copy, UInt(bytes.count), { $0?.assumingMemoryBound(to: UInt8.self).deallocate() }, copy)
    }

    /// Copies the pixels of the image surface `rows`, as wide as this one, into this image surface
    /// from row `y` down (those that fit).
    public func place(_ rows: Surface, atRow y: Int) {
        cairo_surface_flush(pointer)
        cairo_surface_flush(rows.pointer)
        guard let target = cairo_image_surface_get_data(pointer), let source = cairo_image_surface_get_data(rows.pointer) else { return }
        let stride = Int(cairo_image_surface_get_stride(pointer)), sourceStride = Int(cairo_image_surface_get_stride(rows.pointer))
        let bytes = 4 * Int(min(cairo_image_surface_get_width(pointer), cairo_image_surface_get_width(rows.pointer)))
        let count = min(Int(cairo_image_surface_get_height(rows.pointer)), Int(cairo_image_surface_get_height(pointer)) - y)
        for row in 0..<max(0, count) { memcpy(target + (y + row) * stride, source + row * sourceStride, bytes) }
        cairo_surface_mark_dirty(pointer)
    }

    /// The pixels of an image surface.
    public var image: ImageData? {
        guard cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(pointer)
        return ImageData(surface: pointer)
    }
}
