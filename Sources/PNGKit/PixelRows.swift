/// The rows of a 32-bit image in memory, as cairo keeps them: one native-endian word per pixel,
/// 0xAARRGGBB with premultiplied colour, rows `stride` bytes apart. A band of a larger image holds its
/// rows from `firstRow` to `height` (row `firstRow` at `base`).
public struct PixelRows {
    let base: UnsafeRawPointer
    public let width: Int
    public let height: Int
    let stride: Int
    /// The image's first row held in memory.
    public let firstRow: Int
    /// Whether any pixel is less than opaque: RGBA when it is, RGB otherwise.
    public let hasAlpha: Bool

    /// The image's rows, with alpha or without as `alpha` says (nil: with alpha when any pixel is less
    /// than opaque). Without alpha, colour is premultiplied: a pixel less than opaque shows as it
    /// would over black.
    public init(base: UnsafeRawPointer, width: Int, height: Int, stride: Int, alpha: Bool? = nil, firstRow: Int = 0) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
        self.firstRow = firstRow
        hasAlpha = alpha ?? Self.anyTranslucent(base: base, width: width, rows: height - firstRow, stride: stride)
    }

    /// The same rows written with alpha or without.
    public func with(alpha: Bool) -> PixelRows {
        PixelRows(base: base, width: width, height: height, stride: stride, alpha: alpha, firstRow: firstRow)
    }

    /// Whether any pixel of rows `rows` (of those held) is less than opaque.
    public func anyTranslucent(in rows: Range<Int>) -> Bool {
        Self.anyTranslucent(base: base + (rows.lowerBound - firstRow) * stride, width: width, rows: rows.count, stride: stride)
    }

    private static func anyTranslucent(base: UnsafeRawPointer, width: Int, rows: Int, stride: Int) -> Bool {
        var all: UInt32 = 0xFF00_0000
        for y in 0..<rows {
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { all &= row[x] }
        }
        return all >> 24 != 0xFF
    }

    var bytesPerPixel: Int { hasAlpha ? 4 : 3 }
    var rowBytes: Int { width * bytesPerPixel }

    /// Every row's samples, top to bottom, with no padding: R, G, B and, with alpha, A straight.
    public func samples() -> [UInt8] {
        let rows = height - firstRow
        return [UInt8](unsafeUninitializedCapacity: rows * rowBytes) { buffer, count in
            for y in 0..<rows { convert(row: firstRow + y, into: buffer.baseAddress! + y * rowBytes) }
            count = rows * rowBytes
        }
    }

    /// Writes row `y` as PNG samples (R, G, B and, with alpha, A straight rather than premultiplied,
    /// rounded as cairo's own PNG writer rounds) into `out`, which holds `rowBytes` bytes.
    func convert(row y: Int, into out: UnsafeMutablePointer<UInt8>) {
        precondition(y >= firstRow && y < height, "row \(y) of \(firstRow)..<\(height)")
        let row = (base + (y - firstRow) * stride).assumingMemoryBound(to: UInt32.self)
        if !hasAlpha {
            for x in 0..<width {
                let p = row[x]
                out[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
            }
            return
        }
        for x in 0..<width {
            let p = row[x], alpha = p >> 24, o = out + 4 * x
            switch alpha {
            case 0xFF:
                o[0] = UInt8(truncatingIfNeeded: p >> 16)
                o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p)
            case 0:
                o[0] = 0
                o[1] = 0
                o[2] = 0
            default:
                o[0] = UInt8(truncatingIfNeeded: (((p >> 16) & 0xFF) * 255 + alpha / 2) / alpha)
                o[1] = UInt8(truncatingIfNeeded: (((p >> 8) & 0xFF) * 255 + alpha / 2) / alpha)
                o[2] = UInt8(truncatingIfNeeded: ((p & 0xFF) * 255 + alpha / 2) / alpha)
            }
            o[3] = UInt8(truncatingIfNeeded: alpha)
        }
    }
}
