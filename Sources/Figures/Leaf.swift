/// How a carpet's or a triangle's leaves sit in their cells.
public enum Leaf: String, CaseIterable, Hashable, Sendable {
    /// Inscribed in the cell's circle, as the SwiftUI original draws them: turned leaves never overlap,
    /// and the leaves never touch.
    case circle
    /// Filling the cell (less its gap): the textbook figure, a carpet keeping eight ninths of its square at
    /// every level, a triangle whose leaves meet at their corners.
    case cell
}
