import Compose
import Scene
import SpecModel
import TestSupport
import Testing

/// A sheet's captions share one size over every page of it, so that the same badge looks the same on
/// page 3 and page 4; `"fit": "page"` shares it within a page only, `"own"` not at all.
@Suite struct RunCaptionTests {
    /// The caption sizes of each page of a sheet of 60 names, one of them (on page 4) much longer.
    private func sizes(fit: String?) throws -> [[Double]] {
        let names = (1...60).map { $0 == 40 ? "Maximiliane Konstantinopoulou-Wolkenstein" : "Guest \($0)" }
        let data = names.map { #"{ "name": "\#($0)" }"# }.joined(separator: ", ")
        let caption = fit.map { #"{ "text": "{name}", "size": "24pt", "fit": "\#($0)" }"# } ?? #"{ "text": "{name}", "size": "24pt" }"#
        let spec =
            #"{ "page": { "size": "A4" }, "pages": [ { "sheet": { "data": [ \#(data) ], "grid": { "columns": 3, "rows": 4 }, "cell": { "figure": { "kind": "polygon" }, "caption": \#(caption) } } } ] }"#
        let result = SpecLoader.load(text: spec, file: "s.json")
        let pages = try #require(result.document?.pages, "\(result.diagnostics)")
        return pages.map { page in
            page.items.compactMap {
                if case .text(let text) = $0, text.string.hasPrefix("Guest") || text.string.hasPrefix("Max") { text.font.size } else { nil }
            }
        }
    }

    /// Every name at one size on every page, but for one that fits only far smaller: it is set smaller
    /// alone (one long name set every caption of the sheet at 4pt), no smaller than a caption's floor.
    @Test func everyNameOfASheetIsSetAtOneSizeOnEveryPageButAnOutlier() throws {
        let pages = try sizes(fit: nil)
        #expect(pages.count == 5 && pages.allSatisfy { $0.count == 12 })
        let all = pages.flatMap { $0 }
        #expect(all.filter { $0 == 24 }.count == 59, "\(Set(all))")
        let long = try #require(all.first { $0 != 24 })
        #expect(long < 24 * GroupSizeTests.outlierShare && long >= 7, "\(long)")
    }

    @Test func aPagesCaptionsShareASizeOnlyWhenAskedSo() throws {
        let pages = try sizes(fit: "page")
        #expect(Set(pages[0]) == [24] && Set(pages[3]).count == 2, "\(pages[0]), \(pages[3])")
        let own = try sizes(fit: "own")
        #expect(Set(own[3]).count == 2, "only the long name is set smaller")
    }
}
