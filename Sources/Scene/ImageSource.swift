import Geometry

/// A picture file's content, read and checked once and shared by every place that shows it: its
/// bytes, what they are, and its size. Renderers keep one decoded copy per `id` in a document.
public final class ImageSource: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png, jpeg, webp, svg
    }

    /// Unique for these bytes: two files with the same content are one image.
    public let id: String
    public let format: Format
    public let bytes: [UInt8]
    /// Upright (after `orientation`), in pixels for PNG, JPEG and WebP, in points for SVG.
    public let size: Size
    /// The turn from the stored pixels to the upright picture (a JPEG's EXIF orientation).
    public let orientation: ImageOrientation
    /// How messages name it: the file name as the spec wrote it.
    public let name: String
    /// The pixels drawing it decodes: a PNG's, JPEG's or WebP's own, the pictures an SVG embeds.
    public let decodedPixels: Int

    /// `decodedPixels` defaults to the pixels of a picture `size` pixels large (none for an SVG).
    public init(
        id: String, format: Format, bytes: [UInt8], size: Size, orientation: ImageOrientation = .upright, name: String, decodedPixels: Int? = nil
    ) {
        self.id = id
        self.format = format
        self.bytes = bytes
        self.size = size
        self.orientation = orientation
        self.name = name
        self.decodedPixels = decodedPixels ?? (format == .svg ? 0 : Int(size.width) * Int(size.height))
    }

    /// The size of the pixels as stored, before `orientation` turns them upright.
    public var storedSize: Size { orientation.upright(size) }

    public static func == (a: ImageSource, b: ImageSource) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
