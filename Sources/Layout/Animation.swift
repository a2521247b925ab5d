import SpecReader

/// An animated spec: its tree with the animated parameter still open, ready to make the document of
/// any frame.
public struct Animation: Sendable {
    let node: SpecNode
    let spec: AnimationSpec
    let file: String
    /// The folder the spec's relative paths start from.
    let folder: String
    let options: LoadOptions
    /// The data every frame reads, read by the first.
    let inputs = InputSnapshot()

    /// The page of the document the frames show (1-based).
    public var page: Int { spec.page }

    /// The animated value at `progress` (0: the first frame, 1: the last) of an animation lasting `duration` seconds.
    public func value(atProgress progress: Double, duration: Double) -> Double {
        spec.value(atProgress: progress, duration: duration)
    }

    /// The document with the parameter at its value for `progress` of an animation lasting `duration` seconds.
    public func document(atProgress progress: Double, duration: Double) -> SpecLoader.Result {
        SpecLoader.decode(
            node, diagnostics: SpecContext(file: file, world: World(folder: folder, snapshot: inputs)), options: options,
            animated: (spec.parameter, value(atProgress: progress, duration: duration)))
    }
}
