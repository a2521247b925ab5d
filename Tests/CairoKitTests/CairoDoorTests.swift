import TestSupport
import Testing

/// CairoKit is the one door to cairo: no other module imports it or calls its functions (Pango and
/// librsvg draw through `Context.drawingByLibrary`, and are handed font options by `FontOptions`).
@Suite struct CairoDoorTests {
    @Test func onlyCairoKitImportsCairo() throws {
        let importers = try SourceCalls.find(["import CCairo"])
        try #require(importers["CairoKit/Context.swift"] != nil)
        #expect(importers.keys.filter { !$0.hasPrefix("CairoKit/") }.isEmpty, "\(importers.keys.sorted())")
    }

    @Test func onlyCairoKitCallsCairo() throws {
        let callers = try SourceCalls.find(pattern: "(?<![A-Za-z0-9_])cairo_[a-z_0-9]+\\(")
        try #require(callers["CairoKit/Surface.swift"] != nil)
        #expect(callers.filter { !$0.key.hasPrefix("CairoKit/") }.isEmpty, "\(callers.filter { !$0.key.hasPrefix("CairoKit/") })")
    }
}
