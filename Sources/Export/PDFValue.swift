/// A PDF object as far as updating page dictionaries needs it. Dictionary entries keep their order
/// and the byte range of key and value in the file, so that a dictionary can be copied with some
/// entries left out.
enum PDFValue {
    case integer(Int)
    case name(String)
    case reference(PDFReference)
    case array([PDFValue])
    case dictionary([(key: String, value: PDFValue, range: Range<Int>)])
    /// A real number, string, boolean or null: read past, never looked into.
    case other

    /// The value of `key` when this is a dictionary holding it.
    subscript(key: String) -> PDFValue? {
        entries?.first { $0.key == key }?.value
    }

    var entries: [(key: String, value: PDFValue, range: Range<Int>)]? {
        if case .dictionary(let entries) = self { entries } else { nil }
    }

    var integer: Int? {
        if case .integer(let n) = self { n } else { nil }
    }

    var name: String? {
        if case .name(let name) = self { name } else { nil }
    }

    var reference: PDFReference? {
        if case .reference(let reference) = self { reference } else { nil }
    }

    var array: [PDFValue]? {
        if case .array(let items) = self { items } else { nil }
    }
}
