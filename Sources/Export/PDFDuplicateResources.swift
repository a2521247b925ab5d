/// Cairo 1.16 lists a form XObject once per use in a resource dictionary (`/x9 9 0 R /x9 9 0 R ...`)
/// when a recording is painted several times, which PDF checkers report as duplicated keys. The
/// repeats name the same object, so blanking them with spaces, in place, fixes the file without
/// moving any byte offset.
enum PDFDuplicateResources {
    /// The byte ranges of repeated, identical entries in the /XObject dictionaries of `file`'s objects.
    static func repeats(in file: PDFFile) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for reference in file.objectsInUse {
            // Stream objects (page contents, images) do not parse as a bare value and hold no resources.
            guard let (value, _, bytes) = try? file.object(reference) else { continue }
            for dictionary in resourceDictionaries(value) {
                var seen: [String: [UInt8]] = [:]
                for entry in dictionary {
                    let text = Array(bytes[entry.range])
                    if let first = seen[entry.key] {
                        if first == text { ranges.append(entry.range) }
                    } else {
                        seen[entry.key] = text
                    }
                }
            }
        }
        return ranges
    }

    /// The /XObject dictionaries inside `value`, a resource dictionary or one holding /Resources.
    private static func resourceDictionaries(_ value: PDFValue) -> [[(key: String, value: PDFValue, range: Range<Int>)]] {
        guard let entries = value.entries else { return [] }
        var found: [[(key: String, value: PDFValue, range: Range<Int>)]] = []
        for entry in entries {
            if entry.key == "XObject", let inner = entry.value.entries { found.append(inner) }
            if entry.key == "Resources" { found += resourceDictionaries(entry.value) }
        }
        return found
    }
}
