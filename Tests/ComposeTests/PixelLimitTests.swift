import Compose
import SpecModel
import SpecReader
import Testing

/// A PNG page is drawn a stripe at a time, so its size is limited by what a cairo image can be wide
/// and a cap on the output's pixels, not by memory; an animation frame is held whole and keeps the
/// lower limit.
@Suite struct PixelLimitTests {
    static func spec(size: String) -> String {
        #"{ "version": 1, "page": { "size": "\#(size)" }, "pages": [{ "grid": { "columns": 1, "rows": 1 }, "cells": [{ "figure": { "kind": "carpet", "level": 1 } }] }] }"#
    }

    static func errors(size: String, dpi: Double, heldWhole: Bool = false) -> [String] {
        var options = LoadOptions(dpi: dpi, raster: true)
        options.imagesHeldWhole = heldWhole
        return SpecLoader.load(text: spec(size: size), file: "big.json", options: options).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func anA0PageAt600DpiIsAPNGPage() {
        #expect(Self.errors(size: "A0", dpi: 600).isEmpty)
    }

    @Test func anA0FrameAt600DpiIsRefusedAtThePageSize() {
        #expect(
            Self.errors(size: "A0", dpi: 600, heldWhole: true) == [
                "big.json:1:35: error: page.size: at 600 dpi a page is 19,867 x 28,087 px; an animation frame may be at most 32,767 px a side and 268,435,456 px in all (lower --dpi)"
            ])
    }

    @Test func aPageWiderThanCairosImagesIsRefused() {
        #expect(
            Self.errors(size: "A0", dpi: 900) == [
                "big.json:1:35: error: page.size: at 900 dpi a page is 29,800 x 42,130 px; a PNG page may be at most 32,767 px a side and 1,073,741,824 px in all (lower --dpi)"
            ])
    }
}
