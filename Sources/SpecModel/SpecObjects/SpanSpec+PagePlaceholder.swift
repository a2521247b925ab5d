extension SpanSpec {
    /// Whether the text holds `{page` (a `{page}` or `{pages}` placeholder, maybe with a format). Its UTF-8
    /// bytes are searched: `String.contains` compares Characters, which was 5 % of a 300-paragraph render,
    /// asked twice of every cell on every page.
    package var mentionsPage: Bool {
        let needle = Array("{page".utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in
                bytes[start] == needle[0] && bytes[(start + 1)..<(start + needle.count)].elementsEqual(needle[1...])
            }
        }
    }
}
