/// Where a quoted scalar of a JSON or YAML text ends, read as text rather than parsed: a `"…"` string
/// with backslash escapes, or a YAML `'…'` one in which `''` is a quote. What the preview's editor and
/// the gallery's source pages both need of a text that may not parse.
package enum QuotedScalar {
    /// The index after the closing quote of the scalar whose opening quote is `scalars[start]`, or
    /// `scalars.count` when it is not closed.
    package static func end(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        let quote = scalars[start]
        var i = start + 1
        while i < scalars.count {
            if scalars[i] == "\\", quote == "\"" {
                i += 2
                continue
            }
            if scalars[i] == quote {
                if quote == "'", i + 1 < scalars.count, scalars[i + 1] == "'" {
                    i += 2
                    continue
                }
                return i + 1
            }
            i += 1
        }
        return scalars.count
    }
}
