/// A colour at an offset (0...1) along a gradient.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }

    /// `colors` spread evenly from offset 0 to offset 1.
    public static func evenlySpaced(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(offset: 0, color: $0) } }
        let last = Double(colors.count - 1)
        return colors.enumerated().map { GradientStop(offset: Double($0.offset) / last, color: $0.element) }
    }
}
