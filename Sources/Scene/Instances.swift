import Geometry

/// A symbol drawn once for each transform, in order.
public struct Instances: Hashable, Sendable {
    public var symbol: Symbol
    public var transforms: [Affine]

    public init(symbol: Symbol, transforms: [Affine]) {
        self.symbol = symbol
        self.transforms = transforms
    }

    /// The number of shapes drawn when every instance is expanded.
    public var expandedShapeCount: Int {
        transforms.count * symbol.items.reduce(0) { count, item in
            switch item {
            case .instances(let inner): count + inner.expandedShapeCount
            case .shape, .text, .group, .image: count + 1
            }
        }
    }
}
