/// The check digit of GS1's numbers (EAN-13, EAN-8, UPC-A, UPC-E, ITF-14): weights 3 and 1 from the
/// right, the digit that brings the sum to a multiple of ten. poster checks a check digit written in
/// the data itself and hands libzint the number without it, so a symbology never depends on how
/// libzint reads a length (libzint 2.11 reads 8 digits given for EAN-8 as an EAN-13 to pad).
enum GS1CheckDigit {
    /// The check digit of `digits` (ASCII digits, the check digit not among them).
    static func of(_ digits: some BidirectionalCollection<UInt8>) -> UInt8 {
        var sum = 0
        for (k, digit) in digits.reversed().enumerated() {
            sum += Int(digit - UInt8(ascii: "0")) * (k.isMultiple(of: 2) ? 3 : 1)
        }
        return UInt8(ascii: "0") + UInt8((10 - sum % 10) % 10)
    }

    /// The UPC-A number a UPC-E number stands for (number system and six digits), whose check digit is
    /// the UPC-E's: the six digits' last one says where the zeros suppressed go.
    static func expandedUPCE(_ digits: [UInt8]) -> [UInt8] {
        let system = digits[0], d = Array(digits[1...6])
        let zero = UInt8(ascii: "0")
        let body: [UInt8] =
            switch d[5] - zero {
            case 0...2: [d[0], d[1], d[5], zero, zero, zero, zero, d[2], d[3], d[4]]
            case 3: [d[0], d[1], d[2], zero, zero, zero, zero, zero, d[3], d[4]]
            case 4: [d[0], d[1], d[2], d[3], zero, zero, zero, zero, zero, d[4]]
            default: [d[0], d[1], d[2], d[3], d[4], zero, zero, zero, zero, d[5]]
            }
        return [system] + body
    }
}
