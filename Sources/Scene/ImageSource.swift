import Geometry

/// A picture file's content, read and checked once and shared by every place that shows it: what its
/// bytes are, its size, and how to have them again when it is drawn. Renderers decode it per `id`, once
/// for each page (or document) that draws it.
public final class ImageSource: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png, jpeg, webp, svg
    }

    /// Why a picture's bytes cannot be had again when it is drawn (its file changed or went since it was checked).
    public struct Unreadable: Error, Sendable {
        public let message: String

        public init(_ message: String) {
            self.message = message
        }
    }

    /// Unique for these bytes: two files with the same content are one image.
    public let id: String
    public let format: Format
    /// Upright (after `orientation`), in pixels for PNG, JPEG and WebP, in points for SVG.
    public let size: Size
    /// The turn from the stored pixels to the upright picture (a JPEG's EXIF orientation).
    public let orientation: ImageOrientation
    /// How messages name it: the file name as the spec wrote it.
    public let name: String
    /// The pixels drawing it decodes: a PNG's, JPEG's or WebP's own, the pictures an SVG embeds.
    public let decodedPixels: Int
    /// For a picture computed when it is drawn (it has no file), what computes it: at the output's own pixels
    /// in an image, at `size` in a vector document, which embeds it as a PNG picture.
    public let generator: (any PixelGenerator)?
    /// Gives the picture's bytes, the very ones `id` was made from: held here, or asked of the document
    /// that read them, which keeps them while they fit its budget and reads them again after.
    private let contents: @Sendable () throws(Unreadable) -> [UInt8]

    /// A picture holding its `bytes`. `decodedPixels` defaults to the pixels of a picture `size` pixels
    /// large (none for an SVG).
    public convenience init(
        id: String, format: Format, bytes: [UInt8], size: Size, orientation: ImageOrientation = .upright, name: String, decodedPixels: Int? = nil
    ) {
        self.init(
            id: id, format: format, size: size, orientation: orientation, name: name,
            decodedPixels: decodedPixels ?? (format == .svg ? 0 : Int(size.width) * Int(size.height))
        ) { bytes }
    }

    /// A picture `generator` computes, `size` pixels large in a vector document.
    public convenience init(generated generator: any PixelGenerator, size: Size, name: String) {
        self.init(
            id: "generated " + generator.key, format: .png, size: size, orientation: .upright, name: name,
            decodedPixels: Int(size.width) * Int(size.height), generator: generator
        ) { () throws(Unreadable) in throw Unreadable("\"\(name)\" is computed where it is drawn: it has no file") }
    }

    private init(
        id: String, format: Format, size: Size, orientation: ImageOrientation, name: String, decodedPixels: Int,
        generator: (any PixelGenerator)? = nil, contents: @escaping @Sendable () throws(Unreadable) -> [UInt8]
    ) {
        self.id = id
        self.format = format
        self.size = size
        self.orientation = orientation
        self.name = name
        self.decodedPixels = decodedPixels
        self.generator = generator
        self.contents = contents
    }

    /// This picture, its bytes had from `contents` when it is drawn rather than held.
    public func reading(from contents: @escaping @Sendable () throws(Unreadable) -> [UInt8]) -> ImageSource {
        ImageSource(
            id: id, format: format, size: size, orientation: orientation, name: name, decodedPixels: decodedPixels, generator: generator, contents: contents)
    }

    /// The picture's bytes, for decoding it.
    public func bytes() throws(Unreadable) -> [UInt8] {
        try contents()
    }

    /// The size of the pixels as stored, before `orientation` turns them upright.
    public var storedSize: Size { orientation.upright(size) }

    public static func == (a: ImageSource, b: ImageSource) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
