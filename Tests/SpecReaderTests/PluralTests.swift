import SpecReader
import Testing

/// The nouns of error texts ("expected an array of 2 lengths or shares"): the last word of each
/// alternative takes the plural.
@Suite struct PluralTests {
    @Test(arguments: [
        ("colour", "colours"), ("length or share", "lengths or shares"), ("page size or length", "page sizes or lengths"),
        ("string or number or object", "strings or numbers or objects"), ("order", "orders"), ("colour ", "colour s"),
    ])
    func lastWordOfEachAlternative(noun: String, plural: String) {
        #expect(Decoders.plural(noun) == plural)
    }

    @Test func amounts() {
        #expect(Decoders.amount(1, "length or share") == "one length or share")
        #expect(Decoders.amount(3, "length or share") == "3 lengths or shares")
    }
}
