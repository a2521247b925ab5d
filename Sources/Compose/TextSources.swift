import Scene
import SpecModel
import SpecReader
import Typesetting

/// Where the texts of the pages laid out come from in the spec, so that how each is set can be
/// reported there; every warning once, however many pages repeat it. Holds the document's font budget
/// (a text past it is reported once and left out, never shaped) and the font files the document adds:
/// every text it fits, and so every text of the pages, is set with them.
final class TextSources {
    /// A text as a key, hashed once: a sheet notes thousands, and a probe compares the hashes first.
    private struct Noted: Hashable {
        let text: Text
        let digest: Int

        init(_ text: Text) {
            self.text = text
            digest = text.hashValue
        }

        static func == (a: Noted, b: Noted) -> Bool { a.digest == b.digest && a.text == b.text }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    private var locations: [Noted: SpecLocation] = [:]
    private var reported: Set<String> = []
    private var fonts = FontBudget()
    private var refused = false
    /// The font files the document adds to the installed fonts (nil: none).
    private let added: FontSet?

    init(fonts added: FontSet?) {
        self.added = added
    }

    /// `text` set with the document's font files.
    private func withDocumentFonts(_ text: Text) -> Text {
        guard let added, text.font.files != added else { return text }
        var text = text
        text.font.files = added
        return text
    }

    /// Notes that every text of `items` comes from `location`.
    func note(_ items: [Item], at location: SpecLocation) {
        for item in items {
            switch item {
            case .text(let text):
                let noted = Noted(withDocumentFonts(text))
                if locations[noted] == nil { locations[noted] = location }
            case .group(let group): note(group.items, at: location)
            case .instances(let instances): note(instances.symbol.items, at: location)
            case .shape, .image: break
            }
        }
    }

    /// Whether `text`, from `location` when known, is within the document's font budget; the first text
    /// past it is reported as an error.
    private func admits(_ text: Text, at location: SpecLocation?, _ diagnostics: SpecContext) -> Bool {
        guard fonts.admits(text) else {
            if !refused {
                refused = true
                let place = location ?? locations[Noted(text)]
                diagnostics.error(fonts.refusal(of: text), at: place?.position, place?.path)
            }
            return false
        }
        return true
    }

    /// How `text` (from `location` when known) fits its box set with the document's fonts; nil when it
    /// is past the font budget (the first such text is reported).
    func fitting(_ text: Text, at location: SpecLocation?, _ diagnostics: SpecContext) -> Fitting? {
        let text = withDocumentFonts(text)
        return admits(text, at: location, diagnostics) ? Typesetter.fit(text) : nil
    }

    /// `items` with their texts set with the document's fonts and fitted to their boxes, every warning
    /// reported where its text comes from; texts past the font budget are left out.
    func fitted(_ items: [Item], _ diagnostics: SpecContext, shared: [String: Double] = [:]) -> [Item] {
        let set = items.mappingTexts { text in
            let text = withDocumentFonts(text)
            return admits(text, at: nil, diagnostics) ? text : nil
        }
        let noting = { (text: Text, notes: [String]) in
            let location = self.locations[Noted(text)]
            // A note is said once, at the first text it is true of: each is true of every text like it.
            for note in notes where self.reported.insert(note).inserted { diagnostics.note(note, at: location?.position, location?.path) }
        }
        return Typesetter.fitted(set, shared: shared, noting: noting) { text, warnings in
            let location = locations[Noted(text)]
            for warning in warnings where reported.insert("\(location?.path.description ?? "")\u{0}\(warning)").inserted {
                diagnostics.warning(warning, at: location)
            }
        }
    }
}
