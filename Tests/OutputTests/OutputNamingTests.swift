import Output
import Testing

/// `{page}` in an output path: found wherever it is, and only whole.
@Suite struct OutputNamingTests {
    @Test(arguments: [
        ("out/{page}.png", true), ("{page}", true), ("página-é/{page}", true), ("a{page}b{page}", true),
        ("", false), ("{pag}.png", false), ("{page", false), ("page}", false), ("{Page}.png", false),
    ])
    func placeholderIsFound(path: String, holds: Bool) {
        #expect(OutputNaming.holdsPage(path) == holds)
    }

    @Test func everyPlaceholderIsReplaced() {
        #expect(OutputNaming.path("a-{page}/{page}.png", page: 3, pageCount: 5, isMultiPage: false) == "a-3/3.png")
        #expect(OutputNaming.path("sheet.png", page: 2, pageCount: 5, isMultiPage: false) == "sheet-2.png")
        #expect(OutputNaming.path("book.pdf", page: 2, pageCount: 5, isMultiPage: true) == "book.pdf")
    }
}
