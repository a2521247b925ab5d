import Compose
import SpecModel
import SpecReader
import Testing

/// The `escape` kind's checks: its keys' misuses, a picture over the pixel budget and a view finer than
/// double precision, each refused where the spec writes the key to change, with no document.
@Suite struct EscapeKindTests {
    /// The errors of a one-cell spec of `figure` (an object's members), laid out for `options`.
    static func errors(_ figure: String, options: LoadOptions = LoadOptions()) -> [String] {
        let spec = """
            { "version": 1, "page": { "size": "200pt x 100pt", "margin": "0pt" },
              "pages": [ { "cells": [ { "figure": { "kind": "escape", \(figure) } } ] } ] }
            """
        let result = SpecLoader.load(text: spec, file: "spec.json", options: options)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        if !errors.isEmpty { #expect(result.document == nil) }
        return errors
    }

    @Test func aSetDrawsWithItsDefaults() {
        for set in ["mandelbrot", "julia", "burning-ship", "multibrot"] { #expect(Self.errors(#""set": "\#(set)""#) == []) }
        #expect(Self.errors(#""set": "julia", "c": [0.285, 0.01], "zoom": 4, "center": [0.1, 0.2], "iterations": 80.4"#) == [])
        #expect(Self.errors(#""set": "multibrot", "power": 5, "span": 2.5"#) == [])
    }

    @Test func keysOfAnotherSetAreRefused() {
        #expect(
            Self.errors(#""c": [0, 1]"#) == [
                #"spec.json:2:64: error: pages[0].cells[0].figure.c: "c" is a Julia set's constant; this figure's set is "mandelbrot""#
            ])
        #expect(
            Self.errors(#""set": "julia", "power": 4"#) == [
                #"spec.json:2:84: error: pages[0].cells[0].figure.power: "power" is a multibrot's; this figure's set is "julia""#
            ])
        #expect(
            Self.errors(#""span": 1, "zoom": 2"#) == [
                #"spec.json:2:78: error: pages[0].cells[0].figure.zoom: give the view's width as span or as zoom, not both"#
            ])
        #expect(
            Self.errors(#""set": "dragon""#).first?.contains(#"unknown value "dragon": expected one of "mandelbrot", "julia", "burning-ship", "multibrot""#)
                == true)
    }

    /// A PDF's picture is the cell at the figure's dpi: 200 x 100 pt at 1,200 dpi is 3,333 x 1,667 pixels,
    /// over a 5-megapixel budget; at 600 dpi it is within it. A PNG's is the cell at the output's resolution.
    @Test func aPictureOverThePixelBudgetIsRefused() {
        var options = LoadOptions(policy: LoadPolicy(maximumImagePixels: 5_000_000))
        #expect(
            Self.errors(#""dpi": 1200"#, options: options) == [
                #"spec.json:2:66: error: pages[0].cells[0].figure.dpi: at 1200 dpi the mandelbrot set's picture is 3333 x 1667 pixels, over the 5 megapixels a picture may have (raise it with --max-image-pixels), or lower "dpi""#
            ])
        #expect(Self.errors(#""dpi": 600"#, options: options) == [])
        options.raster = true
        options.dpi = 1200
        #expect(
            Self.errors(#""dpi": 72"#, options: options) == [
                #"spec.json:2:39: error: pages[0].cells[0].figure: at 1200 dpi the mandelbrot set's picture is 3333 x 1667 pixels, over the 5 megapixels a picture may have (raise it with --max-image-pixels), or lower --dpi"#
            ])
    }

    /// Neighbouring pixels' points must be 1e-15 of the largest coordinate apart (at least 2, which the orbits
    /// reach): 200 pt at 72 dpi is 200 px, so a view about 0 must be 4e-13 wide, one about -1.75 too (the
    /// largest coordinate there is still 2), one about 3 + 3i 6e-13.
    @Test func aViewFinerThanDoublePrecisionIsRefused() {
        let raster = LoadOptions(dpi: 72, raster: true)
        #expect(Self.errors(#""center": [0, 0], "span": 4.1e-13"#, options: raster) == [])
        #expect(Self.errors(#""center": [-1.75, 0], "span": 4.1e-13"#, options: raster) == [])
        let refused = Self.errors(#""center": [0, 0], "span": 3.9e-13"#, options: raster)
        #expect(
            refused == [
                "spec.json:2:85: error: pages[0].cells[0].figure.span: the view is 3.9e-13 wide over 200 px, 1.95e-15 a pixel: finer than double precision resolves at coordinates up to 2, whose neighbouring pixels must be at least 2e-15 apart (1e-15 of it); make the view at least 4e-13 wide, or the picture fewer pixels across (a deeper zoom needs arbitrary precision, which poster does not compute)"
            ])
        #expect(Self.errors(#""center": [3, 3], "span": 5.9e-13"#, options: raster).first?.contains("at coordinates up to 3, ") == true)
        #expect(Self.errors(#""center": [3, 3], "span": 6.1e-13"#, options: raster) == [])
        #expect(Self.errors(#""center": [-1.75, 0], "zoom": 1e13"#, options: raster).first?.contains("figure.zoom: the view is 3e-13 wide") == true)
    }
}
