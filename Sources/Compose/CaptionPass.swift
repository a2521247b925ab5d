import Typesetting

/// What fitting a run's captions on one line has found so far (`CellComposer.oneLine`).
struct CaptionPass {
    /// Whether a caption does not fit one line at its size.
    var wraps = false
    /// Whether a shared caption asks for more than one line.
    var again = false
    /// How many of the shared one-line captions fit at each size.
    var sizes: [Double: Int] = [:]

    /// The lines of the run's caption bands: two once a caption wraps.
    var lines: Int { wraps ? 2 : 1 }

    /// The run's layout, when one line holds every caption fitted and none asks for more: one line, at the
    /// size they share; nil when the shared captions must be fitted again in their bands.
    var layout: RunCaptions.Layout? {
        wraps || again ? nil : RunCaptions.Layout(lines: 1, shared: GroupSize.shared(counts: sizes))
    }
}
