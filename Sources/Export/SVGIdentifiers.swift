/// Cairo names SVG elements after process-wide surface counters (`surface17`, `image4`), so the same
/// page drawn later in a process would get other names. This renumbers them in order of first
/// appearance, so identical drawings give byte-identical SVG files.
enum SVGIdentifiers {
    private static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var renumbered: [[UInt8]: Int] = [:]
        var i = 0
        while i < svg.count {
            let quoteOrHash = svg[i] == UInt8(ascii: "\"") || svg[i] == UInt8(ascii: "#")
            if quoteOrHash, let prefix = prefixes.first(where: { matches($0, svg, at: i + 1) }) {
                var end = i + 1 + prefix.count
                while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
                if end > i + 1 + prefix.count {
                    let key = Array(svg[(i + 1)..<end])
                    let number = renumbered[key] ?? (renumbered.count + 1)
                    renumbered[key] = number
                    out.append(svg[i])
                    out.append(contentsOf: prefix)
                    out.append(contentsOf: Array(String(number).utf8))
                    i = end
                    continue
                }
            }
            out.append(svg[i])
            i += 1
        }
        return out
    }

    private static func matches(_ word: [UInt8], _ bytes: [UInt8], at start: Int) -> Bool {
        guard start + word.count <= bytes.count else { return false }
        for k in 0..<word.count where bytes[start + k] != word[k] { return false }
        return true
    }
}
