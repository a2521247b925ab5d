import Geometry

/// A picture file's content, read and checked once and shared by every place that shows it: its
/// bytes, what they are, and its size. Renderers keep one decoded copy per `id` in a document.
public final class ImageSource: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png, jpeg, svg
    }

    /// Unique for these bytes: two files with the same content are one image.
    public let id: String
    public let format: Format
    public let bytes: [UInt8]
    /// In pixels for PNG and JPEG, in points for SVG.
    public let size: Size
    /// How messages name it: the file name as the spec wrote it.
    public let name: String

    public init(id: String, format: Format, bytes: [UInt8], size: Size, name: String) {
        self.id = id
        self.format = format
        self.bytes = bytes
        self.size = size
        self.name = name
    }

    public static func == (a: ImageSource, b: ImageSource) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
