/// What a picture embedded in an SVG is, read from the first bytes of its `data:` URI: PNG and JPEG
/// with their size from their header (librsvg decodes them whole to draw them), or an SVG, which is
/// checked as the picture embedding it is.
enum EmbeddedPicture {
    case pixels(width: Int, height: Int)
    case svg
    /// Not a PNG, JPEG or SVG, or a header that ends before it gives the size.
    case unreadable

    init(_ uri: DataURI) {
        var bytes = uri.bytes
        let head = bytes.take(3)
        if head == [0x89, 0x50, 0x4E] {
            self = Self.pngSize(&bytes)
        } else if head == [0xFF, 0xD8, 0xFF] {
            self = Self.jpegSize(&bytes)
        } else if uri.mediaType == "image/svg+xml" || head.first == UInt8(ascii: "<") {
            self = .svg
        } else {
            self = .unreadable
        }
    }

    /// After the signature's first three bytes: the rest of it, the IHDR chunk's length and name, then its size.
    private static func pngSize(_ bytes: inout DataURIBytes) -> EmbeddedPicture {
        guard bytes.skip(5 + 4), bytes.take(4) == Array("IHDR".utf8) else { return .unreadable }
        let size = bytes.take(8)
        guard size.count == 8 else { return .unreadable }
        return .pixels(width: size[0..<4].reduce(0) { $0 << 8 | Int($1) }, height: size[4..<8].reduce(0) { $0 << 8 | Int($1) })
    }

    /// After the start-of-image marker and the next marker's 0xFF: each segment is passed over by its
    /// length until a start-of-frame segment gives the size.
    private static func jpegSize(_ bytes: inout DataURIBytes) -> EmbeddedPicture {
        var marker = bytes.next()
        while let current = marker {
            if current == 0xFF {
                marker = bytes.next()
                continue
            }
            let standalone = (0xD0...0xD9).contains(current) || current == 0x01
            if !standalone {
                let length = bytes.take(2)
                guard length.count == 2 else { return .unreadable }
                let count = Int(length[0]) << 8 | Int(length[1])
                let startOfFrame = (0xC0...0xCF).contains(current) && ![0xC4, 0xC8, 0xCC].contains(current)
                if startOfFrame {
                    let frame = bytes.take(5)
                    guard frame.count == 5 else { return .unreadable }
                    return .pixels(width: Int(frame[3]) << 8 | Int(frame[4]), height: Int(frame[1]) << 8 | Int(frame[2]))
                }
                guard count >= 2, bytes.skip(count - 2) else { return .unreadable }
            }
            guard bytes.next() == 0xFF else { return .unreadable }
            marker = bytes.next()
        }
        return .unreadable
    }
}
