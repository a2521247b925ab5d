import Motion
import SpecReader

/// Timing curves in a spec: a name, "cubicBezier(x1, y1, x2, y2)" or "spring(duration, bounce)", read by
/// `TimingCurve.parse`; the schema's pattern accepts exactly the strings it reads.
package enum TimingCurves {
    package static let expectation =
        "a timing curve (\(Decoders.quoted(TimingCurve.names)), \"cubicBezier(x1, y1, x2, y2)\" with x1 and x2 from 0 to 1, "
        + "or \"spring(duration, bounce)\" with a duration above 0 seconds and a bounce above -1 and below 1; "
        + "numbers with at most 3 digits before the point and 6 after it)"

    /// `TimingCurve.parse`'s grammar as a JSON Schema (ECMA-262) pattern.
    package static var pattern: String {
        let fraction = #"(\.[0-9]{1,6})?"#
        let unit = #"(0\#(fraction)|\.[0-9]{1,6}|1(\.0{1,6})?)"#
        let number = #"-?((0|[1-9][0-9]{0,2})\#(fraction)|\.[0-9]{1,6})"#
        // Above 0: a non-zero whole part, or a fraction with a non-zero digit among its six.
        let positive = #"([1-9][0-9]{0,2}\#(fraction)|0?\.(?=0{0,5}[1-9])[0-9]{1,6})"#
        let bounce = #"-?(0\#(fraction)|\.[0-9]{1,6})"#
        let bezier = #"cubicBezier\( *\#(unit) *, *\#(number) *, *\#(unit) *, *\#(number) *\)"#
        let spring = #"spring\( *\#(positive) *, *\#(bounce) *\)"#
        return "^(\(TimingCurve.names.joined(separator: "|"))|\(bezier)|\(spring))$"
    }

    package static let decoder: ValueDecoder<TimingCurve> = ValueDecoder(
        expectation, schema: .object(["type": .string("string"), "pattern": .string(pattern)])
    ) { node, path, d in
        guard case .string(let text) = node.value else {
            d.expected(expectation, at: node, path)
            return nil
        }
        guard let curve = TimingCurve.parse(text) else {
            d.error("expected \(expectation), found \(node.kindDescription)\(hint(for: text))", at: node, path)
            return nil
        }
        return curve
    }

    /// " (did you mean ...?)" for a misspelt name or function ("ease-in", "cubic-bezier(...)"); nothing
    /// when the name is right and its arguments are not.
    package static func hint(for text: String) -> String {
        let head = String(text.prefix { $0 != "(" })
        let candidates = TimingCurve.names + ["cubicBezier", "spring"]
        guard !candidates.contains(head) else { return "" }
        return EditDistance.hint(for: head, among: candidates)
    }
}
