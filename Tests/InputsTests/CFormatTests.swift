import FileIO
import Foundation
import Testing

/// `String(cFormat:)` sets numbers as Foundation's `String(format:)`, which it replaced, did.
@Suite struct CFormatTests {
    @Test(arguments: ["%.2f s", "%.1f KB", "%.2g", "%.6f", "%#.3g", "%.3e", "%#.0f"])
    func doublesAsFoundation(format: String) {
        for value in [0, 0.5, 1.005, -2.5, 1234.5678, 1e-7, 6.02e23, 1e300] {
            #expect(String(cFormat: format, value) == String(format: format, value), "\(format) of \(value)")
        }
    }

    @Test func wholeNumbersAsFoundation() {
        for value in [0, 7, 59, 255, 4096] {
            #expect(String(cFormat: "%02d", value) == String(format: "%02d", value))
            #expect(String(cFormat: "%02x", value) == String(format: "%02x", value))
        }
    }

    @Test func longTextIsWhole() {
        let text = String(cFormat: "%.300f", 1.0)
        #expect(text.count == 302 && text.hasPrefix("1.000") && text.hasSuffix("0"))
    }
}
