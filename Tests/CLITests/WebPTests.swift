import CairoKit
import Foundation
import TestSupport
import Testing

/// WebP pictures, made by cwebp: decoded with their transparency, in PNG and PDF output; a damaged or
/// animated one is a located error.
@Suite struct WebPTests {
    /// A 40 x 40 PAM picture (cwebp reads it) whose left half is opaque red and right half transparent.
    static func halfTransparent() -> Data {
        var pam = Data("P7\nWIDTH 40\nHEIGHT 40\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8)
        for _ in 0..<40 { for x in 0..<40 { pam.append(contentsOf: [255, 0, 0, x < 20 ? 255 : 0]) } }
        return pam
    }

    static func render(_ src: String, _ output: String, in folder: ScratchFolder) throws -> PosterProcess.Outcome {
        let spec = """
            { "page": { "size": "100pt x 100pt", "margin": 0 }, "pages": [ { "cells": [
              { "figure": { "kind": "image", "src": "\(src)", "fit": "fill" } } ] } ] }
            """
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        return try PosterProcess.run(["render", "spec.json", "-o", output, "--dpi", "72"], in: folder.url)
    }

    @Test func aWebPIsPlacedWithItsTransparency() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.halfTransparent().write(to: URL(fileURLWithPath: folder.path("half.pam")))
        let made = try ToolProcess.run(tool: "cwebp", ["-quiet", "-lossless", folder.path("half.pam"), "-o", folder.path("half.webp")])
        #expect(made.status == 0, "\(made.stderr)")
        let png = try Self.render("half.webp", "out.png", in: folder)
        #expect(png.status == 0, "\(png.stderr)")
        let image = try decodedPNG(at: folder.path("out.png"))
        #expect(image.pixels[50 * image.width + 20] == 0xFFFF_0000)
        #expect(image.pixels[50 * image.width + 80] == 0xFFFF_FFFF)
        let pdf = try Self.render("half.webp", "out.pdf", in: folder)
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let list = try ToolProcess.run(tool: "pdfimages", ["-list", folder.path("out.pdf")]).stdout
        // Its pixels and its transparency as a soft mask.
        #expect(list.contains(" image ") && list.contains(" smask "), "\(list)")
    }

    @Test func aDamagedWebPIsALocatedError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.halfTransparent().write(to: URL(fileURLWithPath: folder.path("half.pam")))
        _ = try ToolProcess.run(tool: "cwebp", ["-quiet", "-q", "80", folder.path("half.pam"), "-o", folder.path("whole.webp")])
        let whole = try Data(contentsOf: URL(fileURLWithPath: folder.path("whole.webp")))
        try whole.prefix(whole.count - 8).write(to: URL(fileURLWithPath: folder.path("cut.webp")))
        let run = try Self.render("cut.webp", "out.png", in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "spec.json:2:41: error: pages[0].cells[0].figure.src: \"cut.webp\" is a truncated WebP: the file ends before its picture does"), "\(run.stderr)"
        )
        try whole.write(to: URL(fileURLWithPath: folder.path("named.png")))
        let lying = try Self.render("named.png", "out.png", in: folder)
        #expect(lying.stderr.contains("\"named.png\" is a WebP image, not the PNG its name says"), "\(lying.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }
}
