import SpecReader

/// A spec's text as HTML lines for its source page, coloured by a scanner of JSON and YAML tokens: keys,
/// strings, numbers, the words true, false and null (YAML's yes, no and ~ too), comments and punctuation,
/// each in a `<span>` of its class; everything else escaped as it is. It colours, it does not parse: an
/// invalid spec is shown just as well, line by line (a quoted YAML string broken over lines is coloured on
/// its first).
package enum SourceHighlighter {
    /// The classes of the spans, as the source page's style names them.
    enum Token: String {
        case key = "k"
        case string = "s"
        case number = "n"
        case literal = "b"
        case comment = "c"
        case punctuation = "p"
    }

    /// Every line of `text` (split at `\n`, a `\r` before it dropped) as HTML.
    package static func lines(of text: String, yaml: Bool) -> [String] {
        // Split by scalars: "\r\n" is one Character, which a split at "\n" would not see.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            highlighted(Array(line.last == "\r" ? line.dropLast() : line), yaml: yaml)
        }
    }

    private static let literals: Set<String> = ["true", "false", "null"]
    private static let yamlLiterals: Set<String> = ["yes", "no", "on", "off", "~", "True", "False", "Null", "TRUE", "FALSE", "NULL"]

    private static func highlighted(_ s: [Unicode.Scalar], yaml: Bool) -> String {
        var out = ""
        var i = 0
        func span(_ token: Token, _ range: Range<Int>) {
            out += "<span class=\"\(token.rawValue)\">\(HTML.escape(String(String.UnicodeScalarView(s[range]))))</span>"
        }
        /// Whether a colon, after spaces, follows `end`: what makes a key.
        func colonFollows(_ end: Int) -> Bool {
            var j = end
            while j < s.count, s[j] == " " || s[j] == "\t" { j += 1 }
            return j < s.count && s[j] == ":"
        }
        while i < s.count {
            let c = s[i]
            if c == "\"" || (yaml && c == "'") {
                let start = i
                i = QuotedScalar.end(in: s, from: start)
                span(colonFollows(i) ? .key : .string, start..<i)
            } else if yaml, c == "#", i == 0 || s[i - 1] == " " || s[i - 1] == "\t" {
                span(.comment, i..<s.count)
                i = s.count
            } else if "{}[],:".unicodeScalars.contains(c) {
                span(.punctuation, i..<i + 1)
                i += 1
            } else if c == " " || c == "\t" {
                out.unicodeScalars.append(c)
                i += 1
            } else {
                // A plain word: up to white space, punctuation, or a colon that ends a key.
                let start = i
                while i < s.count, s[i] != " ", s[i] != "\t", !"{}[],".unicodeScalars.contains(s[i]) {
                    if s[i] == ":", i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\t" { break }
                    i += 1
                }
                if i == start {
                    out += HTML.escape(String(c))
                    i += 1
                    continue
                }
                let word = String(String.UnicodeScalarView(s[start..<i]))
                if colonFollows(i) {
                    span(.key, start..<i)
                } else if Double(word) != nil, word.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true {
                    span(.number, start..<i)
                } else if literals.contains(word) || (yaml && yamlLiterals.contains(word)) {
                    span(.literal, start..<i)
                } else {
                    out += HTML.escape(word)
                }
            }
        }
        return out
    }
}
