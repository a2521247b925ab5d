import Geometry

/// A symbol drawn once for each transform, in order.
public struct Instances: Hashable, Sendable {
    public var symbol: Symbol
    public var transforms: [Affine]
    /// Whether the symbol is a grid of unit squares at whole units (a QR code's modules): raster output
    /// then scales each copy to whole pixels a unit and puts its edges on pixel boundaries, where the
    /// resolution gives a unit at least a pixel and the copy is not turned or stretched.
    public var onPixelGrid: Bool

    public init(symbol: Symbol, transforms: [Affine], onPixelGrid: Bool = false) {
        self.symbol = symbol
        self.transforms = transforms
        self.onPixelGrid = onPixelGrid
    }

    /// The number of shapes drawn when every instance is expanded.
    public var expandedShapeCount: Int {
        transforms.count
            * symbol.items.reduce(0) { count, item in
                switch item {
                case .instances(let inner): count + inner.expandedShapeCount
                case .shape, .text, .group, .image: count + 1
                }
            }
    }
}
