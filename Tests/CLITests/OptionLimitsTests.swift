import Foundation
import TestSupport
import Testing

/// Every number on the command line is judged before it is converted or used: out of range is exit 64
/// with the option's name, never a crash or an allocation the machine cannot hold.
@Suite struct OptionLimitsTests {
    static let layouts = repositoryRoot.appendingPathComponent("layouts")

    static let cases: [([String], String)] = [
        (["frames", "tree-animation.json", "--fps", "240", "--duration", "1e300", "-o", "/tmp/never"], "--duration"),
        (["frames", "tree-animation.json", "--fps", "240", "--duration", "4e16", "-o", "/tmp/never"], "--fps"),
        (["frames", "tree-animation.json", "--fps", "nan", "-o", "/tmp/never"], "--fps"),
        (["frames", "tree-animation.json", "--duration", "inf", "-o", "/tmp/never"], "--duration"),
        (["render", "default.json", "--pages", Array(repeating: "1-9000", count: 3000).joined(separator: ","), "-o", "/tmp/never.pdf"], "--pages"),
        (["render", "default.json", "--pages", "99999999999999999999", "-o", "/tmp/never.pdf"], "--pages"),
        (["render", "default.json", "--pages", "1-1000000000", "-o", "/tmp/never.pdf"], "--pages"),
        (["render", "default.json", "--max-elements", "100000000000", "-o", "/tmp/never.pdf"], "--max-elements"),
        (["render", "default.json", "--max-elements", "1e12", "-o", "/tmp/never.pdf"], "--max-elements"),
        (["render", "default.json", "--dpi", "nan", "-o", "/tmp/never.png"], "--dpi"),
        (["render", "default.json", "--dpi", "1e400", "-o", "/tmp/never.png"], "--dpi"),
        (["check", "default.json", "--dpi", "-inf"], "--dpi"),
        (["gallery", ".", "-o", "/tmp/never", "--jobs", "100000000"], "--jobs"),
        (["gallery", ".", "-o", "/tmp/never", "--thumb-size", "99999999999"], "--thumb-size"),
        (["draw", "carpet", "--size", "1e308", "-o", "/tmp/never.pdf"], "--size"),
        (["draw", "carpet", "--level", "99999999999999", "-o", "/tmp/never.pdf"], "--level"),
        (["draw", "carpet", "--size", "14400", "--dpi", "2400", "-o", "/tmp/never.png"], "--dpi"),
    ]

    @Test(arguments: cases)
    func outOfRangeNumbersAreRefusedByName(_ arguments: [String], _ option: String) throws {
        let result = try PosterProcess.run(arguments, in: Self.layouts, timeout: 60)
        #expect(result.status == 64, "\(arguments.prefix(6)): \(result.stderr)")
        #expect(result.stderr.contains(option), "\(result.stderr)")
        #expect(["/tmp/never", "/tmp/never.pdf", "/tmp/never.png"].allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }
}
