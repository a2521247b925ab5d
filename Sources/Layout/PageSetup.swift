import Geometry
import Scene

/// The paper every page is printed on: its size in points, the margin kept free and the background.
struct PageSetup: Hashable, Sendable {
    var size = PaperSize.named("A4")!
    var margin = 36.0
    var background: Color? = .white

    /// The largest page accepted, in points on either side (about 5 m, well past A0).
    static let maximumSide = 14400.0

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> PageSetup? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        var setup = PageSetup()
        setup.size = reader.read("size", default: setup.size, decodeSize)
        if let orientation = reader.optional("orientation", Decode.choice(["portrait", "landscape"])),
            (orientation == "landscape") != (setup.size.width > setup.size.height), setup.size.width != setup.size.height
        {
            setup.size = setup.size.transposed
        }
        setup.margin = reader.read("margin", default: setup.margin, Length.decoder(in: 0...maximumSide / 2))
        if let marginNode = reader["margin"], 2 * setup.margin >= setup.size.minSide {
            d.error("the margin leaves no room on a page \(Length.format(setup.size.width)) x \(Length.format(setup.size.height))pt", at: marginNode, path.appending("margin"))
        }
        setup.background = reader.read("background", default: setup.background, decodeBackground)
        return setup
    }

    /// "none" for a transparent page, else a colour.
    private static func decodeBackground(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Color?? {
        if case .string("none") = node.value { return .some(nil) }
        return ColorParser.decode(node, path, d).map { .some($0) }
    }

    /// A paper name ("A2", "Letter"), "W x H" with units ("420mm x 594mm"), or `{ "width": ..., "height": ... }`.
    static func decodeSize(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Size? {
        let lengths = Length.decoder(in: 1...maximumSide)
        switch node.value {
        case .string(let s):
            if let named = PaperSize.named(s) { return named }
            let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            if parts.count == 2, let w = Length.points(String(parts[0])), let h = Length.points(String(parts[1])) {
                guard (1...maximumSide).contains(w), (1...maximumSide).contains(h) else {
                    d.error("expected each side from 1pt to \(SpecNode.format(maximumSide))pt, found \(node.kindDescription)", at: node, path)
                    return nil
                }
                return Size(w, h)
            }
            d.error(
                "expected a paper size (\(PaperSize.names.joined(separator: ", "))) or \"WIDTH x HEIGHT\" such as \"500mm x 700mm\", found \(node.kindDescription)\(EditDistance.hint(for: s, among: PaperSize.names))",
                at: node, path)
            return nil
        case .object:
            guard let reader = ObjectReader(node, at: path, d) else { return nil }
            defer { reader.finish() }
            let w = reader.required("width", expected: "a length", lengths)
            let h = reader.required("height", expected: "a length", lengths)
            guard let w, let h else { return nil }
            return Size(w, h)
        default:
            d.expected("a paper size such as \"A4\", \"WIDTH x HEIGHT\", or { \"width\": ..., \"height\": ... }", at: node, path)
            return nil
        }
    }
}
