import FileIO
import Geometry
import Scene

/// Reads a picture file and checks it whole before anything is drawn: its format from its first bytes
/// (the name must agree), its size from its header (a picture over `maximumPixels` is refused before
/// it is decoded), a JPEG's EXIF orientation, and then every byte decoded once, so a truncated or corrupt file is an error of the
/// spec, never a broken output.
public enum ImageReader {
    /// The most pixels a picture may have unless the caller allows more (100 megapixels).
    public static let defaultMaximumPixels = 100_000_000
    /// The most pixels the distinct pictures of one document may decode to together unless the caller
    /// allows more (250 megapixels, 1 GB at 4 bytes a pixel).
    public static let defaultMaximumTotalPixels = 250_000_000

    /// The picture `bytes` hold, named `name` in messages (its extension must agree with its content).
    /// `digest` is the bytes' SHA-256 when the caller has it already (`digest(of:)` otherwise).
    public static func check(_ bytes: [UInt8], name: String, maximumPixels: Int = defaultMaximumPixels, digest known: String? = nil) throws(ImageError)
        -> ImageSource
    {
        guard let format = sniff(bytes) else {
            throw ImageError("\"\(name)\" is not a PNG, JPEG, WebP or SVG image")
        }
        let named = formatNamed(by: name)
        guard let named else {
            throw ImageError("\"\(name)\": an image's name must end in .png, .jpg, .jpeg, .webp or .svg")
        }
        guard named == format else {
            throw ImageError("\"\(name)\" is a \(format.displayName) image, not the \(named.displayName) its name says")
        }
        let size: Size
        var orientation = ImageOrientation.upright
        var decodedPixels: Int?
        switch format {
        case .png: size = try PNGFile.check(bytes, name: name, maximumPixels: maximumPixels)
        case .webp: size = try WebPFile.check(bytes, name: name, maximumPixels: maximumPixels)
        case .jpeg:
            orientation = try ExifOrientation.of(bytes, name: name)
            size = orientation.upright(try JPEGFile.check(bytes, name: name, maximumPixels: maximumPixels))
        case .svg: (size, decodedPixels) = try SVGFile.check(bytes, name: name, maximumPixels: maximumPixels)
        }
        return ImageSource(
            id: known ?? digest(of: bytes), format: format, bytes: bytes, size: size, orientation: orientation, name: name, decodedPixels: decodedPixels)
    }

    /// The id of a picture of these bytes: their SHA-256 digest in hexadecimal.
    public static func digest(of bytes: [UInt8]) -> String {
        SHA256Hex.of(bytes)
    }

    /// The format the first bytes show: PNG's, JPEG's and WebP's signatures, or an SVG's markup.
    package static func sniff(_ bytes: [UInt8]) -> ImageSource.Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<"), head.contains("<svg") { return .svg }
        return nil
    }

    /// The format a file's name says.
    static func formatNamed(by name: String) -> ImageSource.Format? {
        let lower = name.lowercased()
        if lower.hasSuffix(".png") { return .png }
        if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") { return .jpeg }
        if lower.hasSuffix(".webp") { return .webp }
        if lower.hasSuffix(".svg") { return .svg }
        return nil
    }
}

extension ImageSource.Format {
    var displayName: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .webp: "WebP"
        case .svg: "SVG"
        }
    }
}
