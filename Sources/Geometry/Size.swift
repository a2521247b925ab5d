/// A width and a height.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    public static let zero = Size(0, 0)

    public var minSide: Double { Swift.min(width, height) }
    public var area: Double { width * height }

    /// The same size turned by a quarter: width and height swapped.
    public var transposed: Size { Size(height, width) }
}
