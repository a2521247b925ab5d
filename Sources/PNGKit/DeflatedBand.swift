import CLibZ

/// A band of image rows filtered and deflated on its own, so bands compress on several cores at once
/// and each reads nothing but its own rows: its first row is filtered without the row above (None or
/// Sub), and it is a raw deflate stream of its own that ends byte-aligned with a sync flush, or with
/// the final block for the image's last band.
struct DeflatedBand: Sendable {
    /// The deflate bytes.
    let bytes: [UInt8]
    /// The Adler-32 checksum of the band's filtered bytes, and how many there are.
    let adler: UInt
    let length: Int

    /// Filters rows `rows` of `image` and deflates them.
    init(_ image: PixelRows, rows: Range<Int>, compression: PNGCompression, isLast: Bool) throws {
        let count = rows.count * (image.rowBytes + 1)
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { filtered.deallocate() }
        Self.filter(image, rows: rows, compression: compression, into: filtered)
        length = count
        adler = adler32(1, filtered, UInt32(count))

        var stream = z_stream()
        guard deflateInit2_(&stream, compression.level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { throw PNGError(message: "zlib could not start a deflate stream") }
        defer { deflateEnd(&stream) }
        var status = Z_OK
        bytes = [UInt8](unsafeUninitializedCapacity: Int(deflateBound(&stream, UInt(count))) + 16) { buffer, written in
            stream.next_in = filtered
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
        for (k, y) in rows.enumerated() {
            image.convert(row: y, into: current)
            RowFilter.filter(
                current, above: k == 0 ? nil : previous, count: count, bpp: image.bytesPerPixel, choose: compression.choosesFilters, into: out + k * (count + 1)
            )
            swap(&previous, &current)
        }
    }
}
