import SpecReader

/// Where each element's start tag, and each of its attributes, is written in an XML file, in document
/// order: what libxml2's reader does not say, for messages that point at the markup. Comments,
/// processing instructions, CDATA sections, declarations and end tags are passed over; columns count
/// characters, not bytes.
enum XMLTagPositions {
    struct Tag {
        var position: SourcePosition
        var attributes: [String: SourcePosition]
    }

    static func tags(in bytes: [UInt8]) -> [Tag] {
        var scanner = Scanner(bytes: bytes)
        var tags: [Tag] = []
        while scanner.index < bytes.count {
            guard bytes[scanner.index] == UInt8(ascii: "<") else {
                scanner.advance(by: 1)
                continue
            }
            if scanner.starts("<!--") {
                scanner.skip(past: "-->")
            } else if scanner.starts("<![CDATA[") {
                scanner.skip(past: "]]>")
            } else if scanner.starts("<?") {
                scanner.skip(past: "?>")
            } else if scanner.starts("<!") || scanner.starts("</") {
                scanner.skip(past: ">")
            } else {
                tags.append(scanner.tag())
            }
        }
        return tags
    }

    /// A place in the bytes, with its line and column.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1

        var position: SourcePosition { SourcePosition(line: line, column: column) }

        func starts(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

        mutating func advance(by count: Int) {
            let end = min(index + count, bytes.count)
            while index < end {
                if bytes[index] == 0x0A {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }

        mutating func skip(past marker: String) {
            while index < bytes.count, !starts(marker) { advance(by: 1) }
            advance(by: marker.utf8.count)
        }

        /// Advances while `byte` holds of the current byte.
        mutating func skip(while test: (UInt8) -> Bool) {
            while index < bytes.count, test(bytes[index]) { advance(by: 1) }
        }

        /// The start tag at the current `<`, read to its `>`.
        mutating func tag() -> Tag {
            var tag = Tag(position: position, attributes: [:])
            let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            advance(by: 1)
            skip { !space($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ">") }
            while index < bytes.count {
                skip(while: space)
                guard index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") else { break }
                let start = position, from = index
                skip { !space($0) && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ">") }
                tag.attributes[String(decoding: bytes[from..<index], as: UTF8.self)] = start
                skip { space($0) || $0 == UInt8(ascii: "=") }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
                let quote = bytes[index]
                advance(by: 1)
                skip { $0 != quote }
                advance(by: 1)
            }
            skip(past: ">")
            return tag
        }
    }
}
