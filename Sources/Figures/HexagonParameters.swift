import Geometry

/// The badge background's numbers, as Apple's `HexagonParameters` gives them, in unit coordinates.
public enum HexagonParameters {
    public struct Segment: Hashable, Sendable {
        public let line: Point
        public let curve: Point
        public let control: Point
    }

    public static let adjustment = 0.085
    /// The background is squeezed horizontally by this factor and centred.
    public static let xScale = 0.832
    public static let start = Point(0.95, 0.20 + adjustment)

    public static let segments: [Segment] = [
        Segment(line: Point(0.60, 0.05), curve: Point(0.40, 0.05), control: Point(0.50, 0.00)),
        Segment(line: Point(0.05, 0.20 + adjustment), curve: Point(0.00, 0.30 + adjustment), control: Point(0.00, 0.25 + adjustment)),
        Segment(line: Point(0.00, 0.70 - adjustment), curve: Point(0.05, 0.80 - adjustment), control: Point(0.00, 0.75 - adjustment)),
        Segment(line: Point(0.40, 0.95), curve: Point(0.60, 0.95), control: Point(0.50, 1.00)),
        Segment(line: Point(0.95, 0.80 - adjustment), curve: Point(1.00, 0.70 - adjustment), control: Point(1.00, 0.75 - adjustment)),
        Segment(line: Point(1.00, 0.30 + adjustment), curve: Point(0.95, 0.20 + adjustment), control: Point(1.00, 0.25 + adjustment)),
    ]
}
