import Geometry

/// How an outline is filled or stroked. Gradient points are in the coordinates of the item painted.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linear(from: Point, to: Point, stops: [GradientStop])
    /// Circles about `center` (from `focus`), squeezed to ellipses `aspect` times as high as wide.
    case radial(center: Point, radius: Double, focus: Point, stops: [GradientStop], aspect: Double = 1)
}

extension Paint {
    /// Whether every point it paints is fully opaque, so painting it twice over looks as painting it once.
    public var isOpaque: Bool {
        switch self {
        case .solid(let c): c.alpha >= 1
        case .linear(_, _, let stops), .radial(_, _, _, let stops, _): stops.allSatisfy { $0.color.alpha >= 1 }
        }
    }

    /// The paint with every colour's alpha times `opacity`.
    public func faded(by opacity: Double) -> Paint {
        func fade(_ c: Color) -> Color {
            var faded = c
            faded.alpha *= opacity
            return faded
        }
        let fadeStops = { (stops: [GradientStop]) in stops.map { GradientStop(offset: $0.offset, color: fade($0.color)) } }
        return switch self {
        case .solid(let c): .solid(fade(c))
        case .linear(let from, let to, let stops): .linear(from: from, to: to, stops: fadeStops(stops))
        case .radial(let center, let radius, let focus, let stops, let aspect):
            .radial(center: center, radius: radius, focus: focus, stops: fadeStops(stops), aspect: aspect)
        }
    }
}
