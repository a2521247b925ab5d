/// The scans of a JPEG, counted from its markers before it is decoded. A progressive JPEG may split its
/// picture into any number of scans, and each scan is a pass over every block of the picture: thousands
/// of valid scans take minutes to decode. Cameras and editors write at most about twenty.
enum JPEGScans {
    /// The most scans a JPEG may have.
    static let limit = 100

    /// The start-of-scan segments in `bytes`, counted up to `limit + 1`. Segments are passed over by
    /// their length; the compressed data after a scan's header is looked through for the next marker
    /// (a 0xFF there is followed by 0x00 or a restart marker, so it is never taken for one).
    static func count(_ bytes: [UInt8]) -> Int {
        var scans = 0, index = 2
        while index + 1 < bytes.count, scans <= limit {
            guard bytes[index] == 0xFF else {
                index += 1
                continue
            }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if marker == 0x00 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            guard marker != 0xD9, index + 3 < bytes.count else { break }
            if marker == 0xDA { scans += 1 }
            index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        }
        return scans
    }
}
