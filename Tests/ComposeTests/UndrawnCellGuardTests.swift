import Compose
import Foundation
import Scene
import TestSupport
import Testing

/// A row on a page a render does not write is bound without its figures (`DrawnRows`); should such a
/// cell ever reach a page being laid out, the load fails naming the row and the page instead of printing
/// a badge without its code. Laying out every page of a load that was told to write page 2 alone is the
/// one way to get there.
@Suite struct UndrawnCellGuardTests {
    /// Six people, two a page, each with a code of their id; the first row, decoded whole, is every other
    /// row's prototype.
    private static let spec = """
        { "version": 1, "page": { "size": "A6" }, "pages": [ { "sheet": {
          "data": [ \((1...6).map { #"{ "id": "ID-\#($0)", "name": "Guest \#($0)" }"# }.joined(separator: ", ")) ],
          "grid": { "columns": 1, "rows": 2 },
          "cell": { "caption": "{name}", "items": [ { "figure": { "kind": "code", "data": "{id}" }, "size": ["50%", "50%"] } ] } } } ] }
        """

    @Test func aPageHoldingARowWithoutItsFiguresFailsTheLoad() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var options = LoadOptions()
        options.pages = [2]
        let result = SpecLoader.load(text: Self.spec, file: folder.path("badges.json"), options: options)
        #expect(result.document == nil)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("row 2: this row is on page 1, yet its figures were left out") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("row 5: this row is on page 3,") }, "\(messages)")
        #expect(!messages.contains { $0.contains("on page 2,") }, "page 2's rows were decoded: \(messages)")
    }

    @Test func everyPageLaidOutWhenNoneIsLeftOut() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = SpecLoader.load(text: Self.spec, file: folder.path("badges.json"), options: LoadOptions())
        let document = try #require(result.document, "\(result.diagnostics)")
        #expect(document.pages.count == 3)
    }
}
