import Motion
import SpecReader

/// A spec's `animate` block: one parameter, written `{name}` wherever the spec uses it, moving from
/// `from` to `to` along a timing curve over the animation, repeated and reversed as asked.
package struct AnimationSpec: Hashable, Sendable {
    package var parameter: String
    package var range: SweepRange
    var repeatCount: Int
    var autoreverse: Bool
    package var page: Int

    package static var parameter: Field<String> { .required("parameter", Decoders.string, "the name the spec writes as {name} where the value goes") }
    static var repeatCount: Field<Int> { .defaulted("repeat", Decoders.integer(1...1000), 1, "how many times the motion runs within the duration") }
    static var autoreverse: Field<Bool> { .defaulted("autoreverse", Decoders.bool, false, "every other run goes back from `to` to `from`") }
    package static var page: Field<Int> { .defaulted("page", Decoders.integer(1...Spec.maximumPages), 1, "the page the frames show") }

    package static let details = """
        The curve is read in seconds: each run lasts the animation's duration (`poster frames --duration`) \
        over `repeat`. Linear and Bézier curves stretch over the run. A spring moves at its own pace: its \
        duration is SwiftUI's (`spring(duration, bounce)`: mass 1, stiffness (2π / duration)², damping \
        4π (1 − bounce) / duration for bounce ≥ 0, 4π / ((1 + bounce) duration) below), its overshoot and \
        settling happen in time, and the value rests exactly \
        on `to` once the spring has settled (within 0.1 %, SwiftUI's settling duration); a run shorter than \
        that ends before the spring has settled.
        """

    package static let object: ObjectDecoder<AnimationSpec> = ObjectDecoder(
        "Animation", "a parameter animated over the frames of `poster frames`",
        parameter, SweepRange.from, SweepRange.to, SweepRange.curve, repeatCount, autoreverse, page
    ) { _, parameter, from, to, curve, repeatCount, autoreverse, page in
        AnimationSpec(
            parameter: parameter, range: SweepRange(from: from, to: to, curve: curve), repeatCount: repeatCount, autoreverse: autoreverse,
            page: page)
    }.with(details: Self.details)

    /// The value at `progress` (0 at the first frame, 1 at the last) of an animation lasting `duration`
    /// seconds: each run lasts duration / repeat seconds, and the curve is read in seconds into its run.
    package func value(atProgress progress: Double, duration: Double) -> Double {
        let p = min(max(progress, 0), 1) * Double(repeatCount)
        let run = min(Int(p), repeatCount - 1)
        var t = p - Double(run)
        if autoreverse, run % 2 == 1 { t = 1 - t }
        let runDuration = duration / Double(repeatCount)
        return range.from + (range.to - range.from) * range.curve.value(atSeconds: t * runDuration, over: runDuration)
    }
}
