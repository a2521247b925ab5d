/// Why a page cannot be tiled as asked, and the setting that asked for it.
public struct TileProblem: Error, Hashable, Sendable {
    public var field: TileField
    public var message: String

    public init(_ field: TileField, _ message: String) {
        self.field = field
        self.message = message
    }
}
