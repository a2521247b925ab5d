import SpecModel
import Testing

/// Text merged from a row as an address block is: empty values take their line, or their separators, with them.
@Suite struct MergedTextTests {
    /// `template`'s placeholders ({a}, {b}, ...) filled with `values` in turn.
    static func merged(_ template: String, _ values: [String: String]) -> String {
        MergedText.joined(
            Placeholders.split(template).map { piece in
                switch piece {
                case .literal(let text): .literal(text)
                case .field(let name, _): .value(values[name] ?? "")
                }
            })
    }

    @Test(arguments: [
        // An empty first field takes the space after it, an empty last one the space before it.
        ("{title} {first} {last}", ["first": "Grace", "last": "Hopper"], "Grace Hopper"),
        ("{first} {last}", ["first": "Grace"], "Grace"),
        // A line its empty fields alone fill is left out, separators and all.
        ("{first}\n{company}\n{city}", ["first": "Ada", "city": "London"], "Ada\nLondon"),
        ("{first}\n({zip}, {city})\n{country}", ["first": "Ada", "country": "UK"], "Ada\nUK"),
        // Between two values, one separator stays: the first.
        ("{a} - {b} - {c}", ["a": "x", "c": "z"], "x - z"),
        ("{a} · {b} · {c}", ["a": "x", "c": "z"], "x · z"),
        ("{city}, {zip} {town}", ["city": "x", "town": "z"], "x, z"),
        ("{a}{b} {c}", ["a": "x", "c": "z"], "x z"),
        ("{a}, {b}", ["b": "y"], "y"),
        // The template's own text stays, with the punctuation touching it; only the separators go.
        ("Tel: {phone}", [:], "Tel:"),
        ("Dr. {last}", [:], "Dr."),
        ("Tel: {phone}\n{city}", ["city": "Rome"], "Tel:\nRome"),
        // Every value given: as written, spaces and all; lines without placeholders too.
        ("{a}  -  {b}", ["a": "x", "b": "y"], "x  -  y"),
        ("Dear {a},\n\nthanks", ["a": "x"], "Dear x,\n\nthanks"),
        ("Hello\n\n{a}", [:], "Hello\n"),
        // A value of spaces is empty.
        ("{a} {b}", ["a": "x", "b": "  "], "x"),
    ])
    func emptyValuesTakeTheirSeparatorsAndLines(template: String, values: [String: String], expected: String) {
        #expect(Self.merged(template, values) == expected)
    }
}
