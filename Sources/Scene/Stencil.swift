import Geometry

/// A symbol's dark squares in one colour, as a grid of bits (a QR code's modules): a PDF draws it as
/// one 1-bit image mask, sampled without smoothing, where its items (the same squares as one path)
/// would print the corners of every run of modules. Other outputs draw the symbol's items.
public struct Stencil: Hashable, Sendable {
    public var grid: ModuleGrid
    public var color: Color

    public init(grid: ModuleGrid, color: Color) {
        self.grid = grid
        self.color = color
    }
}
