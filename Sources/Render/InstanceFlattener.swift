import Geometry
import Scene

/// For raster output, where painting a symbol many times costs more than filling paths: when every
/// shape a symbol expands to has the same solid fill and no stroke, the instances are drawn as paths.
/// A gradient is never shared: its points are in the symbol's space, so each copy has its own.
enum InstanceFlattener {
    /// A shape with the solid fill and fill rule every shape of `instances` has, or nil when they differ,
    /// any has a stroke or a gradient, or the symbols hold text or groups. Looks at each symbol once, not per instance.
    static func commonShape(_ instances: Instances) -> Shape? {
        var template: Shape?
        return agree(instances.symbol.items, on: &template) ? template : nil
    }

    private static func agree(_ items: [Item], on template: inout Shape?) -> Bool {
        for item in items {
            switch item {
            case .shape(let s):
                guard s.stroke == nil, case .solid? = s.fill else { return false }
                if let t = template {
                    guard s.fill == t.fill, s.fillRule == t.fillRule else { return false }
                } else {
                    template = s
                }
            case .instances(let inner):
                guard agree(inner.symbol.items, on: &template) else { return false }
            case .text, .group, .image:
                return false
            }
        }
        return true
    }
}
