import Compose
import Foundation
import Motion
import SpecModel
import SpecReader
import Testing

@Suite struct TimingCurveDecoderTests {
    /// The decoded curve and the messages reported for `value`.
    static func decode(_ value: SpecNode.Value) -> (TimingCurve?, [String]) {
        let diagnostics = SpecContext(file: "spec.json")
        let curve = TimingCurves.decoder.decode(SpecNode(value), SpecPath.root.appending("curve"), diagnostics)
        return (curve, diagnostics.all.map(\.message))
    }

    static func patternAccepts(_ text: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: TimingCurves.pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test(arguments: [
        ("easeInOut", TimingCurve.easeInOut), ("bouncy", .spring(duration: 0.5, bounce: 0.3)),
        ("cubicBezier(0.25, 0.1, 0.25, 1)", .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        ("spring(0.8, -0.2)", .spring(duration: 0.8, bounce: -0.2)),
    ])
    func goodStringsDecode(_ sample: (String, TimingCurve)) {
        let (curve, messages) = Self.decode(.string(sample.0))
        #expect(curve == sample.1)
        #expect(messages.isEmpty)
    }

    @Test func nearMissNamesGetASuggestion() {
        #expect(Self.decode(.string("ease-in")).1 == ["expected \(TimingCurves.expectation), found a string (\"ease-in\") (did you mean \"easeIn\"?)"])
        #expect(Self.decode(.string("EaseInOut")).1.first?.hasSuffix("(did you mean \"easeInOut\"?)") == true)
        #expect(Self.decode(.string("cubic-bezier(0.25, 0.1, 0.25, 1)")).1.first?.hasSuffix("(did you mean \"cubicBezier\"?)") == true)
        #expect(Self.decode(.string("sprong(0.5, 0.3)")).1.first?.hasSuffix("(did you mean \"spring\"?)") == true)
    }

    @Test func rightNameWithBadArgumentsGetsNoSuggestion() {
        let (curve, messages) = Self.decode(.string("spring(1, 1)"))
        #expect(curve == nil)
        #expect(messages == ["expected \(TimingCurves.expectation), found a string (\"spring(1, 1)\")"])
        #expect(Self.decode(.string("zebra")).1.first?.contains("did you mean") == false)
    }

    @Test func nonStringsAreRefused() {
        #expect(Self.decode(.number(0.5)).1 == ["expected \(TimingCurves.expectation), found a number (0.5)"])
        #expect(Self.decode(.null).0 == nil)
    }

    @Test func schemaIsAStringWithThePattern() {
        let schema = TimingCurves.decoder.schema
        #expect(schema["type"] == .string("string"))
        #expect(schema["pattern"] == .string(TimingCurves.pattern))
        #expect(TimingCurves.expectation.contains("\"smooth\", \"snappy\", \"bouncy\""))
    }

    static let samples = [
        // Accepted.
        "linear", "easeIn", "easeOut", "easeInOut", "smooth", "snappy", "bouncy",
        "cubicBezier(0.25, 0.1, 0.25, 1)", "cubicBezier(0,0,1,1)", "cubicBezier(.5, -.5, 1.000000, 999.999999)",
        "cubicBezier( 0.42 , 0 , 0.58 , 1 )", "cubicBezier(0.68, -0.6, 0.32, 1.6)", "cubicBezier(1.0, -0, 0.999999, -120)",
        "spring(0.5, 0.3)", "spring(2, -0.25)", "spring(.000001, -.999999)", "spring(999.5, 0)", "spring(0.05, -0)",
        "spring(10, 0.000001)",
        // Refused.
        "", "ease", "ease-in", "EaseIn", "Linear", " linear", "linear ", "smooth()", "linear()",
        "cubicBezier(2,0,0,1)", "cubicBezier(1.01, 0, 0, 1)", "cubicBezier(1.0000001, 0, 0, 1)", "cubicBezier(-0, 0, 1, 1)",
        "cubicBezier(0.25, 1000, 0.25, 1)", "cubicBezier(0.25, 01, 0.25, 1)", "cubicBezier(0.25, 1., 0.25, 1)",
        "cubicBezier(0.25, 1e2, 0.25, 1)", "cubicBezier(0.25, +1, 0.25, 1)", "cubicBezier(0.25, 0.1, 0.25)",
        "cubicBezier (0.25, 0.1, 0.25, 1)", "cubicbezier(0.25, 0.1, 0.25, 1)", "cubicBezier(0.25; 0.1; 0.25; 1)",
        "spring(0, 0.3)", "spring(0.000000, 0.3)", "spring(.0000001, 0.3)", "spring(1, 1)", "spring(1, -1)",
        "spring(1, 1.0)", "spring(-1, 0)", "spring(1000, 0)", "spring(0.5)", "spring(0.5, 0.3, 1)", "spring(0.5,\t0.3)",
        "spring(00.5, 0.3)", "spring(0.5, 0.3",
    ]

    @Test func patternAgreesWithParse() throws {
        var accepted = 0
        for sample in Self.samples {
            let parsed = TimingCurve.parse(sample) != nil
            #expect(try Self.patternAccepts(sample) == parsed, "\"\(sample)\": parse \(parsed ? "accepts" : "refuses")")
            if parsed { accepted += 1 }
        }
        #expect(accepted == 19)
    }
}
