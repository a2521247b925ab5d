/// Whether a figure whose ink would leave its cell is scaled into it.
public enum FigureFit: String, CaseIterable, Hashable, Sendable {
    /// Scaled to its true bounds and centred in its cell, when it would leave it (a figure that stays
    /// inside is drawn as the original frames it).
    case cell
    /// As the original frames it, spill and all.
    case original
}
