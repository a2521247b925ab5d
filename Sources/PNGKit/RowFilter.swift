/// PNG's five row filters (None, Sub, Up, Average, Paeth), each predicting a byte from its left,
/// upper and upper-left neighbours, and the choice between them.
enum RowFilter {
    /// Writes the filter type byte and the filtered `current` row (`count` bytes, `bpp` bytes a
    /// pixel, `above` the unfiltered row above) into `out`, `count + 1` bytes. With `choose`, the filter
    /// whose output has the smallest sum of absolute values as signed bytes (libpng's heuristic);
    /// otherwise Up. A row filtered without the row above (the first of a band) takes Sub, or with
    /// `choose` the smaller of None and Sub.
    static func filter(
        _ current: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, bpp: Int, choose: Bool,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        guard let previous = above else {
            let type: UInt8 = choose && sum(current, count) <= subSum(current, count, bpp) ? 0 : 1
            out[0] = type
            let o = out + 1
            o.update(from: current, count: type == 0 ? count : min(bpp, count))
            if type == 1 { for i in bpp..<max(bpp, count) { o[i] = current[i] &- current[i - bpp] } }
            return
        }
        let type = choose ? best(current, previous, count, bpp) : 2
        out[0] = type
        let o = out + 1
        switch type {
        case 0:
            o.update(from: current, count: count)
        case 1:
            o.update(from: current, count: bpp)
            for i in bpp..<count { o[i] = current[i] &- current[i - bpp] }
        case 2:
            for i in 0..<count { o[i] = current[i] &- previous[i] }
        case 3:
            for i in 0..<bpp { o[i] = current[i] &- previous[i] / 2 }
            for i in bpp..<count { o[i] = current[i] &- UInt8(truncatingIfNeeded: (UInt16(current[i - bpp]) &+ UInt16(previous[i])) >> 1) }
        default:
            for i in 0..<bpp { o[i] = current[i] &- previous[i] }
            for i in bpp..<count { o[i] = current[i] &- paeth(current[i - bpp], previous[i], previous[i - bpp]) }
        }
    }

    /// The sum of `row`'s bytes taken as signed, unfiltered (None).
    private static func sum(_ row: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var total = 0
        for i in 0..<count { total &+= magnitude(row[i]) }
        return total
    }

    /// The sum of `row`'s bytes taken as signed, filtered with Sub.
    private static func subSum(_ row: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int) -> Int {
        var total = 0
        for i in 0..<min(bpp, count) { total &+= magnitude(row[i]) }
        for i in bpp..<max(bpp, count) { total &+= magnitude(row[i] &- row[i - bpp]) }
        return total
    }

    /// The filter type with the smallest sum, Up first (a row like the one above costs nothing).
    private static func best(_ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int) -> UInt8 {
        var up = 0
        for i in 0..<count { up &+= magnitude(current[i] &- previous[i]) }
        if up == 0 { return 2 }
        var none = 0, sub = 0, average = 0, paethSum = 0
        for i in 0..<bpp {
            let c = current[i], above = previous[i]
            none &+= magnitude(c)
            sub &+= magnitude(c)
            average &+= magnitude(c &- above / 2)
            paethSum &+= magnitude(c &- above)
        }
        for i in bpp..<count {
            let c = current[i], above = previous[i], left = current[i - bpp]
            none &+= magnitude(c)
            sub &+= magnitude(c &- left)
            average &+= magnitude(c &- UInt8(truncatingIfNeeded: (UInt16(left) &+ UInt16(above)) >> 1))
            paethSum &+= magnitude(c &- paeth(left, above, previous[i - bpp]))
        }
        var type: UInt8 = 2, least = up
        for (t, sum) in [(UInt8(0), none), (1, sub), (3, average), (4, paethSum)] where sum < least {
            type = t
            least = sum
        }
        return type
    }

    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int {
        let signed = Int(Int8(bitPattern: byte))
        return signed < 0 ? -signed : signed
    }

    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let pa = abs(Int(b) &- Int(c)), pb = abs(Int(a) &- Int(c)), pc = abs(Int(a) &+ Int(b) &- 2 &* Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
