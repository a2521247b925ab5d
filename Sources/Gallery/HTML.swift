import FileIO

/// Escaping for the gallery's pages: text and attribute values, relative links to files, and the head of a page.
package enum HTML {
    /// `text` with the characters that mean something in HTML written as entities, for text and for
    /// attribute values in double or single quotes, and the bidirectional controls made visible
    /// (`\u{202E}`), so that a name never shows in another order than it is written.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case _ where VisibleText.isBidiControl(character): out += VisibleText.escaped(String(character))
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// The start of a self-contained page titled `title` (escaped here) with its style inline, up to and
    /// with the opening of its body.
    static func head(title: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>

        """
    }

    /// A relative path as a URL path: every byte but unreserved characters and `/` percent-encoded (so
    /// spaces, `#`, `?`, `%` and non-ASCII names work), then escaped for an attribute.
    package static func link(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return escape(out)
    }
}
