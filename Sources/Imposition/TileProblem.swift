/// Why a page cannot be tiled as asked, and the settings that asked for it: `fields`, the one the
/// message is about first, then those that take part (a margin shrinks what an overlap is measured against).
public struct TileProblem: Error, Hashable, Sendable {
    public var fields: [TileField]
    public var message: String

    public init(_ field: TileField, _ message: String, with others: [TileField] = []) {
        fields = [field] + others
        self.message = message
    }

    /// The setting the message is about.
    public var field: TileField { fields[0] }
}
