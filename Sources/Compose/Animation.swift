import Inputs
import SpecModel
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
    /// The members that do not name the animated parameter, decoded by the first frame decoded and
    /// taken as they are by the others: a sheet's data is read, and its rows made, once.
    let memo: DecodeMemo

    init(node: SpecNode, spec: AnimationSpec, file: String, folder: String, options: LoadOptions) {
        self.node = node
        self.spec = spec
        self.file = file
        self.folder = folder
        self.options = options
        let parameter = spec.parameter
        memo = DecodeMemo(template: node, at: .root) { text in
            Placeholders.split(text).contains { if case .field(let name, _) = $0 { name == parameter } else { false } }
        }
    }

    /// The page of the document the frames show (1-based).
    public var page: Int { spec.page }

    /// The animated value at `progress` (0: the first frame, 1: the last) of an animation lasting `duration` seconds.
    public func value(atProgress progress: Double, duration: Double) -> Double {
        spec.value(atProgress: progress, duration: duration)
    }

    /// The document with the parameter at its value for `progress` of an animation lasting `duration` seconds.
    package func document(atProgress progress: Double, duration: Double) -> SpecLoader.Result {
        SpecLoader.decode(
            node, diagnostics: SpecContext(file: file, world: World(folder: folder, snapshot: inputs), memo: memo), options: options,
            animated: (spec.parameter, value(atProgress: progress, duration: duration)))
    }
}
