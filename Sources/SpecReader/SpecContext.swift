import Inputs

/// What a spec is read and laid out in: the world its inputs come from, where its problems go, and
/// the values the rows of a template share. Every decoder and the composer work in one.
public final class SpecContext {
    /// Where problems are recorded.
    public let diagnostics: Diagnostics
    /// What the spec may read and has read, shared by every context of the same load.
    public let world: World
    /// The values decoded once for every row of the template being filled, when one is.
    package let memo: DecodeMemo?

    /// A context for the spec `file` (as messages name it), which is in `folder` (default: the
    /// file's), in a world of its own.
    public convenience init(file: String, folder: String? = nil) {
        self.init(file: file, world: World(folder: folder ?? World.folder(of: file)))
    }

    /// A context for a part of the spec `file` (a row of its data, a branch a decoder tries), judged in
    /// the spec's `world`: from its folder, under its policy, its inputs and pictures counted with the rest.
    public init(file: String, world: World) {
        diagnostics = Diagnostics(file: file)
        self.world = world
        memo = nil
    }

    /// A context for the spec `file` in `world` whose fixed members are decoded once for every use of
    /// `memo` (the frames of an animation).
    package init(file: String, world: World, memo: DecodeMemo?) {
        diagnostics = Diagnostics(file: file)
        self.world = world
        self.memo = memo
    }

    /// A context of its own for a part of this spec (its problems kept apart), sharing its world and memo.
    public func branch() -> SpecContext {
        SpecContext(file: file, world: world, memo: memo)
    }

    /// A context of its own for the rows of a template, the rows sharing `memo`, in this one's world or in
    /// `world` (a worker's, beside this one: `World.worker`).
    package func branch(memo: DecodeMemo, in world: World? = nil) -> SpecContext {
        SpecContext(file: file, world: world ?? self.world, memo: memo)
    }

    /// What `object` decodes for the member at `path`: through the memo when there is one (taken as
    /// decoded before where the member is fixed), else `decode`'s value.
    func memoized<Value>(_ object: String, at path: SpecPath, _ decode: () -> Value?) -> Value? {
        guard let memo else { return decode() }
        return memo.value(of: object, at: path, in: world, decode)
    }

    public var file: String { diagnostics.file }
    public var all: [Diagnostic] { diagnostics.all }
    public var hasErrors: Bool { diagnostics.hasErrors }
    public var sorted: [Diagnostic] { diagnostics.sorted }

    public func error(_ message: String, at node: SpecNode, _ path: SpecPath) {
        diagnostics.error(message, at: node, path)
    }

    public func error(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        diagnostics.error(message, at: position, path)
    }

    public func warning(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        diagnostics.warning(message, at: position, path)
    }

    public func note(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        diagnostics.note(message, at: position, path)
    }

    public func expected(_ what: String, at node: SpecNode, _ path: SpecPath) {
        diagnostics.expected(what, at: node, path)
    }

    package func add(_ diagnostic: Diagnostic) {
        diagnostics.add(diagnostic)
    }
}
