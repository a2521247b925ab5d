import Scene
import SpecReader
import Typesetting

/// Where the texts of the pages laid out come from in the spec, so that how each is set can be
/// reported there; every warning once, however many pages repeat it.
final class TextSources {
    private var locations: [Text: SpecLocation] = [:]
    private var reported: Set<String> = []

    /// Notes that every text of `items` comes from `location`.
    func note(_ items: [Item], at location: SpecLocation) {
        for item in items {
            switch item {
            case .text(let text): locations[text] = locations[text] ?? location
            case .group(let group): note(group.items, at: location)
            case .instances(let instances): note(instances.symbol.items, at: location)
            case .shape, .image: break
            }
        }
    }

    /// `items` with their texts fitted to their boxes, every warning reported where its text comes from.
    func fitted(_ items: [Item], _ diagnostics: Diagnostics) -> [Item] {
        Typesetter.fitted(items) { text, warnings in
            let location = locations[text]
            for warning in warnings where reported.insert("\(location?.path.description ?? "")\u{0}\(warning)").inserted {
                diagnostics.warning(warning, at: location?.position, location?.path)
            }
        }
    }
}
