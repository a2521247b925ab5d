import CZlib

/// A band of image rows filtered and deflated on its own, so bands compress on several cores at once
/// (as pigz does): a raw deflate stream primed with the 32 KiB of filtered bytes before the band, that
/// ends byte-aligned with a sync flush, or with the final block for the image's last band.
struct DeflatedBand {
    /// The deflate bytes.
    let bytes: [UInt8]
    /// The Adler-32 checksum of the band's filtered bytes, and how many there are.
    let adler: UInt
    let length: Int

    /// Filters rows `rows` of `image` and deflates them.
    init(_ image: PixelRows, rows: Range<Int>, compression: PNGCompression, isLast: Bool) throws {
        let lineBytes = image.rowBytes + 1
        let window = 32768
        let primingRows = rows.lowerBound == 0 ? 0 : min(rows.lowerBound, (window + lineBytes - 1) / lineBytes)
        let first = rows.lowerBound - primingRows
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: (rows.upperBound - first) * lineBytes)
        defer { filtered.deallocate() }
        Self.filter(image, rows: first..<rows.upperBound, compression: compression, into: filtered)

        let bandStart = filtered + primingRows * lineBytes
        let count = rows.count * lineBytes
        length = count
        adler = adler32(1, bandStart, UInt32(count))

        var stream = z_stream()
        guard deflateInit2_(&stream, compression.level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { throw PNGError(message: "zlib could not start a deflate stream") }
        defer { deflateEnd(&stream) }
        if primingRows > 0 {
            let dictionary = min(window, primingRows * lineBytes)
            deflateSetDictionary(&stream, bandStart - dictionary, UInt32(dictionary))
        }
        var status = Z_OK
        bytes = [UInt8](unsafeUninitializedCapacity: Int(deflateBound(&stream, UInt(count))) + 16) { buffer, written in
            stream.next_in = bandStart
            stream.avail_in = UInt32(count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = UInt32(buffer.count)
            status = deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
            written = buffer.count - Int(stream.avail_out)
        }
        guard status == (isLast ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else {
            throw PNGError(message: "zlib could not compress the image (status \(status))")
        }
    }

    /// Converts and filters `rows` into `out`, a type byte and the row's samples per row.
    private static func filter(_ image: PixelRows, rows: Range<Int>, compression: PNGCompression, into out: UnsafeMutablePointer<UInt8>) {
        let count = image.rowBytes
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer {
            previous.deallocate()
            current.deallocate()
        }
        if rows.lowerBound == 0 { previous.initialize(repeating: 0, count: count) } else { image.convert(row: rows.lowerBound - 1, into: previous) }
        for (k, y) in rows.enumerated() {
            image.convert(row: y, into: current)
            RowFilter.filter(current, above: previous, count: count, bpp: image.bytesPerPixel, choose: compression.choosesFilters, into: out + k * (count + 1))
            swap(&previous, &current)
        }
    }
}
