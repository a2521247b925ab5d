import CRsvg
import CairoKit
import FileIO
import Geometry
import SharedLibraries
import Workers

/// SVG pictures, read and drawn by librsvg. An SVG may use only what it holds: a reference to any
/// other file or to a URL is refused before librsvg reads it, so nothing outside is ever read or fetched;
/// and it is checked for what would make librsvg abort or run away before librsvg sees it (`SVGInspector`).
enum SVGFile {
    /// The picture's size in points (SVG's pixels are 1/96 inch), once librsvg has read it whole, and
    /// the pixels of the pictures it embeds (each within `maximumPixels`).
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int) throws(ImageError) -> (size: Size, embeddedPixels: Int) {
        let embeddedPixels = try SVGInspector.check(bytes, name: name, maximumPixels: maximumPixels)
        let svg = try opened(SVGLibrary.shared, reading: name)
        let handle = try open(bytes, name: name)
        defer { svg.objectUnref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        if svg.intrinsicSizeInPixels(handle, &width, &height) == 0 || !(width > 0 && height > 0) {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            svg.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 else {
                throw ImageError("\"\(name)\" has no size: give its <svg> a width and height or a viewBox")
            }
            (width, height) = (viewBox.width, viewBox.height)
        }
        // cairo asserts when a recording this large is replayed into a PDF (from about 300,000 px).
        guard width.isFinite, height.isFinite, width <= SVGLimits.side, height <= SVGLimits.side else {
            throw ImageError(
                "\"\(name)\" is \(Self.pixels(width)) x \(Self.pixels(height)) px at its own size, over the \(Int(SVGLimits.side)) px a side an SVG may be: give its <svg> a smaller width and height (it scales to its frame)"
            )
        }
        return (Size(width * 0.75, height * 0.75), embeddedPixels)
    }

    /// A size for a message: whole pixels, or as a power of ten past what is worth spelling out.
    private static func pixels(_ value: Double) -> String {
        value.isFinite && value < 1e12 ? String(Int(value.rounded())) : String(cFormat: "%.2g", value)
    }

    /// Draws the picture at its own `size` (in points) from the origin of `context`.
    static func render(_ handle: UnsafeMutablePointer<RsvgHandle>, into context: Context, size: Size, name: String) throws(ImageError) {
        let svg = try opened(SVGLibrary.shared, reading: name)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        // librsvg sets the picture's text with Pango and cairo's fonts: under the font lock, as all text is.
        let drawn = FontWork.lock.withLock { _ in context.drawingByLibrary { svg.renderDocument(handle, $0, &viewport, &error) } }
        guard drawn == 0 else { return }
        let message = error.map { String(cString: $0.pointee.message) } ?? "librsvg failed"
        if let error { svg.errorFree(error) }
        throw ImageError("cannot draw \"\(name)\": \(message)")
    }

    /// A librsvg handle on the picture, at SVG's 96 pixels an inch; the caller releases it.
    static func open(_ bytes: [UInt8], name: String) throws(ImageError) -> UnsafeMutablePointer<RsvgHandle> {
        let svg = try opened(SVGLibrary.shared, reading: name)
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer { svg.newFromData($0.baseAddress, gsize($0.count), &error) }
        guard let handle else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error { svg.errorFree(error) }
            throw ImageError("\"\(name)\" is not a valid SVG: \(message)")
        }
        svg.setDPI(handle, 96)
        return handle
    }

    /// The first reference the markup makes to something outside it, if any: an `href` or `url()`
    /// that is not a #fragment or a data: URI, an `@import`, or an external XML entity. Each pattern
    /// reads a stretch of the markup once from each place it may start (no two of its parts may match
    /// the same characters, and an entity's declaration ends at the next `<`), so the time taken grows
    /// with the markup's length, not with its square.
    static func externalReference(in markup: String) -> String? {
        let references =
            markup.matches(of: #/(?i)href\s*=\s*["']([^"']*)["']/#).map { String($0.1.drop(while: \.isWhitespace)) }
            + markup.matches(of: #/(?i)url\(\s*["']?\s*([^)"']*)/#).map { String($0.1) }
        if let outside = references.first(where: { !$0.hasPrefix("#") && !$0.lowercased().hasPrefix("data:") }) { return outside }
        if let entity = markup.firstMatch(of: #/(?i)<!ENTITY[^<>]*(SYSTEM|PUBLIC)\s*["']([^"']*)/#) { return String(entity.2) }
        if let imported = markup.firstMatch(of: #/(?i)@import\s*[^;]*/#) { return String(imported.0) }
        return nil
    }
}
