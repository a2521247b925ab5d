import FileIO
import Glibc

/// A `data:` URI an SVG embeds a picture with: its media type and its payload, decoded only as far as
/// it is read (`bytes`), so a picture's header is read without decoding the picture.
struct DataURI {
    /// The media type, lowercased ("image/png"); empty when the URI names none.
    let mediaType: String
    private let payload: Substring.UTF8View
    private let base64: Bool

    /// The URI `text` parses as, or nil when it is not a `data:` URI.
    init?(_ text: String) {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.prefix(5).lowercased() == "data:", let comma = trimmed.firstIndex(of: ",") else { return nil }
        let parameters = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<comma].lowercased().split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.trimmed }
        base64 = parameters.dropFirst().contains("base64")
        mediaType = parameters.first ?? ""
        payload = trimmed[trimmed.index(after: comma)...].utf8
    }

    /// The payload's bytes, decoded as they are read.
    var bytes: DataURIBytes { DataURIBytes(payload, base64: base64) }
}
