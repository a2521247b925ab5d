import FileIO

extension SpanSpec {
    private static let pagePlaceholder = Array("{page".utf8)

    /// Whether the text holds `{page` (a `{page}` or `{pages}` placeholder, maybe with a format), searched
    /// in its UTF-8 bytes (asked twice of every cell on every page).
    package var mentionsPage: Bool {
        text.holdsUTF8(Self.pagePlaceholder)
    }
}
