/// What the command line says of tiling, over what the spec's `print.tile` asks for.
public enum TileOverride: Hashable, Sendable {
    /// Tile as the spec says (not at all when it does not).
    case asSpecSays
    /// Print the pages whole, whatever the spec says.
    case off
    /// These settings, over the spec's: its paper may come from the spec.
    case request(TileRequest)
}
