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

    /// The page of the document the frames show (1-based).
    public var page: Int { spec.page }

    /// The animated value at `progress` (0: the first frame, 1: the last).
    public func value(atProgress progress: Double) -> Double {
        spec.value(atProgress: progress)
    }

    /// The document with the parameter at its value for `progress`.
    public func document(atProgress progress: Double) -> SpecLoader.Result {
        SpecLoader.decode(node, diagnostics: Diagnostics(file: file, folder: folder), options: options, animated: (spec.parameter, value(atProgress: progress)))
    }
}
