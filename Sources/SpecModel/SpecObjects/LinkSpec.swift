import FileIO
import Scene
import SpecReader

/// A cell's or item's `link`: an address a PDF viewer opens, or a page of the document.
enum LinkSpec {
    /// The schemes a link may use: pages on the web, mail and phone numbers; never a script.
    static let schemes = ["http", "https", "mailto", "tel", "ftp"]

    static var field: Field<Link?> {
        .optional(
            "link", decoder,
            "in a PDF, where a click on the cell's ink leads: an address (\"https://...\", \"mailto:...\") or { \"page\": N }; a link inside a linked cell is left out"
        )
    }

    static let decoder: ValueDecoder<Link> = {
        let address = Decoders.string.checked { uri in
            guard let colon = uri.firstIndex(of: ":"), schemes.contains(uri[..<colon].lowercased()) else {
                return "expected an address starting with \(schemes.map { "\($0):" }.joined(separator: ", "))"
            }
            if let control = uri.unicodeScalars.first(where: VisibleText.isBidiControl) {
                let shown = VisibleText.escaped(String(control))
                return "an address may not hold a bidirectional control character (\(shown)): it shows the address otherwise than it leads"
            }
            guard uri.count <= 2048, !uri.unicodeScalars.contains(where: { $0.value < 0x21 || VisibleText.isHidden($0) }) else {
                return "an address holds at most 2,048 characters and no spaces or control characters"
            }
            return nil
        }.map(Link.uri)
        let page = ObjectDecoder<Link>("PageLink", "a page of the document", .required("page", Decoders.integer(1...Spec.maximumPages), "its number, from 1")) {
            _, page in
            .page(page)
        }
        return Decoders.union(
            "an address such as \"https://example.org\", or { \"page\": N }",
            [({ @Sendable in $0.isString }, address), ({ @Sendable in $0.isObject }, page.decoder)])
    }()
}
