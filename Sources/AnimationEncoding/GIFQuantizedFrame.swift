import CImageQuant
import PNGKit

/// A frame reduced to at most 256 colours of its own by libimagequant, dithered (Floyd-Steinberg,
/// libimagequant's full level). GIF has one transparent colour and no partial alpha: a pixel at least
/// half opaque keeps its colour, fully opaque; one less than half is transparent.
struct GIFQuantizedFrame {
    /// The palette: R, G and B of each colour.
    let palette: [UInt8]
    /// The palette entry of transparent pixels, if any.
    let transparentIndex: Int?
    /// One palette index a pixel, row after row.
    let indices: [UInt8]

    init(_ frame: PixelRows) throws {
        var rgba = frame.with(alpha: true).samples()
        for i in Swift.stride(from: 0, to: rgba.count, by: 4) {
            if rgba[i + 3] < 128 {
                rgba.replaceSubrange(i..<i + 4, with: [0, 0, 0, 0])
            } else {
                rgba[i + 3] = 255
            }
        }
        let quant = try opened(ImageQuantLibrary.shared)
        guard let attributes = quant.createAttributes() else { throw AnimationError("libimagequant could not start") }
        defer { quant.destroyAttributes(attributes) }
        _ = quant.setMaximumColors(attributes, 256)
        _ = quant.setSpeed(attributes, 3)
        let width = frame.width, height = frame.height
        var quantized: (palette: [UInt8], transparent: Int?, indices: [UInt8])?
        var status = LIQ_OK
        rgba.withUnsafeBytes { pixels in
            guard let image = quant.createImage(attributes, pixels.baseAddress!, Int32(width), Int32(height), 0) else {
                status = LIQ_OUT_OF_MEMORY
                return
            }
            defer { quant.destroyImage(image) }
            var result: OpaquePointer?
            status = quant.quantize(image, attributes, &result)
            guard status == LIQ_OK, let result else { return }
            defer { quant.destroyResult(result) }
            _ = quant.setDitheringLevel(result, 1)
            var indices = [UInt8](repeating: 0, count: width * height)
            status = indices.withUnsafeMutableBytes { quant.writeRemappedImage(result, image, $0.baseAddress!, $0.count) }
            guard status == LIQ_OK else { return }
            let palette = quant.palette(result)!.pointee
            let entries = withUnsafeBytes(of: palette.entries) { Array($0.bindMemory(to: liq_color.self).prefix(Int(palette.count))) }
            quantized = (entries.flatMap { [$0.r, $0.g, $0.b] }, entries.firstIndex { $0.a < 128 }, indices)
        }
        guard let quantized else { throw AnimationError("libimagequant could not reduce a frame to 256 colours (error \(status.rawValue))") }
        palette = quantized.palette
        transparentIndex = quantized.transparent
        indices = quantized.indices
    }
}
