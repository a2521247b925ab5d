import Foundation
import SpecModel
import TestSupport
import Testing

/// `{field:format}` formats as Python's `format(value, spec)` does, checked against python3 itself over a
/// grid of whole numbers, other numbers and texts: the same text, or a refusal where Python refuses.
@Suite struct FormatSpecTests {
    static let wholes: [Int64] = [0, 7, -42, 65, 255, 1_234_567, -9_876_543_210]
    static let reals: [Double] = [3.14159, -0.5, 1234.5, 0.000012345, 1e16, 2.5, -0.0001, 123_456_789.125, 99.995, 1e-7, 0.1, 1e300, -2.5e-300]
    static let texts = ["abc", "Zoë", ""]
    static let numberFormats = [
        "", "d", "5d", "05d", ",", "_", ",d", "x", "#x", "#X", "b", "#o", "_b", "_x", ",x", "c", "n", ".2f", ",.1f", "+.3f", " .1f", "10.2f",
        "<10.2f", "^10.2f", "=+10.2f", "*^12,.2f", "e", ".3E", "g", ".3g", "#.3g", "G", "%", ".1%", ".2", ".0", ".5", "010,", "z.1f", "010,.2f",
        "-^9", "+", "08.3e", "#.0f", ".3", "012_", "0=8", ">+8d", "F", ".2s", "s", "q", "1.", ".2d",
    ]
    static let textFormats = [">5", "<5", "^6", ".2", "*>6.1", "s", "05", "+", ",", ".2f", "d", "=5", "#", "z"]

    enum Kind: String, Codable { case whole, real, text }
    struct Case: Codable {
        var kind: Kind
        var value: String
        var format: String
    }

    /// What Python makes of every case: its text, or nil where it raises.
    static func python(_ cases: [Case]) throws -> [String?] {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try JSONEncoder().encode(cases).write(to: folder.url.appendingPathComponent("cases.json"))
        let script = """
            import json, sys
            out = []
            for c in json.load(open(sys.argv[1])):
                v = int(c["value"]) if c["kind"] == "whole" else float(c["value"]) if c["kind"] == "real" else c["value"]
                try: out.append(format(v, c["format"]))
                except (ValueError, OverflowError): out.append(None)
            json.dump(out, open(sys.argv[2], "w"))
            """
        let run = try ToolProcess.run(tool: "python3", ["-c", script, folder.path("cases.json"), folder.path("out.json")])
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode([String?].self, from: Data(contentsOf: folder.url.appendingPathComponent("out.json")))
    }

    static func poster(_ c: Case) -> String? {
        do {
            let spec = try FormatSpec(c.format)
            switch c.kind {
            case .whole: return try spec.number(Double(c.value)!, isWhole: true)
            case .real: return try spec.number(Double(c.value)!, isWhole: false)
            case .text: return try spec.text(c.value)
            }
        } catch {
            return nil
        }
    }

    @Test func everyCaseFormatsAsPythonFormatsIt() throws {
        let wholes: [Case] = Self.wholes.flatMap { v in Self.numberFormats.map { Case(kind: .whole, value: String(v), format: $0) } }
        let reals: [Case] = Self.reals.flatMap { v in Self.numberFormats.map { Case(kind: .real, value: "\(v)", format: $0) } }
        let texts: [Case] = Self.texts.flatMap { v in Self.textFormats.map { Case(kind: .text, value: v, format: $0) } }
        let cases = wholes + reals + texts
        let expected = try Self.python(cases)
        try #require(expected.count == cases.count)
        var differ = 0
        for (c, python) in zip(cases, expected) {
            let ours = Self.poster(c)
            if ours != python, differ < 40 {
                Issue.record(
                    "format(\(c.kind == .text ? "\"\(c.value)\"" : c.value), \"\(c.format)\"): Python \(python.map { "\"\($0)\"" } ?? "refuses"), poster \(ours.map { "\"\($0)\"" } ?? "refuses")"
                )
            }
            if ours != python { differ += 1 }
        }
        #expect(differ == 0, "\(differ) of \(cases.count) cases differ")
    }
}
