import Scene

extension Text {
    /// How many lines the text's own line breaks make.
    var hardLineCount: Int {
        string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    }

    /// The text up to its `lines`-th line break, ended with an ellipsis: Pango, asked for fewer lines
    /// than a text breaks into by hand, would run the rest into the last line without a break.
    func keepingLines(_ lines: Int) -> Text {
        var kept: [TextSpan] = []
        var breaks = 0
        for span in spans {
            var copy = span
            if let cut = span.string.indices.first(where: { index in
                guard span.string[index].isNewline else { return false }
                breaks += 1
                return breaks == lines
            }) {
                copy.string = String(span.string[..<cut]) + "…"
                kept.append(copy)
                break
            }
            kept.append(copy)
        }
        var text = self
        text.spans = kept
        return text
    }
}
