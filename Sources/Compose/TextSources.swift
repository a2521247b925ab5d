import Scene
import SpecModel
import SpecReader
import Typesetting

/// Where the texts of the pages laid out come from in the spec, so that how each is set can be
/// reported there; every warning once, however many pages repeat it. Holds the document's font budget:
/// a text past it is reported once and left out, never shaped.
final class TextSources {
    private var locations: [Text: SpecLocation] = [:]
    private var reported: Set<String> = []
    private var fonts = FontBudget()
    private var refused = false

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

    /// Whether `text`, from `location` when known, is within the document's font budget; the first text
    /// past it is reported as an error.
    func admits(_ text: Text, at location: SpecLocation?, _ diagnostics: SpecContext) -> Bool {
        guard fonts.admits(text) else {
            if !refused {
                refused = true
                let place = location ?? locations[text]
                diagnostics.error(fonts.refusal(of: text), at: place?.position, place?.path)
            }
            return false
        }
        return true
    }

    /// `items` with their texts fitted to their boxes, every warning reported where its text comes from;
    /// texts past the font budget are left out.
    func fitted(_ items: [Item], _ diagnostics: SpecContext) -> [Item] {
        Typesetter.fitted(items.mappingTexts { admits($0, at: nil, diagnostics) ? $0 : nil }) { text, warnings in
            let location = locations[text]
            for warning in warnings where reported.insert("\(location?.path.description ?? "")\u{0}\(warning)").inserted {
                diagnostics.warning(warning, at: location?.position, location?.path)
            }
        }
    }
}
