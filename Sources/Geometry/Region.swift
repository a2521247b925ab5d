/// A bounded region of the plane known by its outline: a disk, a rounded rectangle, a regular polygon.
/// A region is made only from measures that give it a finite outline (its initialiser returns nil
/// otherwise), so asking for its outline, area or bounds never fails.
public protocol Region: Hashable, Sendable {
    /// The outline, clockwise on screen.
    var path: Path { get }
    /// The area enclosed, in square units.
    var area: Double { get }
    /// The smallest axis-aligned rectangle holding the region.
    var bounds: Rect { get }
}
