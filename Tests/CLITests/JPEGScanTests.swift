import Foundation
import TestSupport
import Testing

/// A progressive JPEG may have any number of valid scans, and decoding each passes over every block of
/// the picture: one of thousands takes minutes. Over 100 are refused from the file's markers, before
/// anything is decoded.
@Suite struct JPEGScanTests {
    /// The scan script of a grey picture's DC coefficients and then AC coefficients `coefficients`,
    /// each sent first at a tenth of its precision and refined bit by bit: 11 scans each.
    static func script(_ coefficients: ClosedRange<Int>, refiningDC: Bool) -> String {
        var lines = ["0: 0 0 0 10;"]
        if refiningDC { lines += (1...10).reversed().map { "0: 0 0 \($0) \($0 - 1);" } }
        for k in coefficients {
            lines.append("0: \(k) \(k) 0 10;")
            lines += (1...10).reversed().map { "0: \(k) \(k) \($0) \($0 - 1);" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header of a JPEG cjpeg wrote (up to its first scan's tables) and each of its scans with the
    /// tables before it.
    static func scans(of jpeg: [UInt8]) -> (header: [UInt8], scans: [[UInt8]]) {
        var index = 2, firstScan: Int?, scanStart: Int?, scans: [[UInt8]] = []
        while index + 3 < jpeg.count, jpeg[index + 1] != 0xD9 {
            let marker = jpeg[index + 1]
            if marker == 0xC4 || marker == 0xDA {
                firstScan = firstScan ?? index
                scanStart = scanStart ?? index
            }
            var end = index + 2 + (Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3]))
            if marker == 0xDA {
                while !(jpeg[end] == 0xFF && jpeg[end + 1] != 0 && !(0xD0...0xD7).contains(jpeg[end + 1])) { end += 1 }
                scans.append(Array(jpeg[scanStart!..<end]))
                scanStart = nil
            }
            index = end
        }
        return (Array(jpeg[..<firstScan!]), scans)
    }

    /// A valid grey JPEG of 197 scans: cjpeg writes at most 100, so the scans of two encodings of one
    /// picture are joined (each AC coefficient's scans depend only on the picture and the scan).
    static func manyScans(in folder: ScratchFolder) throws -> Data {
        var pgm = Data("P5\n64 48\n255\n".utf8)
        for y in 0..<48 { for x in 0..<64 { pgm.append(UInt8((x * 3 + y) % 256)) } }
        try pgm.write(to: URL(fileURLWithPath: folder.path("grey.pgm")))
        var parts: [(header: [UInt8], scans: [[UInt8]])] = []
        for (name, coefficients, refiningDC) in [("a", 1...8, true), ("b", 9...17, false)] {
            try script(coefficients, refiningDC: refiningDC).write(toFile: folder.path("\(name).txt"), atomically: true, encoding: .utf8)
            let run = try ToolProcess.run(
                tool: "cjpeg", ["-quality", "95", "-scans", folder.path("\(name).txt"), "-outfile", folder.path("\(name).jpg"), folder.path("grey.pgm")])
            #expect(run.status == 0, "\(run.stderr)")
            parts.append(scans(of: Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("\(name).jpg"))))))
        }
        return Data(parts[0].header + parts[0].scans.joined() + parts[1].scans.dropFirst().joined() + [0xFF, 0xD9])
    }

    @Test func aJPEGOfOver100ScansIsRefusedBeforeItIsDecoded() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.manyScans(in: folder).write(to: URL(fileURLWithPath: folder.path("scans.jpg")))
        let valid = try ToolProcess.run(tool: "djpeg", ["-strict", "-outfile", folder.path("decoded.pgm"), folder.path("scans.jpg")])
        #expect(valid.status == 0, "the joined file is a valid JPEG: \(valid.stderr)")
        try ImageTests.spec([ImageTests.image("scans.jpg")]).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        for command in [["check", "spec.json"], ["render", "spec.json", "-o", "out.pdf"]] {
            let run = try PosterProcess.run(command, in: folder.url, timeout: 60)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(
                run.stderr.hasPrefix(
                    "spec.json:1:131: error: pages[0].cells[0].figure.src: \"scans.jpg\" is a progressive JPEG of over 100 scans, each a pass over the whole picture: save it again"
                ),
                "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
    }
}
