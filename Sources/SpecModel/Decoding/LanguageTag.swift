import SpecReader

/// A language tag as BCP 47 writes it: a language ("zh", "ja", "ko", "en"), then optionally a script
/// ("Hans", "Hant"), a region ("TW", "HK", "419") and variants. Kept as written; `Typesetting` turns it
/// into the language Pango and fontconfig match fonts by.
package enum LanguageTag {
    package static let decoder: ValueDecoder<String> = ValueDecoder(
        "a language tag such as \"zh-Hans\", \"ja\" or \"ko\"",
        schema: .object(["type": .string("string"), "pattern": .string(pattern)])
    ) { node, path, d in
        guard case .string(let tag) = node.value, isValid(tag) else {
            d.expected("a language tag (BCP 47) such as \"zh-Hans\", \"zh-Hant\", \"ja\", \"ko\" or \"en-GB\"", at: node, path)
            return nil
        }
        return tag
    }

    static let pattern = "^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$"

    /// Whether `tag` is a language, then optionally a script, a region and variants, each subtag once
    /// in that order.
    static func isValid(_ tag: String) -> Bool {
        var parts = tag.split(separator: "-", omittingEmptySubsequences: false)[...]
        func letters(_ part: Substring, _ counts: ClosedRange<Int>) -> Bool { counts.contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter } }
        guard let language = parts.popFirst(), letters(language, 2...3) else { return false }
        if let script = parts.first, letters(script, 4...4) { parts.removeFirst() }
        if let region = parts.first, letters(region, 2...2) || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }) { parts.removeFirst() }
        return parts.allSatisfy { variant in
            variant.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                && ((5...8).contains(variant.count) || (variant.count == 4 && variant.first!.isNumber))
        }
    }
}
