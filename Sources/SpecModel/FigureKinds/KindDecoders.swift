import Workers

/// The kinds one figure decoder has met, each made the first time a figure names it (a spec of pies
/// makes the pie's decoder, not every kind's), kept for the figures after it: shared by the threads
/// decoding a sheet's rows.
final class KindDecoders: Sendable {
    private let made = Locked<[String: FigureKind]>([:])

    /// The kind named `name`; nil for no kind.
    func kind(named name: String) -> FigureKind? {
        if let known = made.withLock({ $0[name] }) { return known }
        guard let kind = FigureKinds.kind(named: name) else { return nil }
        made.withLock { $0[name] = kind }
        return kind
    }
}
