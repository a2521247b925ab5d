import Motion
import SpecReader

/// A spec's `animate` block: one parameter, written `{name}` wherever the spec uses it, moving from
/// `from` to `to` along a timing curve over the animation, repeated and reversed as asked.
struct AnimationSpec: Hashable, Sendable {
    var parameter: String
    var range: SweepRange
    var repeatCount: Int
    var autoreverse: Bool
    var page: Int

    static var parameter: Field<String> { .required("parameter", Decoders.string, "the name the spec writes as {name} where the value goes") }
    static var repeatCount: Field<Int> { .defaulted("repeat", Decoders.integer(1...1000), 1, "how many times the motion runs within the duration") }
    static var autoreverse: Field<Bool> { .defaulted("autoreverse", Decoders.bool, false, "every other run goes back from `to` to `from`") }
    static var page: Field<Int> { .defaulted("page", Decoders.integer(1...Spec.maximumPages), 1, "the page the frames show") }

    static var object: ObjectDecoder<AnimationSpec> {
        ObjectDecoder(
            "Animation", "a parameter animated over the frames of `poster frames`",
            parameter, SweepRange.from, SweepRange.to, SweepRange.curve, repeatCount, autoreverse, page
        ) { _, parameter, from, to, curve, repeatCount, autoreverse, page in
            AnimationSpec(
                parameter: parameter, range: SweepRange(from: from, to: to, curve: curve), repeatCount: repeatCount, autoreverse: autoreverse,
                page: page)
        }
    }

    /// The value at `progress` (0 at the first frame, 1 at the last).
    func value(atProgress progress: Double) -> Double {
        let p = min(max(progress, 0), 1) * Double(repeatCount)
        let run = min(Int(p), repeatCount - 1)
        var t = p - Double(run)
        if autoreverse, run % 2 == 1 { t = 1 - t }
        return range.value(at: t)
    }
}
