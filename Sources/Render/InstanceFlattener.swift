import Geometry
import Scene

/// For raster output, where painting a symbol many times costs more than filling one path: when every
/// shape a symbol expands to has the same fill and no stroke, all instances become a single path.
enum InstanceFlattener {
    /// The one shape all of `instances` amount to, or nil when their shapes differ in paint.
    static func shape(_ instances: Instances) -> Shape? {
        guard let template = firstShape(instances.symbol.items), template.stroke == nil, template.fill != nil else { return nil }
        var builder = PathBuilder(reservingVerbs: 0, points: 0)
        guard append(instances, .identity, like: template, into: &builder), let path = builder.finish() else { return nil }
        return Shape(path: path, fill: template.fill, fillRule: template.fillRule)
    }

    private static func firstShape(_ items: [Item]) -> Shape? {
        for item in items {
            switch item {
            case .shape(let s): return s
            case .instances(let inner): if let s = firstShape(inner.symbol.items) { return s }
            case .text, .group: return nil
            }
        }
        return nil
    }

    private static func append(_ instances: Instances, _ outer: Affine, like template: Shape, into builder: inout PathBuilder) -> Bool {
        for transform in instances.transforms {
            let placed = transform.then(outer)
            for item in instances.symbol.items {
                switch item {
                case .shape(let s):
                    guard s.fill == template.fill, s.stroke == nil, s.fillRule == template.fillRule else { return false }
                    builder.append(s.path, transform: placed)
                case .instances(let inner):
                    guard append(inner, placed, like: template, into: &builder) else { return false }
                case .text, .group:
                    return false
                }
            }
        }
        return true
    }
}
